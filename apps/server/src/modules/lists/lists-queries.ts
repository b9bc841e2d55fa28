import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, listItems, lists, products, storeTransactions, stores } from '../../db/schema';

/**
 * Database access of the lists API. Functions take a `Db`, which a transaction also is, so the
 * routes run them inside `database.transaction` whenever they change more than one row.
 */

export type ListRow = typeof lists.$inferSelect;
export type NewListRow = typeof lists.$inferInsert;
export type CustomerRow = typeof customers.$inferSelect;

/** An item joined to its product: everything an item of the API shows [S3.7]. */
export interface ItemRow {
  readonly codeAx: string;
  readonly quantity: number;
  readonly quantityContributed: number;
  readonly quantityInProgress: number;
  /** Units the parents received outside the list (migration 0018). */
  readonly quantityReceivedElsewhere: number;
  readonly message: string;
  readonly priority: boolean;
  readonly hidden: boolean;
  readonly codeAs400: string;
  readonly name: string;
  readonly brand: string;
  readonly category: string;
  readonly size: string | null;
  readonly color: string | null;
  readonly priceCents: number;
  readonly recommendedPriceCents: number | null;
  readonly availability: 'AVAILABLE' | 'UNAVAILABLE' | 'PERMANENTLY_OUT_OF_STOCK';
  /** A group gift's frozen price (migration 0017); null for an ordinary item. */
  readonly groupTargetCents: number | null;
  readonly groupFundedCents: number;
  readonly groupInProgressCents: number;
}

const itemColumns = {
  codeAx: listItems.codeAx,
  quantity: listItems.quantity,
  quantityContributed: listItems.quantityContributed,
  quantityInProgress: listItems.quantityInProgress,
  quantityReceivedElsewhere: listItems.quantityReceivedElsewhere,
  message: listItems.message,
  priority: listItems.priority,
  hidden: listItems.hidden,
  codeAs400: products.codeAs400,
  name: products.name,
  brand: products.brand,
  category: products.category,
  size: products.size,
  color: products.color,
  priceCents: products.priceCents,
  recommendedPriceCents: products.recommendedPriceCents,
  availability: products.availability,
  groupTargetCents: listItems.groupTargetCents,
  groupFundedCents: listItems.groupFundedCents,
  groupInProgressCents: listItems.groupInProgressCents,
};

/** A new unguessable list id: 20 lower-case hex characters (80 random bits). */
export function newListId(): string {
  return randomBytes(10).toString('hex');
}

