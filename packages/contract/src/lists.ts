import {
  LIST_STATUSES,
  LIST_SORT_TYPES,
  NOTIFICATION_FREQUENCIES,
  parseChildBirthday,
  validateEmail,
  validateFirstName,
  validateLastName,
  validationMessages,
} from '@ldn/domain';
import { z } from 'zod';
import { listItemSchema } from './list-items';
import { contractMessages } from './messages';
import { listIdSchema } from './common';

/**
 * The lists of spec §7 "Lists" ([S7.12] to [S7.19], [S7.23], [S7.26], [S7.28]): the list
 * information the forms send, the filters, and the list answers. Field names are the spec's
 * ([S3.3] to [S3.10]).
 */

// --- list information [S3.4] --------------------------------------------------------------------

const text = (max: number) => z.string().trim().max(max);
/** An optional name: empty is allowed, otherwise the domain's name rule [S5.7]. */
const optionalName = (validate: typeof validateFirstName) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const error = validate(value);
      if (error) context.addIssue({ code: 'custom', message: validationMessages[error] });
    });

/**
 * [S5.16] The child's birthday, stored as a date: `dd/MM/yy` as typed in the form (parsed with the
 * domain's rule), or an ISO date (`2026-03-05`, or the UTC midnight the app saves). Empty or null
 * clears it.
 */
export const childBirthdaySchema = z
  .union([z.string(), z.null()])
  .transform((value, context): string | null => {
    const typed = value?.trim() ?? '';
    if (typed === '') return null;
    if (/^\d{2}\/\d{2}\/\d{2}$/.test(typed)) {
      const parsed = parseChildBirthday(typed);
      if (parsed.kind === 'valid') return parsed.iso.slice(0, 10);
    } else if (/^\d{4}-\d{2}-\d{2}(T00:00:00(\.000)?Z)?$/.test(typed)) {
      // Date rolls 2026-02-31 over to March: an impossible date does not come back the same.
      const date = typed.slice(0, 10);
      const parsed = new Date(`${date}T00:00:00Z`);
      if (!Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date)) return date;
    }
    context.addIssue({ code: 'custom', message: validationMessages.INVALID_DATE });
    return z.NEVER;
  });

/** [S5.7] The contact store is required ('Le choix d'un magasin est obligatoire.'). */
const requiredStoreCode = z
  .string({ error: validationMessages.REQUIRED_STORE })
  .trim()
  .min(1, { error: validationMessages.REQUIRED_STORE })
  .max(10);

const numberImageSchema = z
  .string()
  .regex(/^img([1-9]|10)$/, contractMessages.numberImage)
  .describe('[S3.18] The header image, img1 to img10');

/** The fields of the create/edit form [S2.38] [S3.4], all optional here. */
const listInformationFields = {
  title: text(100).min(1, { error: validationMessages.DEFAULT_INPUT_ERROR }),
  childFirstName: text(50),
  childBirthday: childBirthdaySchema.describe(
    "[S5.16] 'dd/MM/yy' or an ISO date; empty or null clears it",
  ),
  welcomeMessage: text(1000),
  coOwnerFirstName: optionalName(validateFirstName),
  coOwnerLastName: optionalName(validateLastName),
  coOwnerMail: z
    .string()
    .trim()
    .max(254)
    .superRefine((value, context) => {
      const error = validateEmail(value);
      if (error) context.addIssue({ code: 'custom', message: validationMessages[error] });
    }),
  isBabyNameHidden: z.boolean(),
  isBabyBirthdayHidden: z.boolean(),
  isSearchable: z.boolean(),
  isPrivate: z.boolean(),
  numberImage: numberImageSchema,
  contactStoreCode: requiredStoreCode,
  isPickupStoreAllowed: z.boolean(),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
};

/** [S4.11] The title of a draft created without one (the add-to-list flow's quick list). */
export const DEFAULT_DRAFT_TITLE = 'Ma liste de naissance';

