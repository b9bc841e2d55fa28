import { formatEuros } from '@ldn/domain';
import { escapeHtml } from '../../identity/identity-pages';
import type { RenderedMail } from '../mail/share-list-mail';
import { moneyMessages as text } from '../contributions/money-messages';

/**
 * The mails of the money area: the holder's digest of new contributions and the thanks a holder
 * sends a contributor [S4.8]. HTML for mail clients (tables, inline styles, no script, no remote
 * image) and the same in plain text; every typed value is escaped.
 */

const COLORS = {
  primary: '#B0413E',
  background: '#FFF8F3',
  text: '#2B2330',
  muted: '#675A62',
  card: '#FFFFFF',
} as const;

const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();
const paragraphHtml = (value: string): string => escapeHtml(value.trim()).replace(/\r?\n/g, '<br>');

function page(subject: string, inner: string, footer: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.card};border-radius:8px">
<tr><td style="padding:24px 24px 0;color:${COLORS.primary};font-size:20px;font-weight:700">${escapeHtml(text.brand)}</td></tr>
<tr><td style="padding:16px 24px 24px">
${inner}
</td></tr>
${footer ? `<tr><td style="padding:16px 24px;border-top:1px solid #EADFD8;color:${COLORS.muted};font-size:13px">${escapeHtml(footer)}</td></tr>` : ''}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function buttonHtml(label: string, url: string): string {
  return `<p style="margin:32px 0;text-align:center"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;background:${COLORS.primary};color:#FFFFFF;font-weight:700;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>
<p style="margin:0;color:${COLORS.muted};font-size:14px">${escapeHtml(text.mailLinkHelp)}<br><a href="${escapeHtml(url)}" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(url)}</a></p>`;
}

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
  const html = page(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<ul style="margin:0;padding-left:20px">
${items}
</ul>
${buttonHtml(text.digestButton, input.activityUrl)}`,
    text.digestFooter,
  );
  return { subject, text: `${textBody.join('\n')}\n`, html };
}

export interface ThanksMailInput {
  readonly ownerFirstName: string;
  readonly listTitle: string;
  readonly contributorName: string;
  readonly message: string;
}

/** [S4.8] [S7.31] The holder's thanks, sent to the contributor. */
export function renderThanksMail(input: ThanksMailInput): RenderedMail {
  const owner = oneLine(input.ownerFirstName);
  const title = oneLine(input.listTitle);
  const subject = text.thanksSubject(owner);
  const greeting = text.thanksGreeting(oneLine(input.contributorName));
  const intro = text.thanksIntro(owner, title);
  const html = page(
    subject,
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 8px">${escapeHtml(intro)}</p>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid ${COLORS.primary};background:${COLORS.background}">${paragraphHtml(input.message)}</blockquote>`,
    '',
  );
  return {
    subject,
    text: `${[greeting, '', intro, '', input.message.trim()].join('\n')}\n`,
    html,
  };
}