/** A list by id; `forUpdate` locks its row until the transaction ends. */
export async function findList(
  db: Db,
  listId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListRow | undefined> {
  const query = db.select().from(lists).where(eq(lists.id, listId)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * [S7.28] [S1.4] A list as staff type it: by its id, else, when the reference is all digits, by the
 * number the screens show ('Liste n° 100038'). `forUpdate` locks its row until the transaction ends.
 */
export async function findListByReference(
  db: Db,
  reference: string,
  options: { forUpdate?: boolean } = {},
): Promise<ListRow | undefined> {
  const byId = await findList(db, reference, options);
  if (byId || !LIST_NUMBER.test(reference)) return byId;
  const query = db
    .select()
    .from(lists)
    .where(eq(lists.number, Number(reference)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A list number as typed: digits only (numbers start at 100001, migration 0002). */
const LIST_NUMBER = /^[0-9]{1,15}$/;

/** What a read checks before anything else: who may see the list, and its read version. */
export interface ListVersionRow {
  readonly id: string;
  readonly ownerPk: ListRow['ownerPk'];
  readonly coParentPk: ListRow['coParentPk'];
  readonly status: ListRow['status'];
  /** The list's version and the catalogue's (migration 0009), or null if the list has none. */
  readonly readVersion: string | null;
}

/**
 * The query of {@link findListVersionRow}, built once per database and prepared: the public list
 * read runs it on every request, and building drizzle's SQL each time cost more than the read.
 */
const versionRowQueries = new WeakMap<Db, ReturnType<typeof buildVersionRowQuery>>();

function buildVersionRowQuery(db: Db) {
  return db
    .select({
      id: lists.id,
      ownerPk: lists.ownerPk,
      coParentPk: lists.coParentPk,
      status: lists.status,
      readVersion: sql<string | null>`(SELECT v.version::text || ':' || coalesce(
          (SELECT m.value FROM app_meta m WHERE m.key = 'read:catalogue-version'), '0')
        FROM list_versions v WHERE v.list_id = ${lists.id})`,
    })
    .from(lists)
    .where(eq(lists.id, sql.placeholder('listId')))
    .limit(1)
    .prepare('ldn_list_version_row');
}

/**
 * [S7.14] The few columns of a list a read needs first (owner and status for the access rules)
 * with the version of what the read shows: the list's own version (the list and its items) and
 * the catalogue's (the items' products), in one small query, so a kept answer is checked for the
 * price of a primary-key look-up.
 */
export async function findListVersionRow(
  db: Db,
  listId: string,
): Promise<ListVersionRow | undefined> {
  let query = versionRowQueries.get(db);
  if (query === undefined) {
    query = buildVersionRowQuery(db);
    versionRowQueries.set(db, query);
  }
  const [row] = await query.execute({ listId });
  return row;
}

/**
 * [S7.14] Every item of a list joined to its product, in one query whatever the list's size (a
 * 500-item list is one round trip), in the owner's order. Private items only when asked.
 */
export async function findListItems(
  db: Db,
  listId: string,
  options: { includeHidden: boolean },
): Promise<ItemRow[]> {
  const visible = options.includeHidden ? undefined : eq(listItems.hidden, false);
  return db
    .select(itemColumns)
    .from(listItems)
    .innerJoin(products, eq(products.codeAx, listItems.codeAx))
    .where(and(eq(listItems.listId, listId), visible))
    .orderBy(asc(listItems.position), asc(listItems.createdAt), asc(listItems.codeAx));
}

/** One item of a list with its product; `forUpdate` locks the item row. */
export async function findListItem(
  db: Db,
  listId: string,
  codeAx: string,
  options: { forUpdate?: boolean } = {},
): Promise<ItemRow | undefined> {
  const query = db
    .select(itemColumns)
    .from(listItems)
    .innerJoin(products, eq(products.codeAx, listItems.codeAx))
    .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: listItems }) : await query;
  return row;
}

/**
 * Adds an item at the end of the list. Returns false when the product is already in it (the
 * caller answers 300 [S4.11]); the conflict clause makes a double click safe.
 */
export async function insertListItem(
  db: Db,
  values: {
    listId: string;
    codeAx: string;
    quantity: number;
    message: string;
    priority: boolean;
    hidden: boolean;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(listItems)
    .values({
      ...values,
      position: sql`(select coalesce(max(${listItems.position}), 0) + 1 from ${listItems} where ${listItems.listId} = ${values.listId})`,
    })
    .onConflictDoNothing()
    .returning({ codeAx: listItems.codeAx });
  return inserted.length > 0;
}

export async function updateListItem(
  db: Db,
  listId: string,
  codeAx: string,
  changes: Partial<
    Pick<
      typeof listItems.$inferInsert,
      'quantity' | 'message' | 'priority' | 'hidden' | 'quantityReceivedElsewhere'
    >
  >,
): Promise<void> {
  await db
    .update(listItems)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
}

export async function deleteListItem(db: Db, listId: string, codeAx: string): Promise<void> {
  await db.delete(listItems).where(and(eq(listItems.listId, listId), eq(listItems.codeAx, codeAx)));
}

/** A customer by pk; `forUpdate` serialises list creations of one owner (one default list). */
export async function findCustomer(
  db: Db,
  pk: number,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRow | undefined> {
  const query = db.select().from(customers).where(eq(customers.pk, pk)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function storeExists(db: Db, storeCode: string): Promise<boolean> {
  const rows = await db
    .select({ storeCode: stores.storeCode })
    .from(stores)
    .where(eq(stores.storeCode, storeCode))
    .limit(1);
  return rows.length > 0;
}

/** Whether the owner already has a default list [S4.1]. */
export async function hasDefaultList(db: Db, ownerPk: number): Promise<boolean> {
  const rows = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.ownerPk, ownerPk), eq(lists.isDefault, true)))
    .limit(1);
  return rows.length > 0;
}

export async function insertList(db: Db, values: NewListRow): Promise<ListRow> {
  const [row] = await db.insert(lists).values(values).returning();
  if (!row) throw new Error('insertList: nothing inserted');
  return row;
}

export async function updateList(
  db: Db,
  listId: string,
  changes: Partial<NewListRow>,
): Promise<ListRow> {
  const [row] = await db
    .update(lists)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(lists.id, listId))
    .returning();
  if (!row) throw new Error(`updateList: no list ${listId}`);
  return row;
}

/**
 * [S4.1] Makes `listId` the only default list of its owner. The others are unset first, in the
 * same transaction, so the one-default-per-owner index never sees two.
 */
export async function makeDefaultList(db: Db, ownerPk: number, listId: string): Promise<void> {
  await db
    .update(lists)
    .set({ isDefault: false, updatedAt: sql`now()` })
    .where(and(eq(lists.ownerPk, ownerPk), eq(lists.isDefault, true), ne(lists.id, listId)));
  await db
    .update(lists)
    .set({ isDefault: true, updatedAt: sql`now()` })
    .where(eq(lists.id, listId));
}

/**
 * When an owner is left without a default list (it was deleted or moved to another account), his
 * newest list still open becomes the default one, so the add-to-list flow [S4.11] keeps a target.
 */
export async function promoteDefaultList(db: Db, ownerPk: number): Promise<void> {
  if (await hasDefaultList(db, ownerPk)) return;
  const [next] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.ownerPk, ownerPk), ne(lists.status, 'CLOSED')))
    .orderBy(desc(lists.createdAt), desc(lists.number))
    .limit(1);
  if (next) await makeDefaultList(db, ownerPk, next.id);
}

/** [S7.13] Has the list received anything: a gift, a purchase in progress, wallet money? */
export async function hasContributions(db: Db, list: ListRow): Promise<boolean> {
  if (list.walletTotalCents > 0 || list.walletCents > 0) return true;
  const rows = await db
    .select({ codeAx: listItems.codeAx })
    .from(listItems)
    .where(
      and(
        eq(listItems.listId, list.id),
        or(gt(listItems.quantityContributed, 0), gt(listItems.quantityInProgress, 0)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * [S4.1] An in-store sale under way (not yet confirmed nor cancelled by the store), which keeps a
 * list from closing: the store settles it. Online holds do not: closing ends them.
 */
export async function hasStoreSaleInProgress(db: Db, listId: string): Promise<boolean> {
  const rows = await db
    .select({ id: storeTransactions.id })
    .from(storeTransactions)
    .where(
      and(
        eq(storeTransactions.listId, listId),
        inArray(storeTransactions.state, ['IN_PROGRESS', 'TO_CONFIRM']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function deleteList(db: Db, listId: string): Promise<void> {
  await db.delete(lists).where(eq(lists.id, listId));
}

/** [S7.23] [S7.28] An owner's lists: the default one first, then the newest. */
export async function listsOfOwner(db: Db, ownerPk: number): Promise<ListRow[]> {
  return db
    .select()
    .from(lists)
    .where(eq(lists.ownerPk, ownerPk))
    .orderBy(desc(lists.isDefault), desc(lists.createdAt), desc(lists.number));
}

/**
 * Text as a row of whole words for matching: lower case, accents off, every run of characters that
 * are not letters or digits one space, with a space at each end (' jean pierre martin ').
 */
const wordRow = (text: SQL): SQL =>
  sql`' ' || trim(regexp_replace(unaccent(lower(${text})), '[^[:alnum:]]+', ' ', 'g')) || ' '`;

/** A search word with at least one letter or digit; a word of signs only would match anything. */
const hasLetterOrDigit = (word: string): boolean => /[\p{L}\p{N}]/u.test(word);

/**
 * [S7.23] The lists a customer manages: his own (as {@link listsOfOwner}), then those he is the
 * accepted co-parent of, newest first.
 */
export async function listsManagedBy(db: Db, customerPk: number): Promise<ListRow[]> {
  const own = await listsOfOwner(db, customerPk);
  const coParented = await db
    .select()
    .from(lists)
    .where(eq(lists.coParentPk, customerPk))
    .orderBy(desc(lists.createdAt), desc(lists.number));
  return [...own, ...coParented];
}

/**
 * [S7.15] [S2.46] Published, searchable, non-private lists matching every word of `words`,
 * without regard to case or accents ('helene' finds 'Hélène'): a word with '@' matches only an
 * owner's or co-owner's whole e-mail address; any other word matches whole words of their names
 * or of the title ('jean-pierre' finds 'Jean-Pierre', 'jean' too, 'jea' nothing), or the list
 * number exactly. No part of an address ever matches, so the search cannot be used to rebuild
 * one a letter at a time, nor to list the lists of a domain. At most `limit` rows.
 */
export async function searchPublicLists(
  db: Db,
  words: readonly string[],
  limit: number,
): Promise<ListRow[]> {
  const kept = words.filter(hasLetterOrDigit);
  if (kept.length === 0) return [];
  const names = wordRow(
    sql`concat_ws(' ', ${lists.ownerFirstName}, ${lists.ownerLastName}, ${lists.coOwnerFirstName}, ${lists.coOwnerLastName}, ${lists.title})`,
  );
  const matches: SQL[] = kept.map((word) =>
    word.includes('@')
      ? sql`(lower(${lists.ownerMail}) = lower(${word}) or lower(${lists.coOwnerMail}) = lower(${word}))`
      : sql`(strpos(${names}, ${wordRow(sql`${word}::text`)}) > 0 or ${lists.number}::text = ${word})`,
  );
  return db
    .select()
    .from(lists)
    .where(
      and(
        eq(lists.status, 'VALIDATED'),
        eq(lists.isSearchable, true),
        eq(lists.isPrivate, false),
        ...matches,
      ),
    )
    .orderBy(asc(lists.ownerLastName), asc(lists.ownerFirstName), desc(lists.number))
    .limit(limit);
}