/**
 * [S7.12] Body of createList / createListForOwner: the list information [S3.4]. `status` chooses
 * between publishing at once (VALIDATED, the default) and keeping a draft (DRAFT) until an update
 * publishes it (docs/decisions.md). A published list needs `title` and `contactStoreCode` [S5.7];
 * a draft needs neither [S4.11]: the add-to-list flow creates one without a form, titled
 * {@link DEFAULT_DRAFT_TITLE}, and the store is chosen before publishing.
 */
export const createListBody = z
  .object(listInformationFields)
  .partial()
  .extend({
    status: z
      .enum(['DRAFT', 'VALIDATED'])
      .optional()
      .describe('VALIDATED (default) publishes the list at once; DRAFT keeps it unpublished'),
  })
  .superRefine((body, context) => {
    if (body.status === 'DRAFT') return;
    if (body.title === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: validationMessages.DEFAULT_INPUT_ERROR,
      });
    }
    if (body.contactStoreCode === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['contactStoreCode'],
        message: validationMessages.REQUIRED_STORE,
      });
    }
  });
export type CreateListBody = z.infer<typeof createListBody>;

/**
 * [S7.17] Body of the update: any of the list information fields, and/or `defaultList` (true makes
 * the list the owner's default one [S4.1]), and/or `status: VALIDATED` to publish a draft.
 */
export const updateListBody = z
  .object(listInformationFields)
  .partial()
  .extend({
    defaultList: z.boolean().optional().describe('[S4.1] true: make this the default list'),
    status: z
      .enum(LIST_STATUSES)
      .optional()
      .describe('VALIDATED publishes a draft; closing has its own call (closeList)'),
  });
export type UpdateListBody = z.infer<typeof updateListBody>;

/** [S7.18] */
export const updateStoreDataBody = z
  .object({
    isPickupStoreAllowed: z.boolean().optional(),
    contactStoreCode: requiredStoreCode.optional(),
  })
  .refine(
    (body) => body.isPickupStoreAllowed !== undefined || body.contactStoreCode !== undefined,
    {
      error: 'give isPickupStoreAllowed and/or contactStoreCode',
    },
  );

/** [S7.26] */
export const giftDeliveredBody = z.object({ isGiftDelivered: z.boolean() });

// --- filters [S3.10] ---------------------------------------------------------------------------

/** [S3.10] [S3.18] A price range in integer cents, as the list filter sends it. */
const priceRangeSchema = z.object({
  label: z.string().max(100).optional(),
  minValue: z.number().int().min(0).nullish(),
  maxValue: z.number().int().min(0).nullish(),
});

/**
 * [S7.14] [S3.10] The list filters. The spec says the call sends them "without minPrice or
 * maxPrice keys": the price ranges go in `prices`, and a body with those keys is refused.
 */
export const listFiltersBody = z
  .strictObject(
    {
      isOffer: z.boolean().optional(),
      isPriority: z.boolean().optional(),
      isPrivate: z.boolean().optional(),
      orderBy: z.enum(LIST_SORT_TYPES).optional(),
      prices: z.array(priceRangeSchema).max(20).optional(),
      categories: z.array(z.string().max(50)).max(20).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `unknown filter ${issue.keys.map((key) => `"${key}"`).join(', ')} (minPrice and maxPrice are not accepted: send price ranges in "prices")`
          : undefined,
    },
  )
  .nullish()
  .transform((body) => body ?? {});
export type ListFiltersBody = z.output<typeof listFiltersBody>;

// --- answers -------------------------------------------------------------------------------------

const categoryGroupSchema = z.object({
  category: z.string(),
  label: z.string(),
  items: z.array(listItemSchema),
});

/** [S3.4] */
export const listInformationsSchema = z.object({
  title: z.string(),
  status: z.enum(LIST_STATUSES),
  statusLabel: z.string().describe("'Brouillon', 'Validée' or 'Cloturée'"),
  number: z.number().int(),
  childFirstName: z.string(),
  creationDate: z.string(),
  publicationDate: z.string().nullable(),
  closingDate: z.string().nullable(),
  welcomeMessage: z.string(),
  ownerFirstName: z.string(),
  ownerLastName: z.string(),
  ownerPhone: z.string().describe('Empty for visitors other than the owner and staff'),
  ownerMail: z.string().describe('Empty for visitors other than the owner and staff'),
  coOwnerFirstName: z.string(),
  coOwnerLastName: z.string(),
  coOwnerMail: z.string(),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
  numberImage: z.string(),
  isBabyNameHidden: z.boolean(),
  isBabyBirthdayHidden: z.boolean(),
  isSearchable: z.boolean(),
  isPrivate: z.boolean(),
  childBirthday: z.string().nullable().describe('UTC midnight, ISO 8601'),
  isGiftDelivered: z.boolean(),
  categories: z.array(z.string()).describe('[S3.8] Categories present, in display order'),
  isPickupStoreAllowed: z.boolean(),
  contactStoreCode: z.string().nullable(),
});

