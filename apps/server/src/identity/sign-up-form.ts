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
 * The password rule of the sign-up (the spec is silent; see docs/decisions.md), after ASVS 5.0
 * V6.2: 8 to 128 characters of any kind (no composition rule), and not one of the most common
 * passwords (`common`, lower-cased: common-passwords.ts).
 */
export function passwordProblem(
  password: string,
  common: ReadonlySet<string>,
): 'length' | 'common' | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'length';
  if (common.has(password.toLowerCase())) return 'common';
  return undefined;
}

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
  const problem = passwordProblem(password, commonPasswords);
  if (problem === 'length') errors.password = identityMessages.passwordRule;
  else if (problem === 'common') errors.password = identityMessages.passwordCommon;
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
