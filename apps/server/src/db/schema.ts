import { sql } from 'drizzle-orm';
import {
  customType,
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * drizzle mirrors of the tables the SQL migrations create. The migrations are the source of truth
 * (plain SQL, reviewed like code); these definitions give queries their types, so every migration
 * that adds or changes a table, column or index updates its mirror here.
 * `schema-matches-migrations.test.ts` fails while the two differ (tables, columns, types,
 * nullability, defaults, keys, unique constraints, indexes); CHECKs and foreign keys stay in SQL.
 */

/** PostgreSQL's case-insensitive text (extension citext, migration 0001). */
const citext = customType<{ data: string }>({ dataType: () => 'citext' });

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
export const products = pgTable(
  'products',
  {
    codeAx: text('code_ax').primaryKey(),
    codeAs400: text('code_as400').notNull().unique(),
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
    /** [S3.17] The product's scope (`discovery_scopes.id`), migration 0004. */
    scope: text('scope'),
  },
  (table) => [
    index('products_category_idx').on(table.category),
    index('products_model_code_idx').on(table.modelCode),
    index('products_scope_idx').on(table.scope),
    // [S5.18] Prefix search on the references (LIKE 'digits%').
    index('products_code_ax_prefix_idx').on(table.codeAx.op('text_pattern_ops')),
    index('products_code_as400_prefix_idx').on(table.codeAs400.op('text_pattern_ops')),
  ],
);

/** [S3.1] Customer accounts, staff included (migration 0002). `pk` is sent as a string. */
export const customers = pgTable('customers', {
  pk: bigint('pk', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  uid: citext('uid').notNull().unique(),
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
export const lists = pgTable(
  'lists',
  {
    id: text('id').primaryKey(),
    number: bigint('number', { mode: 'number' }).notNull().generatedAlwaysAsIdentity().unique(),
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
    /** The accepted co-parent, who has the owner's rights on the list (migration 0019). */
    coParentPk: bigint('co_parent_pk', { mode: 'number' }),
  },
  (table) => [
    index('lists_owner_idx').on(table.ownerPk),
    index('lists_co_parent_idx')
      .on(table.coParentPk)
      .where(sql`${table.coParentPk} IS NOT NULL`),
    // One default list per owner.
    uniqueIndex('lists_one_default_per_owner')
      .on(table.ownerPk)
      .where(sql`${table.isDefault}`),
  ],
);

/** [S3.7] The items of a list (migration 0002). */
export const listItems = pgTable(
  'list_items',
  {
    listId: text('list_id').notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    quantityContributed: integer('quantity_contributed').notNull().default(0),
    quantityInProgress: integer('quantity_in_progress').notNull().default(0),
    /** Units the parents received outside the list (migration 0018): taken, never money. */
    quantityReceivedElsewhere: integer('quantity_received_elsewhere').notNull().default(0),
    /** Group gift (migration 0017): its price frozen when marked; null for an ordinary item. */
    groupTargetCents: integer('group_target_cents'),
    groupFundedCents: integer('group_funded_cents').notNull().default(0),
    groupInProgressCents: integer('group_in_progress_cents').notNull().default(0),
    groupToWalletCents: integer('group_to_wallet_cents').notNull().default(0),
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
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerPk: bigint('customer_pk', { mode: 'number' }).notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    idToken: text('id_token'),
    refreshToken: text('refresh_token'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** ASVS V7.5.2 (migration 0011): names the session to its owner; never the token hash. */
    id: uuid('id').notNull().defaultRandom().unique(),
    /** The browser's User-Agent at sign-in, capped; null for sessions older than 0011. */
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerPk),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

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
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_payloads_grant_id_idx')
      .on(table.grantId)
      .where(sql`${table.grantId} IS NOT NULL`),
    index('oidc_payloads_uid_idx')
      .on(table.kind, table.uid)
      .where(sql`${table.uid} IS NOT NULL`),
    index('oidc_payloads_user_code_idx')
      .on(table.kind, table.userCode)
      .where(sql`${table.userCode} IS NOT NULL`),
    index('oidc_payloads_expires_at_idx').on(table.expiresAt),
  ],
);

/** Secrets of the identity layer, generated at the first start (migration 0003). */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: createdAt(),
});

/** Failed sign-ins per e-mail address, for throttling (migration 0003). */
export const signInFailures = pgTable('sign_in_failures', {
  uid: citext('uid').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Requests per client address and action in a fixed window (migration 0010). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    action: text('action').notNull(),
    clientKey: text('client_key').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.action, table.clientKey] })],
);

