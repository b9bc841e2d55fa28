import type { BirthList, CreateListBody, UpdateListBody } from '@ldn/api-client';
import {
  DEFAULT_PERSONALIZATION_IMAGE,
  formatDateFr,
  isBlank,
  NAME_MAX_LENGTH,
  parseChildBirthday,
  validateChildBirthday,
  validateFirstName,
  validateLastName,
  validateRequiredStore,
  validateText,
  personalizationImage,
  validationMessages,
  type PersonalizationImageValue,
  type ValidationErrorCode,
} from '@ldn/domain';

/** [S2.38] [S3.4] What the list form holds while the parent types. */
export interface ListFormValues {
  readonly title: string;
  readonly childFirstName: string;
  readonly isBabyNameHidden: boolean;
  /** [S5.16] As typed, `dd/MM/yy`; parsed to UTC only when saved. */
  readonly childBirthday: string;
  readonly isBabyBirthdayHidden: boolean;
  readonly welcomeMessage: string;
  readonly coOwnerFirstName: string;
  readonly coOwnerLastName: string;
  /** [S2.38] Confidentiality: public (false) or private (true). */
  readonly isPrivate: boolean;
  readonly isSearchable: boolean;
  /** [S3.18] img1 to img10. */
  readonly numberImage: PersonalizationImageValue;
  /** [S5.7] Required: '' until a store is chosen. */
  readonly contactStoreCode: string;
  readonly isPickupStoreAllowed: boolean;
  /** Create: keep the new list as a draft instead of publishing it at once. */
  readonly keepAsDraft: boolean;
  /** Edit of a draft: publish it with this save. */
  readonly publish: boolean;
}

/** The fields that can be refused, in the order of the form (the first one gets the focus). */
export const LIST_FORM_CHECKED_FIELDS = [
  'title',
  'childBirthday',
  'coOwnerFirstName',
  'coOwnerLastName',
  'contactStoreCode',
] as const;

export type ListFormCheckedField = (typeof LIST_FORM_CHECKED_FIELDS)[number];

/** The French error of each refused field (absent: valid). */
export type ListFormErrors = Partial<Record<ListFormCheckedField, string>>;

/**
 * [S5.10] The longest text of each field, as the server accepts them (lists-schemas.ts): longer
 * input is cut while typing rather than refused.
 */
export const LIST_FORM_MAX_LENGTHS = {
  title: 100,
  childFirstName: 50,
  welcomeMessage: 1000,
  coOwnerFirstName: NAME_MAX_LENGTH,
  coOwnerLastName: NAME_MAX_LENGTH,
} as const;

/** [S2.38] A new list: public, searchable, the first image, relatives may use the store. */
export function emptyListFormValues(): ListFormValues {
  return {
    title: '',
    childFirstName: '',
    isBabyNameHidden: false,
    childBirthday: '',
    isBabyBirthdayHidden: false,
    welcomeMessage: '',
    coOwnerFirstName: '',
    coOwnerLastName: '',
    isPrivate: false,
    isSearchable: true,
    numberImage: DEFAULT_PERSONALIZATION_IMAGE.value,
    contactStoreCode: '',
    isPickupStoreAllowed: true,
    keepAsDraft: false,
    publish: false,
  };
}

/** [S2.38] [S3.4] The form of an existing list; the saved UTC birthday shown as `dd/MM/yy`. */
export function listFormValuesFrom(list: BirthList): ListFormValues {
  const info = list.informations;
  return {
    title: info.title,
    childFirstName: info.childFirstName,
    isBabyNameHidden: info.isBabyNameHidden,
    childBirthday: info.childBirthday === null ? '' : formatDateFr(info.childBirthday),
    isBabyBirthdayHidden: info.isBabyBirthdayHidden,
    welcomeMessage: info.welcomeMessage,
    coOwnerFirstName: info.coOwnerFirstName,
    coOwnerLastName: info.coOwnerLastName,
    isPrivate: info.isPrivate,
    isSearchable: info.isSearchable,
    numberImage: personalizationImage(info.numberImage).value,
    contactStoreCode: info.contactStoreCode ?? '',
    isPickupStoreAllowed: info.isPickupStoreAllowed,
    keepAsDraft: false,
    publish: false,
  };
}

const message = (code: ValidationErrorCode | undefined): string | undefined =>
  code === undefined ? undefined : validationMessages[code];

/**
 * [S2.38] [S5.7] [S5.10] [S5.16] The form's rules, all from the domain: the list name is required
 * (DEFAULT_INPUT_ERROR), the birth date is optional but must be a real `dd/MM/yy` date
 * (INVALID_DATE), the co-parent's names are optional but must be names (INVALID_FIRST_NAME,
 * INVALID_LAST_NAME), and a contact store is required ('Le choix d'un magasin est obligatoire.').
 * Saving is blocked while this is not empty.
 */
export function validateListForm(values: ListFormValues): ListFormErrors {
  const errors: Record<string, string | undefined> = {
    title: message(validateText(values.title, { required: true })),
    childBirthday: message(validateChildBirthday(values.childBirthday)),
    coOwnerFirstName: message(validateFirstName(values.coOwnerFirstName)),
    coOwnerLastName: message(validateLastName(values.coOwnerLastName)),
    contactStoreCode: message(validateRequiredStore(values.contactStoreCode)),
  };
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ) as ListFormErrors;
}

/** The first refused field in the order of the form, or `undefined`. */
export function firstInvalidField(errors: ListFormErrors): ListFormCheckedField | undefined {
  return LIST_FORM_CHECKED_FIELDS.find((field) => errors[field] !== undefined);
}

/** [S5.16] The typed `dd/MM/yy` as the UTC midnight saved, or null when left empty. */
export function birthdayToSave(typed: string): string | null {
  if (isBlank(typed)) return null;
  const parsed = parseChildBirthday(typed);
  // The form never saves an invalid date (validateListForm blocks it); null is the safe fallback.
  return parsed.kind === 'valid' ? parsed.iso : null;
}

/** The information fields both the create and the update send, trimmed. */
function informationOf(values: ListFormValues) {
  return {
    title: values.title.trim(),
    childFirstName: values.childFirstName.trim(),
    isBabyNameHidden: values.isBabyNameHidden,
    childBirthday: birthdayToSave(values.childBirthday),
    isBabyBirthdayHidden: values.isBabyBirthdayHidden,
    welcomeMessage: values.welcomeMessage.trim(),
    coOwnerFirstName: values.coOwnerFirstName.trim(),
    coOwnerLastName: values.coOwnerLastName.trim(),
    isPrivate: values.isPrivate,
    // A private list is reached only through its link: never through the search.
    isSearchable: values.isPrivate ? false : values.isSearchable,
    numberImage: values.numberImage,
    contactStoreCode: values.contactStoreCode.trim(),
    isPickupStoreAllowed: values.isPickupStoreAllowed,
  };
}

/** [S7.12] [S4.1] The create body: published at once unless kept as a draft. */
export function toCreateBody(values: ListFormValues): CreateListBody {
  return { ...informationOf(values), status: values.keepAsDraft ? 'DRAFT' : 'VALIDATED' };
}

/** [S7.17] The update body; a draft is published when the parent asked for it. */
export function toUpdateBody(values: ListFormValues): UpdateListBody {
  return values.publish ? { ...informationOf(values), status: 'VALIDATED' } : informationOf(values);
}
