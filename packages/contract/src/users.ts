import {
  NOTIFICATION_FREQUENCIES,
  normalizePhone,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePhone,
  validationMessages,
  type ValidationErrorCode,
} from '@ldn/domain';
import { z } from 'zod';
import { contractMessages } from './messages';

/**
 * The user API (spec §7 "User", [S7.2] to [S7.6], [S7.9] to [S7.11]): the server validates every
 * request with these before the handler runs (a bad field is a 400 naming it) and the OpenAPI
 * document takes its shapes from them.
 */

// --- civility ---

/**
 * [S3.1] [S3.2] [S7.4] Civility of an account. The retailer account stores a code (`mr`, `mrs`);
 * the screens show the French label (Monsieur, Madame); the wire carries both.
 */
export const TITLE_CODES = ['mr', 'mrs'] as const;
export type TitleCode = (typeof TITLE_CODES)[number];

/** [S3.1] The French labels of the civilities, verbatim from the spec. */
export const titleLabels: Readonly<Record<TitleCode, string>> = contractMessages.titleLabels;

/**
 * [S7.4] The code of a civility given as a code or as its label, in any case (`MR`, `Madame`);
 * undefined when it is neither, so the caller can refuse it by name.
 */
export function titleCodeOf(value: string): TitleCode | undefined {
  const wanted = value.trim().toLowerCase();
  for (const code of TITLE_CODES) {
    if (wanted === code || wanted === titleLabels[code].toLowerCase()) return code;
  }
  return undefined;
}

/** [S3.1] The label of a stored code; `''` when the account has none. */
export function titleLabelOf(code: TitleCode | null): string {
  return code ? titleLabels[code] : '';
}

type FieldValidator = (value: string) => ValidationErrorCode | undefined;

/**
 * A string checked by a rule of @ldn/domain. The message carries the domain's French text and its
 * code (`Le prénom n'est pas valide. (INVALID_FIRST_NAME)`), so a screen can show the text or map
 * the code, and the error handler puts the field name in front of it.
 */
function checkedBy(schema: z.ZodString, validate: FieldValidator): z.ZodString {
  return schema.superRefine((value, context) => {
    const code = validate(value);
    if (code)
      context.addIssue({ code: 'custom', message: `${validationMessages[code]} (${code})` });
  });
}

/** [S5.8] An account e-mail (the uid): required, the spec's pattern, stored lower-case. */
export const emailField = checkedBy(z.string().trim().max(254).toLowerCase(), (value) =>
  validateEmail(value, { required: true }),
).describe('E-mail address of the account (its uid), URL-encoded in paths; compared in lower case');

/** [S5.7] First name: required, trimmed, accents composed (NFC) as the domain rule reads it. */
export const firstNameField = checkedBy(z.string().trim().normalize('NFC'), (value) =>
  validateFirstName(value, { required: true }),
).describe('First name: 1 to 50 letters, spaces, hyphens or apostrophes');

/** [S5.7] Last name: same rule as the first name. */
export const lastNameField = checkedBy(z.string().trim().normalize('NFC'), (value) =>
  validateLastName(value, { required: true }),
).describe('Last name: 1 to 50 letters, spaces, hyphens or apostrophes');

/**
 * The international French form the retailer account stores (`+33612345678`); [S3.1]
 * normalisation turns it into the national one. The domain's pattern [S5.9] only knows the
 * national form, so this one form is accepted here on top of it.
 */
const INTERNATIONAL_FRENCH_PHONE = /^\+33[1-9]\d{8}$/;

/**
 * [S5.7] [S5.9] [S3.1] Phone: required; the national French pattern (`06 12 34 56 78`,
 * `06.12.34.56.78`, ...) or `+33` and nine digits. Stored normalised ({@link normalizePhone}):
 * `0612345678`.
 */
export const phoneField = checkedBy(z.string().trim(), (value) => {
  const required = validatePhone(value, { required: true });
  if (required !== undefined && required !== 'INVALID_PHONE_NUMBER') return required;
  if (required === undefined || INTERNATIONAL_FRENCH_PHONE.test(value)) {
    return validatePhone(normalizePhone(value), { required: true });
  }
  return 'INVALID_PHONE_NUMBER';
}).describe('Phone: French national form (0612345678, 06 12 34 56 78) or +33612345678');

/** ISO 3166 alpha-2 country code, given in any case, answered in upper case. */
export const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, contractMessages.country)
  .describe('ISO 3166 alpha-2 country code, e.g. FR');

/** [S7.4] Civility: `mr` / `mrs`, or the labels Monsieur / Madame (any case). */
export const titleCodeField = z
  .string()
  .refine((value) => titleCodeOf(value) !== undefined, contractMessages.titleCode)
  .describe('Civility: mr or mrs (the labels Monsieur and Madame are accepted too)');

/** A customer pk as the API sends it: a string of digits. */
export const pkField = z
  .string()
  .regex(/^\d{1,15}$/, contractMessages.accountPk)
  .describe('Account pk, a string of digits');

// --- requests ---

/** [S7.2] [S7.3] `{email}` of `.../users/{email}`. */
export const customerPathSchema = z.object({ email: emailField });

/** [S7.5] `{uid}` of `.../users/{uid}/country`. */
export const customerCountryPathSchema = z.object({ uid: emailField });

/**
 * [S7.3] The fields a customer or staff may change. Each is optional (PATCH), at least one is
 * needed; other keys (the app may send the whole customer back) are ignored.
 */
export const customerPatchSchema = z
  .object({
    firstName: firstNameField.optional(),
    lastName: lastNameField.optional(),
    phone: phoneField.optional(),
  })
  .refine(
    (body) =>
      body.firstName !== undefined || body.lastName !== undefined || body.phone !== undefined,
    contractMessages.customerPatchEmpty,
  );

