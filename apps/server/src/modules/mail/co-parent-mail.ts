import { renderAccountMail } from './account-mail';
import { oneLine } from './mail-layout';
import { mailMessages as text } from './mail-messages';
import type { RenderedMail } from './share-list-mail';

/** The outbox `kind` of a co-parent's invitation (the dev mail page and the tests find it by this). */
export const CO_PARENT_MAIL_KIND = 'co-parent-invitation';

export interface CoParentMailInput {
  /** The holder, who invites. */
  readonly holderFirstName: string;
  readonly listTitle: string;
  /** `<public origin>/invitation/<token>`: the single-use link. */
  readonly acceptUrl: string;
  readonly validDays: number;
}

/**
 * The co-parent's invitation: who invites, to which list, the button to the link (sending no
 * referrer: the link is a secret), how to accept and how long it works. The title is typed by the
 * parent: every value is escaped by the layout.
 */
export function renderCoParentMail(input: CoParentMailInput): RenderedMail {
  const holder = oneLine(input.holderFirstName);
  const title = oneLine(input.listTitle);
  return renderAccountMail({
    subject: text.coParentSubject(holder, title),
    greeting: text.shareGreeting,
    before: [text.coParentIntro(holder, title), text.coParentHowTo],
    action: { label: text.coParentButton, url: input.acceptUrl },
    after: [text.coParentValidity(input.validDays)],
    footer: text.coParentIgnore(holder),
  });
}