/** The pending password reset of an account, its token hashed (migration 0012). */
export const passwordResets = pgTable('password_resets', {
  customerPk: bigint('customer_pk', { mode: 'number' }).primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** The authenticator (TOTP) of an account, its secret sealed (migration 0013). */
export const totpFactors = pgTable('totp_factors', {
  customerPk: bigint('customer_pk', { mode: 'number' }).primaryKey(),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** A sign-in past its password that waits for its authenticator code (migration 0013). */
export const signInSecondSteps = pgTable(
  'sign_in_second_steps',
  {
    interactionUid: text('interaction_uid').primaryKey(),
    customerPk: bigint('customer_pk', { mode: 'number' }).notNull(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_second_steps_expires_at').on(table.expiresAt)],
);

/** Every e-mail sent, written with the job that delivers it (migration 0005). */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    listId: text('list_id'),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    transportMessageId: text('transport_message_id'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key').unique(),
    /** Its bodies carry a one-time secret, replaced by a note once delivered (migration 0014). */
    holdsSecret: boolean('holds_secret').notNull().default(false),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_mails_list_kind_created_idx')
      .on(table.listId, table.kind, table.createdAt)
      .where(sql`${table.listId} IS NOT NULL`),
    // PostgreSQL's DESC puts nulls first; drizzle's .desc() alone would state nulls last.
    index('outbox_mails_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('outbox_mails_to_idx').on(sql`lower(${table.toAddress})`),
  ],
);

/** [S3.17] The scopes (shelves) of the catalogue, by universe (migration 0004). */
export const discoveryScopes = pgTable('discovery_scopes', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  universe: text('universe').notNull(),
  universeLabel: text('universe_label').notNull(),
  imagePath: text('image_path'),
  sort: integer('sort').notNull().default(0),
});

/** The catalogue's accent-folded words, for typo tolerance (migration 0004, kept by a trigger). */
export const discoveryLexicon = pgTable(
  'discovery_lexicon',
  {
    word: text('word').primaryKey(),
    stem: text('stem'),
    occurrences: integer('occurrences').notNull().default(0),
  },
  (table) => [
    // Typo tolerance: trigram similarity of a query word to the catalogue's words.
    index('discovery_lexicon_word_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
    index('discovery_lexicon_stem_idx').on(table.stem),
  ],
);

/** [S7.51] Tracking activities: ids and address only as the client sent them (migration 0004). */
export const trackingActivities = pgTable('tracking_activities', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: text('user_id'),
  trackId: text('track_id'),
  userAgent: text('user_agent').notNull().default(''),
  ipSource: text('ip_source'),
  clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** [S7.52] [S3.17] Tracking events (migration 0004). */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').notNull(),
    trackId: text('track_id').notNull(),
    source: text('source', { enum: ['api', 'tag'] }).notNull(),
    version: text('version').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    typeId: text('type_id').notNull(),
    locationName: text('location_name'),
    namespace: text('namespace'),
    tag: text('tag'),
    link: text('link'),
    docLink: text('doc_link'),
    breadcrumb: jsonb('breadcrumb').$type<string | string[]>(),
    expression: text('expression'),
    deliveryMode: text('delivery_mode'),
    total: doublePrecision('total'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tracking_events_track_idx').on(table.trackId, table.occurredAt),
    index('tracking_events_type_idx').on(table.typeId, table.occurredAt),
  ],
);

/** A PostgreSQL `tsvector`, read and written as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * [S3.17] One search row per model, derived from `products` by triggers (migration 0004); the
 * discovery module queries it in SQL.
 */
export const discoveryModels = pgTable(
  'discovery_models',
  {
    modelCode: text('model_code').primaryKey(),
    leaderCode: text('leader_code').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    scope: text('scope'),
    popularity: integer('popularity').notNull(),
    priceCents: integer('price_cents').notNull(),
    prices: integer('prices').array().notNull(),
    colors: text('colors').array().notNull(),
    sizes: text('sizes').array().notNull(),
    codes: text('codes').array().notNull(),
    as400s: text('as400s').array().notNull(),
    isBundle: boolean('is_bundle').notNull(),
    canAddToLdn: boolean('can_add_to_ldn').notNull(),
    searchDocument: tsvector('search_document').notNull(),
    searchHead: tsvector('search_head').notNull(),
    /** Facet values prefixed with their facet ('c:Blanc', 's:0-6 mois', 'b:...'), migration 0007. */
    facetKeys: text('facet_keys').array().notNull().default([]),
  },
  (table) => [
    // Without a pending list (migration 0007): searches never read unsorted recent rows.
    index('discovery_models_search_idx')
      .using('gin', table.searchDocument)
      .with({ fastupdate: 'off' }),
    index('discovery_models_scope_idx').on(table.scope),
    index('discovery_models_category_idx').on(table.category),
    index('discovery_models_popularity_idx').on(
      table.popularity.desc().nullsFirst(),
      table.leaderCode,
    ),
  ],
);

// --- money (migration 0006): carts, payments, contributions, returns, wallet, reward coupons ---

/** An anonymous visitor's cart identity: the hash of the `ldn_cart` cookie (migration 0006). */
export const cartVisitors = pgTable(
  'cart_visitors',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('cart_visitors_expires_idx').on(table.expiresAt)],
);

/** [S3.11] One cart per visitor, bound to one list (migration 0006). */
export const carts = pgTable(
  'carts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerKey: text('owner_key').notNull().unique(),
    listId: text('list_id').notNull(),
    contributorName: text('contributor_name').notNull().default(''),
    contributorEmail: text('contributor_email').notNull().default(''),
    message: text('message').notNull().default(''),
    giftMessage: text('gift_message').notNull().default(''),
    giftFrom: text('gift_from').notNull().default(''),
    contributionCents: integer('contribution_cents').notNull().default(0),
    makeAvailableToHolder: boolean('make_available_to_holder').notNull().default(false),
    holderFavoriteStore: text('holder_favorite_store'),
    clientType: text('client_type', { enum: ['HOLDER', 'RELATIVE'] })
      .notNull()
      .default('RELATIVE'),
    transactionType: text('transaction_type', { enum: ['VAE', 'CMD'] })
      .notNull()
      .default('CMD'),
    deliveryOption: text('delivery_option', { enum: ['STORE_DELIVERY', 'NONE'] })
      .notNull()
      .default('NONE'),
    updatedAt: updatedAt(),
  },
  (table) => [index('carts_list_idx').on(table.listId)],
);

/** [S3.11] The lines of a cart (migration 0006). */
export const cartEntries = pgTable(
  'cart_entries',
  {
    cartId: bigint('cart_id', { mode: 'number' }).notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    isSetAside: boolean('is_set_aside').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** A part of a group gift (migration 0017); null for units of a product. */
    partCents: integer('part_cents'),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.codeAx] })],
);

/** The states of an online payment (migration 0006). */
export const PAYMENT_STATUSES = [
  'PENDING',
  'PAID',
  'RECORDED',
  'DECLINED',
  'CANCELLED',
  'EXPIRED',
] as const;

/** An online checkout and the reservation it holds (migration 0006). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    providerReference: text('provider_reference').unique(),
    provider: text('provider').notNull().default('sandbox'),
    listId: text('list_id').notNull(),
    cartOwnerKey: text('cart_owner_key'),
    customerPk: bigint('customer_pk', { mode: 'number' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('PENDING'),
    productsCents: bigint('products_cents', { mode: 'number' }).notNull(),
    contributionCents: bigint('contribution_cents', { mode: 'number' }).notNull(),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    contributorName: text('contributor_name').notNull().default(''),
    contributorEmail: text('contributor_email').notNull().default(''),
    message: text('message').notNull().default(''),
    giftMessage: text('gift_message').notNull().default(''),
    giftFrom: text('gift_from').notNull().default(''),
    clientType: text('client_type', { enum: ['HOLDER', 'RELATIVE'] }).notNull(),
    deliveryOption: text('delivery_option', { enum: ['STORE_DELIVERY', 'NONE'] }).notNull(),
    makeAvailableToHolder: boolean('make_available_to_holder').notNull().default(false),
    holderFavoriteStore: text('holder_favorite_store'),
    declineReason: text('decline_reason'),
    cardLast4: text('card_last4'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** The client address as the holds cap counts it (IPv4, or an IPv6 /64), migration 0016. */
    clientKey: text('client_key'),
  },
  (table) => [
    index('payments_list_status_idx').on(table.listId, table.status),
    index('payments_pending_client_idx')
      .on(table.clientKey)
      .where(sql`${table.status} = 'PENDING'::text`),
    index('payments_pending_owner_idx')
      .on(table.cartOwnerKey)
      .where(sql`${table.status} = 'PENDING'::text`),
  ],
);

