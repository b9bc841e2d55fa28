import { formatEuros } from '@ldn/domain';
import { escapeHtml } from '../../http/html';
import {
  buttonHtml,
  MAIL_COLORS as COLORS,
  mailPage,
  oneLine,
  paragraphHtml,
} from '../mail/mail-layout';
import type { RenderedMail } from '../mail/share-list-mail';
import { moneyMessages as text } from '../cart/money-messages';

/**
 * The holder's digest of new contributions [S9.7] (the thanks a holder sends a contributor is the
 * ledger's: `contributions/thanks-mail.ts`). HTML for mail clients (tables, inline styles, no script, no remote
 * image) and the same in plain text; every typed value is escaped.
 */

/** One contribution in a digest. */
export interface DigestLine {
  /** '' for an anonymous contributor. */
  readonly contributorName: string;
  readonly itemCount: number;
  readonly walletCents: number;
  readonly message: string;
}

export interface DigestMailInput {
  readonly ownerFirstName: string;
  readonly listTitle: string;
  readonly frequency: 'DAILY' | 'WEEKLY';
  readonly lines: readonly DigestLine[];
  /** `${origin}/list/{id}/activite` [S2.7]. */
  readonly activityUrl: string;
  /** [S4.8] Contributions of the list not thanked yet: a reminder when above 0. */
  readonly toThankCount?: number;
}

/** What one digest line says: 'Josette : 2 articles, 50,00 € pour la cagnotte'. */
function lineText(line: DigestLine): string {
  const who = oneLine(line.contributorName) || text.anonymous;
  const parts = [
    ...(line.itemCount > 0 ? [text.digestItems(line.itemCount)] : []),
    ...(line.walletCents > 0 ? [text.digestWallet(formatEuros(line.walletCents))] : []),
  ];
  return `${who} : ${parts.join(', ')}`;
}

/** [S9.7] The holder's digest of the contributions of one day or one week. */
export function renderDigestMail(input: DigestMailInput): RenderedMail {
  const title = oneLine(input.listTitle);
  const subject = text.digestSubject(title, input.lines.length);
  const intro = input.frequency === 'DAILY' ? text.digestIntroDaily : text.digestIntroWeekly;
  const greeting = text.digestGreeting(oneLine(input.ownerFirstName));
  const toThank = (input.toThankCount ?? 0) > 0 ? text.digestToThank(input.toThankCount ?? 0) : '';
  const textBody = [
    greeting,
    '',
    intro,
    '',
    ...input.lines.flatMap((line) => [
      `- ${lineText(line)}`,
      ...(line.message.trim() ? [`  « ${oneLine(line.message)} »`] : []),
    ]),
    '',
    ...(toThank ? [toThank, ''] : []),
    `${text.digestButton} : ${input.activityUrl}`,
    '',
    '--',
    text.digestFooter,
  ];
  const items = input.lines
    .map(
      (line) =>
        `<li style="margin:0 0 8px">${escapeHtml(lineText(line))}${line.message.trim() ? `<br><span style="color:${COLORS.muted}">« ${paragraphHtml(line.message)} »</span>` : ''}</li>`,
    )
    .join('\n');
  const link = buttonHtml(text.digestButton, input.activityUrl, text.mailLinkHelp);
  const html = mailPage(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0;padding-left:20px">
${items}
</ul>
${toThank ? `<p style="margin:16px 0 0">${escapeHtml(toThank)}</p>\n` : ''}${link.button}
${link.help}`,
    text.digestFooter,
  );
  return { subject, text: `${textBody.join('\n')}\n`, html };
}
