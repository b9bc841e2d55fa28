import type { NotificationFrequency } from '@ldn/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, lists, stores } from '../../db/schema';
import { type TitleCode } from '@ldn/contract';

/** The columns of an account the user API reads (never the password hash). */
export interface AccountRow {
  readonly pk: number;
  readonly uid: string;
  readonly titleCode: TitleCode | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly country: string | null;
  readonly roles: string[];
  readonly storeCode: string | null;
  readonly favoriteStoreCode: string | null;
  readonly notificationFrequency: NotificationFrequency;
}

const accountColumns = {
  pk: customers.pk,
  uid: customers.uid,
  titleCode: customers.titleCode,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  country: customers.country,
  roles: customers.roles,
  storeCode: customers.storeCode,
  favoriteStoreCode: customers.favoriteStoreCode,
  notificationFrequency: customers.notificationFrequency,
};

/** The account of an e-mail (uid is citext: the comparison ignores case), or null. */
export async function findAccountByUid(db: Db, uid: string): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(customers)
    .where(eq(customers.uid, uid))
    .limit(1);
  return row ?? null;
}

/** The account of a pk, or null. */
export async function findAccountByPk(db: Db, pk: number): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(customers)
    .where(eq(customers.pk, pk))
    .limit(1);
  return row ?? null;
}

/** [S7.3] The fields of an account its owner or staff may change. */
export interface IdentityChange {
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly phone?: string | undefined;
}

/** Applies a change to one account (one row: no transaction needed) and answers the new row. */
async function updateAccount(
  db: Db,
  pk: number,
  change: Partial<typeof customers.$inferInsert>,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(customers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(customers.pk, pk))
    .returning(accountColumns);
  return row ?? null;
}

/** [S7.3] Only the given fields change. */
export function updateIdentity(
  db: Db,
  pk: number,
  change: IdentityChange,
): Promise<AccountRow | null> {
  const set: Partial<typeof customers.$inferInsert> = {};
  if (change.firstName !== undefined) set.firstName = change.firstName;
  if (change.lastName !== undefined) set.lastName = change.lastName;
  if (change.phone !== undefined) set.phone = change.phone;
  return updateAccount(db, pk, set);
}

/** [S7.5] [S7.6] */
export function updateCountry(db: Db, pk: number, country: string): Promise<AccountRow | null> {
  return updateAccount(db, pk, { country });
}

/** [S7.10] */
export function updateNotificationFrequency(
  db: Db,
  pk: number,
  notificationFrequency: NotificationFrequency,
): Promise<AccountRow | null> {
  return updateAccount(db, pk, { notificationFrequency });
}

/** [S6.6] Whether any list of the account allows the pickup store. */
export async function hasPickupStoreList(db: Db, ownerPk: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.ownerPk, ownerPk), eq(lists.isPickupStoreAllowed, true)))
    .limit(1);
  return row !== undefined;
}

/** The code and name of a store, or null when it is unknown. */
export async function findStoreName(
  db: Db,
  storeCode: string,
): Promise<{ storeCode: string; name: string } | null> {
  const [row] = await db
    .select({ storeCode: stores.storeCode, name: stores.name })
    .from(stores)
    .where(eq(stores.storeCode, storeCode))
    .limit(1);
  return row ?? null;
}