/** What a payment reserved, prices frozen (migration 0006). */
export const paymentEntries = pgTable(
  'payment_entries',
  {
    paymentId: text('payment_id').notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** A part of a group gift (migration 0017); null for units of a product. */
    partCents: integer('part_cents'),
  },
  (table) => [primaryKey({ columns: [table.paymentId, table.codeAx] })],
);

/** [S3.14] Contributions to a list (migration 0006). */
export const contributions = pgTable(
  'contributions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: text('list_id').notNull(),
    kind: text('kind', { enum: ['GIFT', 'SELF_PURCHASE', 'WALLET'] }).notNull(),
    source: text('source', { enum: ['ONLINE', 'STORE', 'SEED'] })
      .notNull()
      .default('ONLINE'),
    paymentId: text('payment_id').unique(),
    customerPk: bigint('customer_pk', { mode: 'number' }),
    contributorName: text('contributor_name').notNull().default(''),
    contributorEmail: text('contributor_email').notNull().default(''),
    message: text('message').notNull().default(''),
    giftMessage: text('gift_message').notNull().default(''),
    giftFrom: text('gift_from').notNull().default(''),
    productsCents: bigint('products_cents', { mode: 'number' }).notNull(),
    walletCents: bigint('wallet_cents', { mode: 'number' }).notNull(),
    deliveryFeeCents: bigint('delivery_fee_cents', { mode: 'number' }).notNull().default(0),
    deliveryOption: text('delivery_option').notNull().default('NONE'),
    status: text('status', { enum: ['CONFIRMED', 'CANCELLED'] })
      .notNull()
      .default('CONFIRMED'),
    walletCancelledAt: timestamp('wallet_cancelled_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledByPk: bigint('cancelled_by_pk', { mode: 'number' }),
    thanksMessage: text('thanks_message'),
    thankedAt: timestamp('thanked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('contributions_list_created_idx').on(
      table.listId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/** The items of a contribution (migration 0006). */
export const contributionEntries = pgTable(
  'contribution_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contributionId: bigint('contribution_id', { mode: 'number' }).notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantityReturned: integer('quantity_returned').notNull().default(0),
    /** A part of a group gift (migration 0017); null for units of a product. */
    partCents: integer('part_cents'),
  },
  (table) => [unique().on(table.contributionId, table.codeAx)],
);

/** [S7.33] Returns and cancelled returns (migration 0006). */
export const contributionReturns = pgTable(
  'contribution_returns',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    type: text('type', { enum: ['RETURN', 'RETURN_CANCELLED'] }).notNull(),
    quantity: integer('quantity').notNull(),
    byPk: bigint('by_pk', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [index('contribution_returns_entry_idx').on(table.entryId, table.id)],
);

/** [S3.15] Signed changes of a wallet; `lists.wallet_cents` is their sum (migration 0006). */
export const walletMovements = pgTable(
  'wallet_movements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: text('list_id').notNull(),
    contributionId: bigint('contribution_id', { mode: 'number' }),
    type: text('type', {
      enum: ['CONTRIBUTION', 'CONTRIBUTION_CANCELLED', 'WALLET_CANCELLED', 'USE', 'GROUP_GIFT'],
    }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    /** The group gift whose funded part closing moved here (GROUP_GIFT, migration 0017). */
    codeAx: text('code_ax'),
    createdAt: createdAt(),
  },
  (table) => [index('wallet_movements_list_idx').on(table.listId, table.id)],
);

/** [S2.42] [S4.9] Reward coupons granted at closing (migration 0006). */
export const rewardCoupons = pgTable(
  'reward_coupons',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: text('list_id').notNull(),
    code: text('code').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('reward_coupons_list_idx').on(table.listId)],
);

/** [S3.12] [S3.13] In-store contribution transactions (migration 0008). */
export const storeTransactions = pgTable(
  'store_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: text('list_id').notNull(),
    storeCode: text('store_code').notNull(),
    sellerPk: bigint('seller_pk', { mode: 'number' }),
    transactionType: text('transaction_type', { enum: ['VAE', 'CMD'] }).notNull(),
    isSelfPurchase: boolean('is_self_purchase').notNull(),
    contributorName: text('contributor_name').notNull().default(''),
    contributorEmail: text('contributor_email').notNull().default(''),
    message: text('message').notNull().default(''),
    holderFavoriteStore: text('holder_favorite_store'),
    productsCents: bigint('products_cents', { mode: 'number' }).notNull(),
    potCents: bigint('pot_cents', { mode: 'number' }).notNull().default(0),
    gs1Code: text('gs1_code').notNull().unique(),
    state: text('state', { enum: ['IN_PROGRESS', 'TO_CONFIRM', 'VALIDATED', 'CANCELLED'] })
      .notNull()
      .default('IN_PROGRESS'),
    transactionBarcode: text('transaction_barcode'),
    contributionId: bigint('contribution_id', { mode: 'number' }).unique(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('store_transactions_store_state_idx').on(
      table.storeCode,
      table.state,
      table.createdAt.desc().nullsFirst(),
    ),
  ],
);

/** The products of an in-store transaction (migration 0008). */
export const storeTransactionEntries = pgTable(
  'store_transaction_entries',
  {
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantityMissing: integer('quantity_missing').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.transactionId, table.codeAx] })],
);

