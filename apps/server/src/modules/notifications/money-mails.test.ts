import { describe, expect, it } from 'vitest';
import { renderThanksMail } from '../contributions/thanks-mail';
import { renderDigestMail } from './money-mails';

/** What a parent or a relative may type, meant as markup and as a second mail header. */
const HOSTILE = {
  name: '<img src=x onerror=alert(1)>Jo',
  title: 'Nos <b>jumeaux</b>\nBcc: x@example.fr',
  message: '<script>alert("x")</script> & "bises"\n<a href="javascript:alert(2)">clic</a>',
} as const;

/** No tag of the typed values survives in the HTML, and each is there escaped. */
function expectEscaped(html: string): void {
  expect(html).not.toMatch(/<script|<img|<b>jumeaux|href="javascript:/);
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;Jo');
  expect(html).toContain(
    '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;bises&quot;',
  );
}

describe('the money mails escape what people typed (ASVS V3.2.2)', () => {
  it('[S4.8] [S7.31] the thanks: the contributor’s name, the list title and the message', () => {
    const mail = renderThanksMail({
      ownerFirstName: 'Claire',
      listTitle: HOSTILE.title,
      contributorName: HOSTILE.name,
      message: HOSTILE.message,
    });
    expectEscaped(mail.html);
    expect(mail.html).toContain('Nos &lt;b&gt;jumeaux&lt;/b&gt; Bcc: x@example.fr');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('[S9.7] the digest: each contributor’s name and message, and the list title on one line', () => {
    const mail = renderDigestMail({
      ownerFirstName: 'Claire',
      listTitle: HOSTILE.title,
      frequency: 'DAILY',
      lines: [
        {
          contributorName: HOSTILE.name,
          itemCount: 1,
          walletCents: 2_000,
          message: HOSTILE.message,
        },
      ],
      activityUrl: 'http://127.0.0.1:3000/list/abc/activite',
    });
    expectEscaped(mail.html);
    expect(mail.subject).toContain('Nos <b>jumeaux</b> Bcc: x@example.fr');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
