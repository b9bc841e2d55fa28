import { escapeHtml } from '../../http/html';
import { mailMessages } from './mail-messages';

/**
 * The one layout of every mail (the list invitation, the money mails, the account mails): HTML for
 * mail clients (tables and inline styles, no script, no remote image) around the mail's own part.
 */

/** Colours of the ui-kit theme (docs/decisions.md, UI kit 1), contrast checked there. */
export const MAIL_COLORS = {
  primary: '#B0413E',
  background: '#FFF8F3',
  text: '#2B2330',
  muted: '#675A62',
  card: '#FFFFFF',
} as const;

const COLORS = MAIL_COLORS;

/** One line of text: line breaks and runs of spaces become one space (headers, titles, names). */
export const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** A multi-line text in HTML: escaped, its line breaks kept. */
export const paragraphHtml = (value: string): string =>
  escapeHtml(value.trim()).replace(/\r?\n/g, '<br>');

/** How a mail's links treat the referrer: an account mail's link carries a secret. */
export interface MailLinkOptions {
  readonly noReferrer?: boolean;
}

const rel = (options: MailLinkOptions): string => (options.noReferrer ? ' rel="noreferrer"' : '');

/** The mail's one button, and its link written out below for clients that show no button. */
export function buttonHtml(
  label: string,
  url: string,
  help: string,
  options: MailLinkOptions = {},
): { readonly button: string; readonly help: string } {
  return {
    button: `<p style="margin:32px 0;text-align:center"><a href="${escapeHtml(url)}"${rel(options)} style="display:inline-block;padding:14px 28px;background:${COLORS.primary};color:#FFFFFF;font-weight:700;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`,
    help: `<p style="margin:0;color:${COLORS.muted};font-size:14px">${escapeHtml(help)}<br><a href="${escapeHtml(url)}"${rel(options)} style="color:${COLORS.primary};word-break:break-all">${escapeHtml(url)}</a></p>`,
  };
}

/**
 * The whole HTML document: the brand, the mail's part (`inner`, already HTML), and the footer
 * under a rule (none when empty).
 */
export function mailPage(
  subject: string,
  inner: string,
  footer: string,
  options: MailLinkOptions = {},
): string {
  const referrer = options.noReferrer ? '\n<meta name="referrer" content="no-referrer">' : '';
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${referrer}
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.card};border-radius:8px">
<tr><td style="padding:24px 24px 0;color:${COLORS.primary};font-size:20px;font-weight:700">${escapeHtml(mailMessages.brand)}</td></tr>
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
