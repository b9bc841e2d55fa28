import { escapeHtml } from '../../http/html';
import { MAIL_COLORS as COLORS, mailPage, oneLine, paragraphHtml } from '../mail/mail-layout';
import type { RenderedMail } from '../mail/share-list-mail';
import { moneyMessages as text } from '../cart/money-messages';

/**
 * The thanks a holder sends a contributor [S4.8]: HTML for mail clients (tables, inline styles,
 * no script, no remote image) and the same in plain text; every typed value is escaped.
 */

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
  const html = mailPage(
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