/** [S3.3] [S3.5] A list with its products. */
export const listSchema = z.object({
  id: z.string(),
  isOwner: z.boolean().describe("The viewer has the owner's rights: the holder or the co-parent"),
  isHolder: z
    .boolean()
    .optional()
    .describe(
      'The viewer is the list holder (the reward and wallet are his); false for the co-parent. Absent: as isOwner',
    ),
  isAttachedToDefaultAccount: z.boolean(),
  walletAmount: z
    .number()
    .int()
    .optional()
    .describe('Integer cents; the owner and staff only (no guest screen shows it)'),
  walletTotalAmount: z
    .number()
    .int()
    .optional()
    .describe('Integer cents; the owner and staff only (no guest screen shows it)'),
  isDefault: z.boolean(),
  company: z.string(),
  informations: listInformationsSchema,
  products: z.object({
    maxPrice: z.number().int().describe('Integer cents, over the visible items (0 when none)'),
    minPrice: z.number().int().describe('Integer cents, over the visible items (0 when none)'),
    items: z.array(listItemSchema).describe('Filtered and sorted'),
    itemsByCategory: z
      .array(categoryGroupSchema)
      .describe("The same items by category, 'autres' last"),
    itemsContributed: z
      .array(listItemSchema)
      .describe('Visible items with at least one unit gifted'),
    nbItems: z.number().int().describe('Number of visible items, before filtering'),
  }),
});
export type ListResponse = z.infer<typeof listSchema>;

/** A list in a list of lists (search results, a customer's lists). */
export const listSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  company: z.string(),
  title: z.string(),
  status: z.enum(LIST_STATUSES),
  statusLabel: z.string(),
  isDefault: z.boolean(),
  ownerFirstName: z.string(),
  ownerLastName: z.string(),
  coOwnerFirstName: z.string(),
  coOwnerLastName: z.string(),
  childFirstName: z.string(),
  childBirthday: z.string().nullable(),
  numberImage: z.string(),
  creationDate: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

export const listSummariesSchema = z.object({ lists: z.array(listSummarySchema) });
export type ListSummariesResponse = z.infer<typeof listSummariesSchema>;

/** [S7.15] [S2.46] */
export const searchListsResponse = z.object({
  lists: z.array(listSummarySchema),
  tooMany: z
    .boolean()
    .describe('More lists matched than are returned: refine by spouse name or e-mail'),
});

export type SearchListsResponse = z.infer<typeof searchListsResponse>;
export type ListInformations = z.infer<typeof listInformationsSchema>;
export type UpdateStoreDataBody = z.infer<typeof updateStoreDataBody>;
export type GiftDeliveredBody = z.infer<typeof giftDeliveredBody>;

/**
 * The events of a list's live channel (`getListEventsByCompanyAndListId`), as the `data` of each
 * server-sent event, or the one JSON answer of a client that does not accept an event stream.
 * `ready`: the channel is open (again: anything may have changed meanwhile); `list-changed`: a
 * change of the list or its items was committed. An event carries the list's id alone: what
 * changed is read through the list read and its access rules, so a channel shows nothing the
 * viewer could not read there (no giver, no amount).
 */
export const LIST_EVENT_KINDS = ['ready', 'list-changed'] as const;
export type ListEventKind = (typeof LIST_EVENT_KINDS)[number];
export const listEventSchema = z.object({
  kind: z.enum(LIST_EVENT_KINDS),
  listId: listIdSchema,
});
export type ListEvent = z.infer<typeof listEventSchema>;
