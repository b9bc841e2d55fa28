import { renderAccountMail } from './account-mail';
import { oneLine } from './mail-layout';
import { mailMessages as text } from './mail-messages';
import type { RenderedMail } from './share-list-mail';

/** The outbox `kind` of a reset mail (the dev mail page and the tests find it by this). */
export const PASSWORD_RESET_MAIL_KIND = 'password-reset';

/** What the reset mail says (ASVS V6.4.3). */
export interface PasswordResetMailInput {
  /** The account's first name, for the greeting; may be empty. */
  readonly firstName: string;
  /** `<public origin>/oidc/password-reset/new?token=...`: the single-use link. */
  readonly resetUrl: string;
  /** How long the link works, in minutes. */
  readonly validMinutes: number;
}

/**
 * The mail of 'Mot de passe oublié': the greeting, the button to the link, how long it works, and
 * what to do when one did not ask (account-mail.ts). Whoever reads it learns nothing but that a
 * reset was asked.
 */
export function renderPasswordResetMail(input: PasswordResetMailInput): RenderedMail {
  return renderAccountMail({
    subject: text.resetSubject,
    greeting: text.resetGreeting(oneLine(input.firstName)),
    before: [text.resetIntro],
    action: { label: text.resetButton, url: input.resetUrl },
    after: [text.resetValidity(input.validMinutes)],
    footer: text.resetIgnore,
  });
}
