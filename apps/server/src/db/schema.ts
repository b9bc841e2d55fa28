import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * drizzle mirrors of the tables the SQL migrations create. The migrations are the source of truth
 * (plain SQL, reviewed like code); these definitions only give queries their types, so every
 * migration that adds or changes a table updates its mirror here.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Key/value facts about this installation (migration 0001). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** [S3.16] Stores (migration 0002). */
export const stores = pgTable('stores', {
  storeCode: text('store_code').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  posSystemName: text('pos_system_name').notNull(),
  isLivMagEligible: boolean('is_liv_mag_eligible').notNull().default(true),
});

/** French postal codes with a position, for distances to stores (migration 0002). */
export const postalCodes = pgTable('postal_codes', {
  postalCode: text('postal_code').primaryKey(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** [S3.7] [S3.17] The catalogue (migration 0002). */
export const products = pgTable('products', {
  codeAx: text('code_ax').primaryKey(),
  codeAs400: text('code_as400').notNull(),
  name: text('name').notNull(),
  brand: text('brand').notNull(),
  description: text('description').notNull().default(''),
  category: text('category').notNull(),
  modelCode: text('model_code').notNull(),
  size: text('size'),
  color: text('color'),
  priceCents: integer('price_cents').notNull(),
  recommendedPriceCents: integer('recommended_price_cents'),
  availability: text('availability', {
    enum: ['AVAILABLE', 'UNAVAILABLE', 'PERMANENTLY_OUT_OF_STOCK'],
  })
    .notNull()
    .default('AVAILABLE'),
  isBundle: boolean('is_bundle').notNull().default(false),
  canAddToLdn: boolean('can_add_to_ldn').notNull().default(true),
  popularity: integer('popularity').notNull().default(0),
  createdAt: createdAt(),
});

/** [S3.1] Customer accounts, staff included (migration 0002). `pk` is sent as a string. */
export const customers = pgTable('customers', {
  pk: bigint('pk', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  uid: text('uid').notNull(),
  passwordHash: text('password_hash').notNull(),
  titleCode: text('title_code', { enum: ['mr', 'mrs'] }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  country: text('country'),
  roles: text('roles').array().notNull().default([]),
  storeCode: text('store_code'),
  favoriteStoreCode: text('favorite_store_code'),
  notificationFrequency: text('notification_frequency', { enum: ['DAILY', 'WEEKLY', 'NEVER'] })
    .notNull()
    .default('WEEKLY'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** [S3.3] [S3.4] Birth lists (migration 0002). */
export const lists = pgTable('lists', {
  id: text('id').primaryKey(),
  number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  company: text('company').notNull().default('aufr'),
  ownerPk: bigint('owner_pk', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['DRAFT', 'VALIDATED', 'CLOSED'] })
    .notNull()
    .default('DRAFT'),
  title: text('title').notNull(),
  childFirstName: text('child_first_name').notNull().default(''),
  childBirthday: date('child_birthday', { mode: 'string' }),
  welcomeMessage: text('welcome_message').notNull().default(''),
  ownerFirstName: text('owner_first_name').notNull(),
  ownerLastName: text('owner_last_name').notNull(),
  ownerPhone: text('owner_phone').notNull().default(''),
  ownerMail: text('owner_mail').notNull(),
  coOwnerFirstName: text('co_owner_first_name').notNull().default(''),
  coOwnerLastName: text('co_owner_last_name').notNull().default(''),
  coOwnerMail: text('co_owner_mail').notNull().default(''),
  notificationFrequency: text('notification_frequency', { enum: ['DAILY', 'WEEKLY', 'NEVER'] })
    .notNull()
    .default('WEEKLY'),
  numberImage: text('number_image').notNull().default('img1'),
  isBabyNameHidden: boolean('is_baby_name_hidden').notNull().default(false),
  isBabyBirthdayHidden: boolean('is_baby_birthday_hidden').notNull().default(false),
  isPrivate: boolean('is_private').notNull().default(false),
  isSearchable: boolean('is_searchable').notNull().default(true),
  isGiftDelivered: boolean('is_gift_delivered').notNull().default(false),
  isPickupStoreAllowed: boolean('is_pickup_store_allowed').notNull().default(false),
  contactStoreCode: text('contact_store_code'),
  isDefault: boolean('is_default').notNull().default(false),
  walletCents: bigint('wallet_cents', { mode: 'number' }).notNull().default(0),
  walletTotalCents: bigint('wallet_total_cents', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** [S3.7] The items of a list (migration 0002). */
export const listItems = pgTable(
  'list_items',
  {
    listId: text('list_id').notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    quantityContributed: integer('quantity_contributed').notNull().default(0),
    quantityInProgress: integer('quantity_in_progress').notNull().default(0),
    message: text('message').notNull().default(''),
    priority: boolean('priority').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.codeAx] })],
);

/** Browser sessions of the backend-for-frontend (migration 0002). */
export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerPk: bigint('customer_pk', { mode: 'number' }).notNull(),
  xsrfToken: text('xsrf_token').notNull(),
  accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  idToken: text('id_token'),
  refreshToken: text('refresh_token'),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every table, for drizzle's relational queries (`db.query.<table>`). */
export const schema = {
  appMeta,
  stores,
  postalCodes,
  products,
  customers,
  lists,
  listItems,
  sessions,
};
export type Schema = typeof schema;

/**
 * The embedded OpenID provider's models (migration 0003): oidc-provider's adapter stores one
 * payload per (kind, id), with the columns its look-ups use.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

/** Secrets of the identity layer, generated at the first start (migration 0003). */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins per e-mail address, for throttling (migration 0003). */
export const signInFailures = pgTable('sign_in_failures', {
  uid: text('uid').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
