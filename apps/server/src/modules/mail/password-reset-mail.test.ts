import { describe, expect, it } from 'vitest';
import { renderPasswordResetMail } from './password-reset-mail';

const URL_WITH_TOKEN =
  'https://liste.example.fr/oidc/password-reset/new?token=q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

describe('renderPasswordResetMail', () => {
  it('[ASVS V6.4.3] writes the reset mail in French: greeting, link, validity, what to do when one did not ask', () => {
    const mail = renderPasswordResetMail({
      firstName: 'Claire',
      resetUrl: URL_WITH_TOKEN,
      validMinutes: 20,
    });
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain('Bonjour Claire,\n');
    expect(mail.text).toContain(`Choisir un nouveau mot de passe : ${URL_WITH_TOKEN}\n`);
    expect(mail.text).toContain('Ce lien est valable 20 minutes');
    expect(mail.text).toContain("Si vous n'êtes pas à l'origine de cette demande");
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`<a href="${URL_WITH_TOKEN}" rel="noreferrer"`);
    expect(mail.html).toContain('>Choisir un nouveau mot de passe</a>');
    expect(mail.html).toContain('<meta name="referrer" content="no-referrer">');
    expect(mail.html).not.toContain('<script');
  });

  it('[ASVS V6.4.3] escapes the first name and greets without one when it is empty', () => {
    const mail = renderPasswordResetMail({
      firstName: '<b>Léa</b>\nBcc: x@example.fr',
      resetUrl: URL_WITH_TOKEN,
      validMinutes: 20,
    });
    expect(mail.html).toContain('Bonjour &lt;b&gt;Léa&lt;/b&gt; Bcc: x@example.fr,');
    expect(mail.html).not.toContain('<b>Léa');
    const anonymous = renderPasswordResetMail({
      firstName: ' ',
      resetUrl: URL_WITH_TOKEN,
      validMinutes: 20,
    });
    expect(anonymous.text.startsWith('Bonjour,\n')).toBe(true);
  });
});
