import {
  ALTERNATE_POS_SYSTEM,
  CATEGORY_CODES,
  OTHER_CATEGORY_CODE,
  SPECIAL_CONTRIBUTION_CODE,
} from '@ldn/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../identity/password';
import type { Database } from '../db/database';
import { appMeta, customers, listItems, lists, products, stores } from '../db/schema';
import { lookupPostalCodePosition } from '../geo/postal-code-position';
import { openTestDatabase, rowsOf } from '../test-support/test-database';
import { SEED_LIST_IDS } from './lists';
import { CROWDED_LAST_NAME, DEMO_PASSWORD } from './people';
import { demoAccountsText, readSeedState, seedDatabase, SEED_VERSION } from './seed-database';
import { useTestDatabase } from '../test-support/test-app';

/** A digest of every product column, in code order (timezone-independent). */
async function productsHash(database: Database): Promise<string> {
  const [row] = await rowsOf<{ hash: string }>(
    database,
    sql`SELECT md5(string_agg(concat_ws('|', code_ax, code_as400, name, brand, description, category,
      model_code, size, color, price_cents, recommended_price_cents, availability, is_bundle,
      can_add_to_ldn, popularity, extract(epoch FROM created_at)), E'\n' ORDER BY code_ax)) AS hash
      FROM products`,
  );
  return row?.hash ?? '';
}

/** A digest of the lists (ids, owners, states) and their items. */
async function listsHash(database: Database): Promise<string> {
  const [row] = await rowsOf<{ hash: string }>(
    database,
    sql`SELECT md5(
      (SELECT string_agg(concat_ws('|', id, number, owner_pk, status, title, child_first_name,
        child_birthday, wallet_cents, wallet_total_cents, extract(epoch FROM published_at),
        extract(epoch FROM closed_at)), E'\n' ORDER BY id) FROM lists) ||
      (SELECT string_agg(concat_ws('|', list_id, code_ax, quantity, quantity_contributed, message,
        priority, hidden, position), E'\n' ORDER BY list_id, code_ax) FROM list_items)) AS hash`,
  );
  return row?.hash ?? '';
}

async function countOf(database: Database, table: string): Promise<number> {
  const [row] = await rowsOf<{ count: number | string }>(
    database,
    sql`SELECT count(*) AS count FROM ${sql.identifier(table)}`,
  );
  return Number(row?.count ?? 0);
}

