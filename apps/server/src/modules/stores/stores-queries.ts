import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { stores } from '../../db/schema';

/** A store row [S3.16]. */
export type StoreRow = typeof stores.$inferSelect;

/** A store with its distance from a position, in kilometres. */
export type StoreWithDistance = StoreRow & { readonly distanceKm: number };

export async function findStore(db: Db, storeCode: string): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.storeCode, storeCode)).limit(1);
  return row;
}

/**
 * [S7.47] The `limit` stores closest to a position, nearest first, with the great-circle distance
 * computed in SQL by earthdistance (`earth_distance` of two `ll_to_earth` points, in metres).
 */
export async function closestStores(
  db: Db,
  position: { latitude: number; longitude: number },
  limit: number,
): Promise<StoreWithDistance[]> {
  const distance = sql<number>`earth_distance(ll_to_earth(${position.latitude}, ${position.longitude}), ll_to_earth(${stores.latitude}, ${stores.longitude})) / 1000.0`;
  const rows = await db
    .select({ store: stores, distanceKm: distance.mapWith(Number) })
    .from(stores)
    .orderBy(asc(distance), asc(stores.storeCode))
    .limit(limit);
  return rows.map((row) => ({ ...row.store, distanceKm: row.distanceKm }));
}
