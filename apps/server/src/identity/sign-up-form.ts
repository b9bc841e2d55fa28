import {
  DEFAULT_COUNTRY,
  normalizePhone,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
  validationMessages,
  type ValidationErrorCode,
} from '@ldn/domain';
import { identityMessages, signUpCountries } from './identity-messages';
import type { SignUpField, SignUpFormValues } from './identity-pages';

/** Shortest password accepted at sign-up. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (bounds the work of hashing an absurd input). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * ASVS V6.1.2: the context-specific words kept out of passwords. The site's own words, and what the
 * person typed in the same form (first name, last name, the e-mail's local part and domain name);
 * only words of at least 4 letters, shorter ones would refuse too much by chance.
 */
export const SITE_WORDS = ['listedenaissance', 'naissance', 'cagnotte'] as const;
const CONTEXT_WORD_MIN_LENGTH = 4;

/** Lower case, accents off, letters and digits only: 'Léa-Marie' -> 'leamarie'. */
const bareLetters = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The words of ASVS V6.1.2 for one person: the site's and the person's, bare letters. */
export function contextWords(person: {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
}): string[] {
  const [local = '', domain = ''] = person.email.split('@');
  const own = [person.firstName, person.lastName, local, domain.split('.')[0] ?? ''].map(
    bareLetters,
  );
  return [...SITE_WORDS, ...own].filter((word) => word.length >= CONTEXT_WORD_MIN_LENGTH);
}

/**
 * The password rule of the sign-up (the spec is silent; see docs/decisions.md), after ASVS 5.0
 * V6.2: 8 to 128 characters of any kind (no composition rule), not blank once trimmed (`blank`: twelve
 * spaces are no secret), not one of the most common
 * passwords (`common`, lower-cased: common-passwords.ts), and not containing a context-specific
 * word (`context`, from `contextWords`).
 */
export function passwordProblem(
  password: string,
  common: ReadonlySet<string>,
  context: readonly string[] = [],
): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'length';
  // Twelve spaces pass the length rule but guard nothing.
  if (password.trim() === '') return 'blank';
  if (common.has(password.toLowerCase())) return 'common';
  const bare = bareLetters(password);
  if (context.some((word) => bare.includes(word))) return 'context';
  return undefined;
}

/** Why {@link passwordProblem} refuses a password. */
export type PasswordProblem = 'length' | 'blank' | 'common' | 'context';

/** The French text of each password problem: sign-up, reset and change say the same. */
export const passwordProblemMessages: Readonly<Record<PasswordProblem, string>> = {
  length: identityMessages.passwordRule,
  blank: identityMessages.passwordBlank,
  common: identityMessages.passwordCommon,
  context: identityMessages.passwordContext,
};

/** A sign-up that passed validation, ready to be stored. */
export interface ValidSignUp {
  readonly uid: string;
  readonly titleCode: 'mr' | 'mrs';
  readonly firstName: string;
  readonly lastName: string;
  /** [S3.1] Normalised (`06 12 34 56 78` -> `0612345678`). */
  readonly phone: string;
  readonly country: string;
  readonly password: string;
}

export type SignUpResult =
  | { readonly ok: true; readonly signUp: ValidSignUp }
  | {
      readonly ok: false;
      readonly values: SignUpFormValues;
      readonly errors: Partial<Record<SignUpField, string>>;
    };

const message = (code: ValidationErrorCode | undefined): string | undefined =>
  code ? validationMessages[code] : undefined;

const single = (body: Record<string, unknown>, name: string): string => {
  const value = body[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Validates the posted sign-up form with the domain's field rules and their French messages
 * ([S5.7] names, [S5.8] e-mail, [S5.9] phone, all required here) plus the password rule, the
 * civilité and the country (France by default [S5.12] [S5.13]). The e-mail becomes the account's
 * uid, lower-cased.
 */
export function validateSignUp(
  body: Record<string, unknown>,
  commonPasswords: ReadonlySet<string>,
): SignUpResult {
  const values: SignUpFormValues = {
    titleCode: single(body, 'titleCode'),
    firstName: single(body, 'firstName').trim().normalize('NFC'),
    lastName: single(body, 'lastName').trim().normalize('NFC'),
    email: single(body, 'email').trim(),
    phone: single(body, 'phone').trim(),
    country: single(body, 'country') || DEFAULT_COUNTRY,
  };
  const password = single(body, 'password');
  const confirmation = single(body, 'passwordConfirmation');
  const errors: Partial<Record<SignUpField, string>> = {};
  if (values.titleCode !== 'mr' && values.titleCode !== 'mrs') {
    errors.titleCode = identityMessages.titleRequired;
  }
  const firstName = message(validateFirstName(values.firstName, { required: true }));
  if (firstName) errors.firstName = firstName;
  const lastName = message(validateLastName(values.lastName, { required: true }));
  if (lastName) errors.lastName = lastName;
  const email = message(validateEmail(values.email, { required: true }));
  if (email) errors.email = email;
  const phone = message(validatePhone(values.phone, { required: true }));
  if (phone) errors.phone = phone;
  const problem = passwordProblem(password, commonPasswords, contextWords(values));
  if (problem) errors.password = passwordProblemMessages[problem];
  else if (password !== confirmation)
    errors.passwordConfirmation = identityMessages.passwordMismatch;
  if (!signUpCountries.some((country) => country.code === values.country)) {
    errors.country = identityMessages.countryRequired;
  }
  if (Object.keys(errors).length > 0 || (values.titleCode !== 'mr' && values.titleCode !== 'mrs')) {
    return { ok: false, values, errors };
  }
  return {
    ok: true,
    signUp: {
      uid: values.email.toLowerCase(),
      titleCode: values.titleCode,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: normalizePhone(values.phone),
      country: values.country,
      password,
    },
  };
}
