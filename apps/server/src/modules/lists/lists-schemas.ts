import {
  CATEGORY_CODES,
  LIST_SORT_TYPES,
  LIST_STATUSES,
  NOTIFICATION_FREQUENCIES,
  OTHER_CATEGORY_CODE,
  QUANTITY_MAX,
  QUANTITY_MIN,
  parseChildBirthday,
  validateComment,
  validateEmail,
  validateFirstName,
  validateLastName,
  validationMessages,
} from '@ldn/domain';
import { z } from 'zod';

/**
 * zod schemas of the lists API (spec §7 "Lists"): they validate every input (a 400 names the
 * faulty field) and give the OpenAPI document. Field names are the spec's ([S3.3] to [S3.10]).
 */

// --- path parameters ---------------------------------------------------------------------------

/** The public id of a list (migration 0002: 8 to 32 lower-case letters or digits). */
export const listIdSchema = z
  .string()
  .regex(
    /^[a-z0-9]{8,32}$/,
    'doit être un identifiant de liste (8 à 32 lettres minuscules ou chiffres)',
  );

/**
 * [S7.28] [S1.4] A list as staff type it on SellerPage: the number the screens show ('Liste n°
 * 100038') or its id.
 */
export const listReferenceSchema = z
  .string()
  .regex(
    /^([0-9]{1,15}|[a-z0-9]{8,32})$/,
    'doit être le numéro de la liste (par exemple 100038) ou son identifiant',
  );

/** [S2.24] A product code (code_ax): 8 digits. */
export const codeAxSchema = z
  .string()
  .regex(/^[0-9]{8}$/, 'doit être un code produit de 8 chiffres');

/** A customer pk as the API sends it: a string of digits. */
export const customerPkSchema = z
  .string()
  .regex(/^[0-9]{1,15}$/, 'doit être un numéro de client (chiffres)')
  .transform(Number);

export const companyParamSchema = z.string().min(1).max(20);

export const companyParams = z.object({ company: companyParamSchema });
export const companyListParams = z.object({ company: companyParamSchema, listId: listIdSchema });
export const companyListItemParams = z.object({
  company: companyParamSchema,
  listId: listIdSchema,
  codeAx: codeAxSchema,
});
/** [S7.24] The item route names the product before the list. */
export const companyItemListParams = z.object({
  company: companyParamSchema,
  codeAx: codeAxSchema,
  listId: listIdSchema,
});
export const companyOwnerParams = z.object({
  company: companyParamSchema,
  ownerPk: customerPkSchema,
});
/** [S7.28] `listId` takes the list's number too (`listReferenceSchema`). */
export const listOwnerParams = z.object({
  listId: listReferenceSchema,
  ownerPk: customerPkSchema,
});
export const listParams = z.object({ listId: listIdSchema });
export const searchParams = z.object({ company: companyParamSchema, text: z.string().max(200) });

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
  .regex(/^img([1-9]|10)$/, 'doit être une image de img1 à img10')
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

// --- items [S3.7] --------------------------------------------------------------------------------

const quantitySchema = z
  .number({ error: validationMessages.INVALID_QUANTITY })
  .int({ error: validationMessages.INVALID_QUANTITY })
  .min(QUANTITY_MIN, { error: validationMessages.INVALID_QUANTITY })
  .max(QUANTITY_MAX, { error: validationMessages.INVALID_QUANTITY });

/** [S5.6] At most 255 characters, counted as the domain counts them (code points). */
const commentSchema = z.string().superRefine((value, context) => {
  const error = validateComment(value);
  if (error) context.addIssue({ code: 'custom', message: validationMessages[error] });
});

/** [S7.20] */
export const addItemBody = z.object({
  company: companyParamSchema.optional(),
  // Any text: a reference that is not a product code is "unknown or incorrect" (404
  // INVALID_REFERENCE), as the app expects of an unknown one [S5.7].
  productReference: z.string().trim().min(1).max(20),
  hidden: z.boolean().optional(),
  message: commentSchema.optional(),
  priority: z.boolean().optional(),
  quantity: quantitySchema.optional(),
});
export type AddItemBody = z.infer<typeof addItemBody>;

/** [S7.21] The same, by code_ax or AS400 reference ("add anyway" raises the quantity). */
export const addItemByReferenceBody = z.object({
  company: companyParamSchema.optional(),
  reference: z.string().trim().min(1).max(20),
  hidden: z.boolean().optional(),
  message: commentSchema.optional(),
  priority: z.boolean().optional(),
  quantity: quantitySchema.optional(),
});
export type AddItemByReferenceBody = z.infer<typeof addItemByReferenceBody>;

/** [S7.22] */
export const updateItemBody = z.object({
  quantity: quantitySchema.optional(),
  message: commentSchema.optional(),
  priority: z.boolean().optional(),
  hidden: z.boolean().optional(),
});
export type UpdateItemBody = z.infer<typeof updateItemBody>;

// --- responses -----------------------------------------------------------------------------------

/** [S3.7] A price: integer cents and the fr-FR text. */
export const priceSchema = z.object({
  amount: z.number().int().describe('Integer cents'),
  display: z.string().describe("fr-FR euros, e.g. '12,50 €'"),
});

const AVAILABILITIES = ['AVAILABLE', 'UNAVAILABLE', 'PERMANENTLY_OUT_OF_STOCK'] as const;

/** [S3.7] An item of a list. */
export const listItemSchema = z.object({
  codeAx: z.string(),
  codeAs400: z.string(),
  productName: z.string(),
  brand: z.string(),
  quantity: z.number().int().describe('Wanted quantity'),
  quantityOfContributedItems: z.number().int().describe('Gifted quantity'),
  prices: priceSchema,
  imgs: z.array(z.string()),
  originalImg: z.string(),
  message: z.string(),
  priority: z.boolean().describe('Indispensable'),
  hidden: z.boolean().describe('Private: shown to the owner and staff only'),
  company: z.string(),
  size: z.string().optional(),
  color: z.string().optional(),
  recommendedPrice: z.number().int().optional().describe('Integer cents'),
  availability: z
    .enum([...AVAILABILITIES, 'GIFTED'])
    .describe('[S3.9] What the badge shows (itemAvailability): GIFTED once every unit is gifted'),
  stockAvailability: z.enum(AVAILABILITIES).describe('[S3.9] The stock value of the product'),
  category: z.string(),
  isPurchaseInProgress: z
    .boolean()
    .describe('[S4.2] Units are reserved by a purchase not yet confirmed'),
  quantityInProgress: z
    .number()
    .int()
    .describe(
      '[S5.5] Units reserved by payments not yet confirmed: giftable = quantity − gifted − this',
    ),
});
export type ListItemResponse = z.infer<typeof listItemSchema>;

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
  isOwner: z.boolean(),
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

/** [S7.15] [S2.46] */
export const searchListsResponse = z.object({
  lists: z.array(listSummarySchema),
  tooMany: z
    .boolean()
    .describe('More lists matched than are returned: refine by spouse name or e-mail'),
});

/** [S7.27] [S7.29] */
export const categoriesResponse = z.object({
  categories: z.array(z.object({ code: z.string(), label: z.string() })),
});

/** [S5.4] The CANT_REDUCE_QUANTITY refusal carries the gifted count. */
export const cantReduceQuantitySchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  quantityOfContributedItems: z.number().int(),
  quantity: z
    .number()
    .int()
    .describe('The lowest quantity accepted: the screen sets it back to this'),
});

/** The category codes the app knows, 'autres' last ([S3.8]). */
export const ROOT_CATEGORY_CODES = [...CATEGORY_CODES, OTHER_CATEGORY_CODE] as const;
