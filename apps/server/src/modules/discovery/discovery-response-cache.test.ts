import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { seedDatabase } from '../../seed/seed-database';
import { createServer, type Server } from '../../server';
import { openTestDatabase } from '../../test-support/test-database';
import { testConfig } from '../../test-support/test-server';

/**
 * [S7.50] Discovery answers kept in memory: an answer is reused only while
 * the catalogue has not changed, whichever instance on the database changed it; `took_ms` is this
 * request's own time.
 */
describe('[S7.50] discovery answers kept in memory', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let other: Server;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    await seedDatabase(database, { demo: false, products: 1500 });
    app = await createServer(testConfig({ PUBLIC_URL: 'https://liste.example.fr' }), { database });
    other = await createServer(testConfig({ PUBLIC_URL: 'https://autre.example.fr' }), {
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await dispose();
  });

  const search = async (server: Server, terms: string) => {
    const response = await server.inject({
      method: 'POST',
      url: '/discovery/search',
      payload: { query: { terms }, modules: { items: { from: 0, size: 20 } } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json<{
      took_ms: number;
      modules: { items: { total: number; parts: { 'g:id': string; 'g:link': string }[] } };
    }>();
  };

  it('[S7.50] answers the same search the same way, with its own took_ms', async () => {
    const first = await search(app, 'lit');
    const second = await search(app, 'lit');
    expect(Number.isInteger(second.took_ms)).toBe(true);
    expect(second.took_ms).toBeGreaterThanOrEqual(0);
    expect({ ...second, took_ms: 0 }).toEqual({ ...first, took_ms: 0 });
  });

  it('[S7.50] [S1.6] finds a product another instance added at once, and builds links on each origin', async () => {
    const before = await search(app, 'zorglubette');
    expect(before.modules.items.total).toBe(0);
    // Another instance (or an import) adds the product: the next search of this one finds it.
    await database.db.execute(sql`
      INSERT INTO products (code_ax, code_as400, name, brand, category, model_code, price_cents)
      VALUES ('99999931', '9999931', 'Zorglubette de voyage', 'Babyroule', 'outings',
        'MTEST0031', 19900)`);
    try {
      const after = await search(app, 'zorglubette');
      expect(after.modules.items.parts.map((item) => item['g:id'])).toEqual(['99999931']);
      expect(after.modules.items.parts[0]?.['g:link']).toMatch(/^https:\/\/liste\.example\.fr\//);
      const elsewhere = await search(other, 'zorglubette');
      expect(elsewhere.modules.items.parts[0]?.['g:link']).toMatch(
        /^https:\/\/autre\.example\.fr\//,
      );
    } finally {
      await database.db.execute(sql`DELETE FROM products WHERE code_ax = '99999931'`);
    }
    expect((await search(app, 'zorglubette')).modules.items.total).toBe(0);
  });
});