/** [S7.4] [S5.13] A customer account created by staff. */
export const customerCreateSchema = z.object({
  titleCode: titleCodeField.nullish(),
  firstName: firstNameField,
  lastName: lastNameField,
  /**
   * Accepted for the spec's body shape, never used: [S5.13] the server gives every account it
   * creates for staff a random password, so nobody in the store ever knows it.
   */
  password: z
    .string()
    .max(256)
    .optional()
    .describe('Ignored: the server always sets a random password [S5.13]'),
  uid: emailField,
  naosCountry: countryField.optional().describe('Country of residence; FR when absent [S5.13]'),
  phone: phoneField,
});

/** [S7.5] */
export const customerCountrySchema = z.object({ naosCountry: countryField });

/** [S7.6] `POST /user/country?isoCode=FR` */
export const userCountryQuerySchema = z.object({ isoCode: countryField });

/** [S7.10] */
export const accountSettingsSchema = z.object({
  userPk: z
    .union([pkField, z.number().int().nonnegative()])
    .transform(String)
    .describe('pk of the signed-in customer'),
  notificationFrequency: z
    .enum(NOTIFICATION_FREQUENCIES, {
      error: contractMessages.oneOf(NOTIFICATION_FREQUENCIES),
    })
    .describe('[S9.7] How often the customer hears of the activity of his lists'),
});

/** [S7.11] `{id}` of getCurrentUserProfilFromHybris: an account pk. */
export const accountPathSchema = z.object({ id: pkField });

// --- answers ---

const titleCodeSchema = z.enum(TITLE_CODES).nullable().describe('Civility code, null when unknown');
const titleSchema = z.string().describe("[S3.1] 'Monsieur', 'Madame', or '' when unknown");
const notificationFrequencySchema = z.enum(NOTIFICATION_FREQUENCIES);

/** [S3.2] [S7.2] A customer as staff see it (and as a customer sees his own record). */
export const customerSchema = z
  .object({
    uid: z.string().describe('E-mail, the login of the account'),
    pk: z.string(),
    titleCode: titleCodeSchema,
    title: titleSchema,
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().describe('[S3.1] National form, 0612345678; empty when unknown'),
    naosCountry: z
      .string()
      .describe(
        'Country, falling back to FR when the customer never gave one, as the retailer account does',
      ),
    naosCountryNoFallback: z
      .string()
      .describe("[S4.10] Country as the customer gave it, '' when unknown (no fallback)"),
    notificationFrequency: notificationFrequencySchema,
    favoriteStoreCode: z.string().nullable(),
  })
  .describe('Customer');

/** [S7.4] */
export const createdCustomerSchema = z.object({ pk: z.string() });

/** [S7.6] */
export const userCountrySchema = z.object({
  isoCode: z.string().describe("ISO alpha-2 code of the signed-in user's country, '' when unknown"),
});

/** The [S3.1] fields shared by the two profile answers. */
const accountProfileShape = {
  pk: z.string(),
  email: z.string(),
  titleCode: titleCodeSchema,
  title: titleSchema,
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().describe('[S3.1] Normalised: 0612345678'),
  roles: z.array(z.string()).describe('[S6.1] SELLER, ACCOUNTANT, or none for a customer'),
  store: z.string().nullable().describe("Staff's store code [S2.13]; null for a customer"),
  country: z.string().describe("ISO alpha-2, '' when unknown"),
  notificationFrequency: notificationFrequencySchema,
  isStaff: z.boolean().describe('[S6.1] SELLER or ACCOUNTANT'),
};

/** [S7.9] [S3.1] [S6.6] The signed-in user. */
export const signedInProfileSchema = z
  .object({
    logged: z.literal(true),
    ...accountProfileShape,
    favoriteStoreCode: z.string().nullable(),
    hasPickupStoreList: z.boolean().describe('[S6.6] One of his lists allows the pickup store'),
  })
  .describe('Signed-in profile');

/** [S7.9] An anonymous visitor: a 200 so the app renders logged out without a 401 loop. */
export const anonymousProfileSchema = z.object({ logged: z.literal(false) }).describe('Anonymous');

export const userProfileSchema = z.union([signedInProfileSchema, anonymousProfileSchema]);

/** [S7.10] */
export const accountSettingsAnswerSchema = z.object({
  notificationFrequency: notificationFrequencySchema,
});

/** [S7.11] [S3.1] A retailer-account profile, with its favorite store. */
export const accountProfileSchema = z
  .object({
    ...accountProfileShape,
    favoriteStore: z
      .object({ storeCode: z.string(), name: z.string() })
      .nullable()
      .describe('The favorite store of the account, null when none'),
  })
  .describe('Account profile');

export type CustomerAnswer = z.infer<typeof customerSchema>;
export type CustomerPatchBody = z.infer<typeof customerPatchSchema>;
export type CustomerCreateBody = z.infer<typeof customerCreateSchema>;
export type CustomerCountryBody = z.infer<typeof customerCountrySchema>;
export type AccountSettingsBody = z.infer<typeof accountSettingsSchema>;
export type AccountSettingsAnswer = z.infer<typeof accountSettingsAnswerSchema>;
export type CreatedCustomer = z.infer<typeof createdCustomerSchema>;
export type UserCountry = z.infer<typeof userCountrySchema>;
export type AnonymousProfile = z.infer<typeof anonymousProfileSchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;
export type SignedInProfile = z.infer<typeof signedInProfileSchema>;
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** [S7.1] `POST /user/getCodeToken`: the session's access was renewed. */
export const codeTokenRenewedSchema = z
  .object({ status: z.literal('OK') })
  .describe('The access was renewed');
export type CodeTokenRenewed = z.infer<typeof codeTokenRenewedSchema>;
