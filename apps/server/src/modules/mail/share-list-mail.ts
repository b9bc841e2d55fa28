import { escapeHtml } from '../../http/html';
import { buttonHtml, MAIL_COLORS as COLORS, mailPage, oneLine, paragraphHtml } from './mail-layout';
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

  const link = buttonHtml(text.shareButton, url, text.shareLinkHelp);
  const inner = `<p style="margin:0 0 16px">${escapeHtml(text.shareGreeting)}</p>
<p style="margin:0">${escapeHtml(text.shareIntro(owner, title))}</p>
${personal ? quoteHtml(text.sharePersonalHeading(owner), personal) : ''}
${welcome ? quoteHtml(text.shareWelcomeHeading, welcome) : ''}
${link.button}
<p style="margin:0 0 16px">${escapeHtml(text.shareWhatYouCanDo)}</p>
${link.help}`;
  const html = mailPage(text.shareSubject(owner, title), inner, text.shareFooter(owner));

  return { subject: text.shareSubject(owner, title), text: `${textParts.join('\n')}\n`, html };
}