/** [S5.11] The point-of-sale simulator's register tickets (migration 0008). */
export const posTickets = pgTable(
  'pos_tickets',
  {
    ticketNumber: text('ticket_number').primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' }).notNull(),
    storeCode: text('store_code').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pos_tickets_transaction_idx').on(table.transactionId)],
);

export const posTicketLines = pgTable(
  'pos_ticket_lines',
  {
    ticketNumber: text('ticket_number').notNull(),
    codeAx: text('code_ax').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ticketNumber, table.codeAx] })],
);

/**
 * [S7.14] The version of each list's public read, bumped by triggers on `lists` and `list_items`
 * from the sequence `read_versions` (migration 0009); reads compare it with a cached answer's.
 */
export const listVersions = pgTable('list_versions', {
  listId: text('list_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * The holder's invitations of a co-parent (migration 0019): one pending and one accepted (not
 * revoked) per list; only the SHA-256 of the link's token is kept.
 */
export const listCoParentInvitations = pgTable(
  'list_co_parent_invitations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    listId: text('list_id').notNull(),
    email: citext('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByPk: bigint('invited_by_pk', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedPk: bigint('accepted_pk', { mode: 'number' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('list_co_parent_one_pending')
      .on(table.listId)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    uniqueIndex('list_co_parent_one_accepted')
      .on(table.listId)
      .where(sql`${table.acceptedAt} IS NOT NULL AND ${table.revokedAt} IS NULL`),
  ],
);