describe(`seedDatabase: the demo seed`, () => {
  const log: string[] = [];
  const scratch = useTestDatabase(async (database) => {
    const summary = await seedDatabase(database, { demo: true, log: (line) => log.push(line) });
    expect(summary.seeded).toBe(true);
  });

  it('[S3.8] seeds 1,600 products over the seven categories and autres, plus the special item', async () => {
    expect(await countOf(scratch.database, 'products')).toBe(1601);
    const perCategory = await rowsOf<{ category: string; count: string | number }>(
      scratch.database,
      sql`SELECT category, count(*) AS count FROM products GROUP BY category`,
    );
    const counts = new Map(perCategory.map((row) => [row.category, Number(row.count)]));
    expect([...counts.keys()].sort()).toEqual([...CATEGORY_CODES, OTHER_CATEGORY_CODE].sort());
    for (const category of CATEGORY_CODES) expect(counts.get(category)).toBeGreaterThan(40);
  });

  it('[S3.7] [S3.17] gives products brands, variants of one model, sizes, colours, prices and stock states', async () => {
    const [facts] = await rowsOf<Record<string, string | number>>(
      scratch.database,
      sql`SELECT count(DISTINCT brand) AS brands,
        count(DISTINCT model_code) AS models,
        count(*) FILTER (WHERE size IS NOT NULL) AS sized,
        count(*) FILTER (WHERE size = '3-6 mois') AS clothing,
        count(*) FILTER (WHERE color IS NOT NULL) AS coloured,
        count(*) FILTER (WHERE recommended_price_cents > price_cents) AS discounted,
        count(*) FILTER (WHERE recommended_price_cents IS NOT NULL AND recommended_price_cents <= price_cents) AS bad_discounts,
        count(*) FILTER (WHERE is_bundle) AS bundles,
        count(*) FILTER (WHERE availability = 'AVAILABLE') AS available,
        count(*) FILTER (WHERE availability = 'UNAVAILABLE') AS unavailable,
        count(*) FILTER (WHERE availability = 'PERMANENTLY_OUT_OF_STOCK') AS out_of_stock,
        count(*) FILTER (WHERE popularity > 0) AS popular,
        count(*) FILTER (WHERE description = '') AS undescribed
        FROM products WHERE code_ax <> ${SPECIAL_CONTRIBUTION_CODE}`,
    );
    const n = (key: string) => Number(facts?.[key]);
    expect(n('brands')).toBeGreaterThanOrEqual(25);
    expect(n('brands')).toBeLessThanOrEqual(40);
    expect(n('models')).toBeLessThan(1600);
    expect(n('sized')).toBeGreaterThan(300);
    expect(n('clothing')).toBeGreaterThan(20);
    expect(n('coloured')).toBeGreaterThan(1000);
    expect(n('discounted')).toBeGreaterThan(100);
    expect(n('bad_discounts')).toBe(0);
    expect(n('bundles')).toBeGreaterThan(5);
    expect(n('available')).toBeGreaterThan(1300);
    expect(n('unavailable')).toBeGreaterThan(50);
    expect(n('out_of_stock')).toBeGreaterThan(10);
    expect(n('popular')).toBeGreaterThan(1000);
    expect(n('undescribed')).toBe(0);

    // Variants of one model share name, brand and category, and differ by size or colour.
    const variants = await rowsOf<Record<string, string | number>>(
      scratch.database,
      sql`SELECT model_code, count(*) AS variants, count(DISTINCT name) AS names,
        count(DISTINCT brand) AS brands, count(DISTINCT concat_ws('|', size, color)) AS kinds
        FROM products GROUP BY model_code HAVING count(*) > 1`,
    );
    expect(variants.length).toBeGreaterThan(100);
    for (const model of variants) {
      expect(Number(model.names)).toBe(1);
      expect(Number(model.brands)).toBe(1);
      expect(Number(model.kinds)).toBe(Number(model.variants));
    }
  });

  it('[S3.7] prices products in cents within realistic ranges (a body ~10 €, a pushchair in the hundreds)', async () => {
    const [body] = await rowsOf<{ low: number; high: number }>(
      scratch.database,
      sql`SELECT min(price_cents) AS low, max(price_cents) AS high FROM products WHERE name LIKE 'Body %'`,
    );
    expect(body?.low).toBeGreaterThanOrEqual(600);
    expect(body?.high).toBeLessThanOrEqual(1600);
    const [pushchair] = await rowsOf<{ low: number; high: number }>(
      scratch.database,
      sql`SELECT min(price_cents) AS low, max(price_cents) AS high FROM products WHERE name LIKE 'Poussette 3 roues%'`,
    );
    expect(pushchair?.low).toBeGreaterThanOrEqual(39_900);
    expect(pushchair?.high).toBeLessThanOrEqual(99_900);
  });

  it('[S9.4] adds the special contribution item: 1 € per unit, autres, not addable to a list', async () => {
    const [special] = await scratch.database.db
      .select()
      .from(products)
      .where(eq(products.codeAx, SPECIAL_CONTRIBUTION_CODE));
    expect(special).toMatchObject({
      priceCents: 100,
      category: 'autres',
      canAddToLdn: false,
      availability: 'AVAILABLE',
    });
    const [others] = await rowsOf<{ count: string | number }>(
      scratch.database,
      sql`SELECT count(*) AS count FROM products WHERE NOT can_add_to_ldn`,
    );
    expect(Number(others?.count)).toBe(1);
  });

  it('[S3.16] [S1.5] [S7.40] seeds 20 stores, at least one on the alternate point-of-sale system, most deliverable', async () => {
    const rows = await scratch.database.db.select().from(stores);
    expect(rows).toHaveLength(20);
    expect(
      rows.filter((store) => store.posSystemName === ALTERNATE_POS_SYSTEM).length,
    ).toBeGreaterThanOrEqual(1);
    expect(rows.filter((store) => store.posSystemName === 'WINSHOP').length).toBeGreaterThan(15);
    expect(rows.filter((store) => store.isLivMagEligible).length).toBeGreaterThan(15);
    expect(rows.find((store) => store.storeCode === 'S001')).toMatchObject({
      postalCode: '75015',
      city: 'Paris',
    });
  });

  it('[S1.2]-[S1.4] [S6.1] seeds the six demo accounts with their roles, countries and stores', async () => {
    const rows = await scratch.database.db.select().from(customers);
    const byUid = new Map(rows.map((row) => [row.uid, row]));
    expect(byUid.get('parent@example.fr')).toMatchObject({ country: 'FR', roles: [] });
    expect(byUid.get('coparent@example.fr')).toMatchObject({ country: 'FR', roles: [] });
    expect(byUid.get('proche@example.fr')).toMatchObject({ country: 'FR', roles: [] });
    expect(byUid.get('vendeur@example.fr')).toMatchObject({ roles: ['SELLER'], storeCode: 'S001' });
    expect(byUid.get('comptable@example.fr')).toMatchObject({
      roles: ['ACCOUNTANT'],
      storeCode: 'S002',
    });
    expect(byUid.get('client.be@example.fr')).toMatchObject({ country: 'BE' });
    const [sellerStore] = await scratch.database.db
      .select()
      .from(stores)
      .where(eq(stores.storeCode, 'S001'));
    expect(sellerStore?.posSystemName).toBe('WINSHOP');
    // ~30 other customers own lists.
    expect(rows.length).toBeGreaterThanOrEqual(36);
    expect(rows.every((row) => /^[a-z0-9._-]+@example\.fr$/.test(row.uid))).toBe(true);
  });

  it('hashes the demo password once for all accounts, and it verifies', async () => {
    const rows = await scratch.database.db.select({ hash: customers.passwordHash }).from(customers);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(1);
    const hash = rows[0]?.hash ?? '';
    expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash, 'naissance2026!')).toBe(false);
  });

  it('[S4.1] seeds lists in the three states, with dates matching each state', async () => {
    const rows = await scratch.database.db.select().from(lists);
    const byStatus = (status: string) => rows.filter((list) => list.status === status);
    expect(byStatus('DRAFT').length).toBeGreaterThanOrEqual(2);
    expect(byStatus('VALIDATED').length).toBeGreaterThanOrEqual(10);
    expect(byStatus('CLOSED').length).toBeGreaterThanOrEqual(3);
    for (const list of rows) {
      expect(list.id).toMatch(/^[a-z0-9]{8,32}$/);
      expect(list.publishedAt === null).toBe(list.status === 'DRAFT');
      expect(list.closedAt === null).toBe(list.status !== 'CLOSED');
      expect(list.walletCents).toBeLessThanOrEqual(list.walletTotalCents);
    }
    expect(rows.some((list) => list.isPrivate)).toBe(true);
    expect(rows.some((list) => list.walletCents > 0)).toBe(true);
    expect(rows.find((list) => list.id === SEED_LIST_IDS.closed)?.status).toBe('CLOSED');
  });

  it("[S3.4] [S3.5] gives parent's Validée list ~25 items in every category, gifts, priorities, private items and comments", async () => {
    const [list] = await scratch.database.db
      .select()
      .from(lists)
      .where(eq(lists.id, SEED_LIST_IDS.parentValidated));
    expect(list).toMatchObject({
      status: 'VALIDATED',
      ownerMail: 'parent@example.fr',
      coOwnerFirstName: 'Thomas',
      coOwnerLastName: 'Martin',
      childFirstName: 'Léa',
      contactStoreCode: 'S001',
      numberImage: 'img3',
      isDefault: true,
    });
    expect(list?.welcomeMessage).not.toBe('');
    expect(list?.childBirthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(list?.publishedAt).toBeInstanceOf(Date);
    expect(list?.walletTotalCents).toBeGreaterThan(0);

    const items = await rowsOf<{
      category: string;
      availability: string;
      quantity: number;
      quantity_contributed: number;
      priority: boolean;
      hidden: boolean;
      message: string;
    }>(
      scratch.database,
      sql`SELECT p.category, p.availability, i.quantity, i.quantity_contributed, i.priority,
        i.hidden, i.message FROM list_items i JOIN products p USING (code_ax)
        WHERE i.list_id = ${SEED_LIST_IDS.parentValidated}`,
    );
    expect(items.length).toBeGreaterThanOrEqual(24);
    expect(items.length).toBeLessThanOrEqual(30);
    expect(new Set(items.map((item) => item.category))).toEqual(
      new Set([...CATEGORY_CODES, OTHER_CATEGORY_CODE]),
    );
    const gifted = items.filter((item) => item.quantity_contributed > 0);
    expect(gifted.length).toBeGreaterThanOrEqual(5);
    expect(
      items.filter((item) => item.quantity_contributed === item.quantity).length,
    ).toBeGreaterThanOrEqual(5);
    expect(gifted.some((item) => item.quantity_contributed < item.quantity)).toBe(true);
    expect(items.some((item) => item.priority)).toBe(true);
    expect(items.some((item) => item.hidden)).toBe(true);
    expect(items.filter((item) => item.message !== '').length).toBeGreaterThanOrEqual(5);
    expect(new Set(items.map((item) => item.availability)).size).toBe(3);

    const [draft] = await scratch.database.db
      .select()
      .from(lists)
      .where(eq(lists.id, SEED_LIST_IDS.parentDraft));
    expect(draft).toMatchObject({
      status: 'DRAFT',
      ownerMail: 'parent@example.fr',
      isDefault: false,
    });
  });

  it('seeds one list of 500 items and one of 200, for performance work', async () => {
    const rows = await rowsOf<{ list_id: string; count: string | number }>(
      scratch.database,
      sql`SELECT list_id, count(*) AS count FROM list_items
        WHERE list_id IN (${SEED_LIST_IDS.items500}, ${SEED_LIST_IDS.items200}) GROUP BY list_id`,
    );
    const counts = new Map(rows.map((row) => [row.list_id, Number(row.count)]));
    expect(counts.get(SEED_LIST_IDS.items500)).toBe(500);
    expect(counts.get(SEED_LIST_IDS.items200)).toBe(200);
  });

  it('[S7.15] [S2.46] gives several list owners the same last name, for the "too many results" case', async () => {
    const rows = await scratch.database.db
      .select({ id: lists.id })
      .from(lists)
      .where(eq(lists.ownerLastName, CROWDED_LAST_NAME));
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it('never gives a list item the special contribution item', async () => {
    const rows = await scratch.database.db
      .select({ listId: listItems.listId })
      .from(listItems)
      .where(eq(listItems.codeAx, SPECIAL_CONTRIBUTION_CODE));
    expect(rows).toEqual([]);
  });

  it('records the seed in app_meta, and seeding again adds nothing', async () => {
    expect(await readSeedState(scratch.database.db)).toEqual({
      version: SEED_VERSION,
      products: 1600,
      demo: true,
    });
    const before = await Promise.all(
      ['products', 'stores', 'postal_codes', 'customers', 'lists', 'list_items'].map((table) =>
        countOf(scratch.database, table),
      ),
    );
    const again = await seedDatabase(scratch.database, { demo: true, products: 5000 });
    expect(again).toEqual({
      seeded: false,
      state: { version: SEED_VERSION, products: 1600, demo: true },
    });
    const after = await Promise.all(
      ['products', 'stores', 'postal_codes', 'customers', 'lists', 'list_items'].map((table) =>
        countOf(scratch.database, table),
      ),
    );
    expect(after).toEqual(before);
    const meta = await scratch.database.db.select().from(appMeta);
    expect(meta.filter((row) => row.key.startsWith('seed:'))).toHaveLength(3);
  });

  it('[S7.47] finds postal-code positions exactly, then by department', async () => {
    expect(await lookupPostalCodePosition(scratch.database.db, '75015')).toEqual({
      latitude: 48.8401,
      longitude: 2.293,
    });
    // Mérignac is not in the table: its department's entry (Bordeaux, 33000) answers.
    expect(await lookupPostalCodePosition(scratch.database.db, '33700')).toEqual({
      latitude: 44.8378,
      longitude: -0.5792,
    });
    expect(await lookupPostalCodePosition(scratch.database.db, '48100')).toEqual({
      latitude: 44.52,
      longitude: 3.5,
    });
    expect(await lookupPostalCodePosition(scratch.database.db, '20137')).toEqual({
      latitude: 42.15,
      longitude: 9.1,
    });
    expect(await lookupPostalCodePosition(scratch.database.db, '97411')).toEqual({
      latitude: -20.8821,
      longitude: 55.4507,
    });
    expect(await lookupPostalCodePosition(scratch.database.db, '99123')).toBeNull();
    expect(await lookupPostalCodePosition(scratch.database.db, '7501')).toBeNull();
    const [count] = await rowsOf<{ count: string | number }>(
      scratch.database,
      sql`SELECT count(*) AS count FROM postal_codes`,
    );
    expect(Number(count?.count)).toBeGreaterThan(150);
  });

  it('logs its progress', () => {
    expect(log.join('\n')).toMatch(/seeding 1600 products/);
    expect(log.join('\n')).toMatch(/lists with \d+ items/);
  });

  it('prints the demo accounts with their password', () => {
    const text = demoAccountsText();
    for (const uid of [
      'parent@example.fr',
      'coparent@example.fr',
      'proche@example.fr',
      'vendeur@example.fr',
      'comptable@example.fr',
      'client.be@example.fr',
    ]) {
      expect(text).toContain(uid);
    }
    expect(text).toContain(DEMO_PASSWORD);
  });

  describe('a second database seeded with the same seed', () => {
    let second: Database;
    let disposeSecond: () => Promise<void>;

    beforeAll(async () => {
      ({ database: second, dispose: disposeSecond } = await openTestDatabase());
      await seedDatabase(second, { demo: true });
    });
    afterAll(async () => {
      await disposeSecond();
    });

    it('[design §3] holds identical products, lists and items (deterministic generator)', async () => {
      expect(await productsHash(second)).toBe(await productsHash(scratch.database));
      expect(await listsHash(second)).toBe(await listsHash(scratch.database));
      expect(await productsHash(scratch.database)).toMatch(/^[0-9a-f]{32}$/);
    });
  });
});

describe(`seedDatabase: production and the scaled catalogue`, () => {
  const scratch = useTestDatabase();

  it('refuses a catalogue size outside 1,500..100,000', async () => {
    await expect(seedDatabase(scratch.database, { demo: false, products: 1499 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      seedDatabase(scratch.database, { demo: false, products: 100_001 }),
    ).rejects.toThrow(/1500 to 100000 products/);
    expect(await readSeedState(scratch.database.db)).toBeNull();
  });

  it('[S1.7] without demo (APP_ENV=PROD) seeds 20,000 products but no account and no list, in seconds', async () => {
    const started = Date.now();
    const summary = await seedDatabase(scratch.database, { demo: false, products: 20_000 });
    const elapsed = Date.now() - started;
    expect(summary.seeded).toBe(true);
    expect(summary.counts).toMatchObject({ products: 20_001, customers: 0, lists: 0 });
    expect(await countOf(scratch.database, 'products')).toBe(20_001);
    expect(await countOf(scratch.database, 'stores')).toBe(20);
    expect(await countOf(scratch.database, 'customers')).toBe(0);
    expect(await countOf(scratch.database, 'lists')).toBe(0);
    expect(await readSeedState(scratch.database.db)).toEqual({
      version: SEED_VERSION,
      products: 20_000,
      demo: false,
    });
    expect(elapsed).toBeLessThan(60_000);
  }, 120_000);
});
