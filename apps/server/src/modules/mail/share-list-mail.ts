import { escapeHtml } from '../../identity/identity-pages';
import { mailMessages as text } from './mail-messages';

/** What the invitation to a shared list says [S2.40]. */
export interface ShareListMailInput {
  /** The list's owner, who invites. */
  readonly ownerFirstName: string;
  readonly listTitle: string;
  /** The list's welcome message [S3.4]; left out when empty. */
  readonly welcomeMessage: string;
  /** The owner's personal message for this sharing; left out when empty. */
  readonly personalMessage: string;
  /** `${publicUrl}/list/{id}` [S2.3]. */
  readonly listUrl: string;
}

/** A rendered mail. */
export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Colours of the ui-kit theme (docs/decisions.md, UI kit 1), contrast checked there. */
const COLORS = {
  primary: '#B0413E',
  background: '#FFF8F3',
  text: '#2B2330',
  muted: '#675A62',
  card: '#FFFFFF',
} as const;

/** One line of text: line breaks and runs of spaces become one space (headers, titles). */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** A multi-line text in HTML: escaped, its line breaks kept. */
const paragraphHtml = (value: string): string => escapeHtml(value.trim()).replace(/\r?\n/g, '<br>');

/** A quoted block of the mail (welcome message, personal message). */
function quoteHtml(heading: string, body: string): string {
  return `<p style="margin:24px 0 8px;font-weight:700">${escapeHtml(heading)}</p>
<blockquote style="margin:0;padding:12px 16px;border-left:4px solid ${COLORS.primary};background:${COLORS.background}">${paragraphHtml(body)}</blockquote>`;
}

/**
 * [S2.40] The invitation a parent sends from the Share screen: who invites (the owner's first
 * name), the list title, its welcome message, the personal message, and a button to the list.
 * HTML for mail clients (tables and inline styles, no script, no remote image) and the same in
 * plain text. Every value is escaped: the title and messages are typed by the parent.
 */
export function renderShareListMail(input: ShareListMailInput): RenderedMail {
  const owner = oneLine(input.ownerFirstName);
  const title = oneLine(input.listTitle);
  const welcome = input.welcomeMessage.trim();
  const personal = input.personalMessage.trim();
  const url = input.listUrl;

  const textParts = [
    text.shareGreeting,
    '',
    text.shareIntro(owner, title),
    ...(personal ? ['', text.sharePersonalHeading(owner), personal] : []),
    ...(welcome ? ['', text.shareWelcomeHeading, welcome] : []),
    '',
    `${text.shareButton} : ${url}`,
    '',
    text.shareWhatYouCanDo,
    '',
    '--',
    text.shareFooter(owner),
  ];

  const html = `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(text.shareSubject(owner, title))}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};color:${COLORS.text};font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${COLORS.card};border-radius:8px">
<tr><td style="padding:24px 24px 0;color:${COLORS.primary};font-size:20px;font-weight:700">${escapeHtml(text.brand)}</td></tr>
<tr><td style="padding:16px 24px 24px">
<p style="margin:0 0 16px">${escapeHtml(text.shareGreeting)}</p>
<p style="margin:0">${escapeHtml(text.shareIntro(owner, title))}</p>
${personal ? quoteHtml(text.sharePersonalHeading(owner), personal) : ''}
${welcome ? quoteHtml(text.shareWelcomeHeading, welcome) : ''}
<p style="margin:32px 0;text-align:center"><a href="${escapeHtml(url)}" style="display:inline-block;padding:14px 28px;background:${COLORS.primary};color:#FFFFFF;font-weight:700;text-decoration:none;border-radius:6px">${escapeHtml(text.shareButton)}</a></p>
<p style="margin:0 0 16px">${escapeHtml(text.shareWhatYouCanDo)}</p>
<p style="margin:0;color:${COLORS.muted};font-size:14px">${escapeHtml(text.shareLinkHelp)}<br><a href="${escapeHtml(url)}" style="color:${COLORS.primary};word-break:break-all">${escapeHtml(url)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #EADFD8;color:${COLORS.muted};font-size:13px">${escapeHtml(text.shareFooter(owner))}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  return { subject: text.shareSubject(owner, title), text: `${textParts.join('\n')}\n`, html };
}
