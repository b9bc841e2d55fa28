import { isBreachedPassword, type BreachedPasswordService } from '../../identity/breached-passwords';
import { verifyPassword } from '../../identity/password';
import type { CurrentUser } from '../../identity/session-store';
import { commonPasswords } from '../../identity/common-passwords';
import { identityMessages } from '../../identity/identity-messages';
import {
  contextWords,
  passwordProblem,
  passwordProblemMessages,
  PASSWORD_MIN_LENGTH,
} from '../../identity/sign-up-form';
import { accountSecurityMessages } from './account-security-messages';

/** Why a new password is refused: its code for the client and the French text to show. */
export interface NewPasswordRefusal {
  readonly code: 'WEAK_PASSWORD' | 'SAME_PASSWORD';
  readonly message: string;
}

/**
 * ASVS V6.2.2: a new password passes the sign-up's rule (8 to 128 characters, not one of the
 * common passwords, no word of the site or of the person: ASVS V6.1.2, V6.2.4) and differs from
 * the current one (`currentHash`, compared with the hash since equal texts give different hashes).
 * Last, once every local rule has passed, it must not be known from a data breach (ASVS V6.2.12,
 * `breached`: breached-passwords.ts, WEAK_PASSWORD too). Undefined when it is accepted.
 */
export async function newPasswordRefusal(
  user: Pick<CurrentUser, 'firstName' | 'lastName' | 'uid'>,
  password: string,
  currentHash: string,
  breached: BreachedPasswordService,
): Promise<NewPasswordRefusal | undefined> {
  const problem = passwordProblem(
    password,
    await commonPasswords(PASSWORD_MIN_LENGTH),
    contextWords({ firstName: user.firstName, lastName: user.lastName, email: user.uid }),
  );
  if (problem) return { code: 'WEAK_PASSWORD', message: passwordProblemMessages[problem] };
  if (await verifyPassword(currentHash, password)) {
    return { code: 'SAME_PASSWORD', message: accountSecurityMessages.samePassword };
  }
  if (await isBreachedPassword(password, breached)) {
    return { code: 'WEAK_PASSWORD', message: identityMessages.passwordBreached };
  }
  return undefined;
}
