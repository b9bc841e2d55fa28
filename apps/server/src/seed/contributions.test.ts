import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase, rowsOf } from '../test-support/test-database';
import { SEED_LIST_IDS } from './lists';
import { seedDatabase } from './seed-database';

/** The seed's gifted counts and wallets are backed by real contribution records. */
describe('seeded contributions', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await seedDatabase(database, { demo: true, products: 1500 });
  });
  afterAll(async () => {
    await dispose();
  });

  it('[S3.7] [S3.14] every gifted unit of every list belongs to a contribution entry', async () => {
    const mismatches = await rowsOf<{ list_id: string }>(
      database,
      sql`SELECT li.list_id FROM list_items li
          LEFT JOIN (
            SELECT c.list_id, e.code_ax, sum(e.quantity - e.quantity_returned) AS kept
            FROM contribution_entries e JOIN contributions c ON c.id = e.contribution_id
            WHERE c.status = 'CONFIRMED' GROUP BY c.list_id, e.code_ax
          ) g ON g.list_id = li.list_id AND g.code_ax = li.code_ax
          WHERE li.quantity_contributed <> coalesce(g.kept, 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('[S3.15] every wallet is the sum of its movements, and its total the sum of its participations', async () => {
    const mismatches = await rowsOf<{ id: string }>(
      database,
      sql`SELECT l.id FROM lists l
          LEFT JOIN (SELECT list_id, sum(amount_cents) AS balance,
                            sum(amount_cents) FILTER (WHERE type = 'CONTRIBUTION') AS received
                     FROM wallet_movements GROUP BY list_id) m ON m.list_id = l.id
          WHERE l.wallet_cents <> coalesce(m.balance, 0)
             OR l.wallet_total_cents <> coalesce(m.received, 0)`,
    );
    expect(mismatches).toEqual([]);
  });

  it('[S2.41] [S4.8] demo00parent shows gifts, wallet participations, a return and a thanks', async () => {
    const [row] = await rowsOf<{
      gifts: number;
      wallets: number;
      returns: number;
      thanked: number;
      anonymous: number;
    }>(
      database,
      sql`SELECT
            count(*) FILTER (WHERE kind = 'GIFT')::int AS gifts,
            count(*) FILTER (WHERE kind = 'WALLET')::int AS wallets,
            (SELECT count(*)::int FROM contribution_returns r JOIN contribution_entries e ON e.id = r.entry_id
               JOIN contributions c2 ON c2.id = e.contribution_id WHERE c2.list_id = ${SEED_LIST_IDS.parentValidated}) AS returns,
            count(*) FILTER (WHERE thanked_at IS NOT NULL)::int AS thanked,
            count(*) FILTER (WHERE contributor_name = '')::int AS anonymous
          FROM contributions WHERE list_id = ${SEED_LIST_IDS.parentValidated}`,
    );
    expect(row?.gifts).toBeGreaterThanOrEqual(3);
    expect(row?.wallets).toBeGreaterThanOrEqual(2);
    expect(row?.returns).toBe(1);
    expect(row?.thanked).toBe(1);
    const [use] = await rowsOf<{ amount: string }>(
      database,
      sql`SELECT amount_cents::text AS amount FROM wallet_movements
          WHERE list_id = ${SEED_LIST_IDS.parentValidated} AND type = 'USE'`,
    );
    expect(use?.amount).toBe('-5500');
  });

  it('[S4.9] [S2.42] closed lists above the threshold carry their reward coupons of at most 50 €', async () => {
    const [row] = await rowsOf<{ coupons: number; biggest: number }>(
      database,
      sql`SELECT count(*)::int AS coupons, coalesce(max(amount_cents), 0)::int AS biggest FROM reward_coupons`,
    );
    expect(row?.coupons).toBeGreaterThan(0);
    expect(row?.biggest).toBeLessThanOrEqual(5_000);
    const open = await rowsOf<{ id: string }>(
      database,
      sql`SELECT DISTINCT r.list_id AS id FROM reward_coupons r JOIN lists l ON l.id = r.list_id WHERE l.status <> 'CLOSED'`,
    );
    expect(open).toEqual([]);
  });
});
