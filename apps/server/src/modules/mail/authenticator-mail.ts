import { renderAccountMail } from './account-mail';
import { oneLine } from './mail-layout';
import { mailMessages as text } from './mail-messages';
import type { RenderedMail } from './share-list-mail';

/** The outbox `kind` of the mail sent when an authenticator is enrolled. */
export const AUTHENTICATOR_ENROLLED_MAIL_KIND = 'authenticator-enrolled';

/**
 * The mail sent when an account's authenticator is confirmed (ASVS V6.3.3): the enrolment happens
 * at the first sign-in that asks for it, after the password only, so whoever knew the password
 * first could enrol an app of their own. The mail tells the account's owner at once.
 */
export function renderAuthenticatorEnrolledMail(input: {
  readonly firstName: string;
}): RenderedMail {
  return renderAccountMail({
    subject: text.authenticatorSubject,
    greeting: text.resetGreeting(oneLine(input.firstName)),
    before: [text.authenticatorIntro, text.authenticatorLost],
    footer: text.authenticatorNotYou,
  });
}
