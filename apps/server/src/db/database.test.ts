import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../test-support/test-database';
import { databaseTarget } from './open-database';
import { appMeta } from './schema';
import { useTestDatabase } from '../test-support/test-app';

describe('the Database', () => {
  const scratch = useTestDatabase();

  it('answers ping', async () => {
    await expect(scratch.database.ping()).resolves.toBeUndefined();
  });

  it('writes and reads through drizzle', async () => {
    await scratch.database.db.insert(appMeta).values({ key: 'written', value: 'yes' });
    const [row] = await scratch.database.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, 'written'));
    expect(row).toMatchObject({ key: 'written', value: 'yes' });
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });

  it('commits a transaction as one', async () => {
    await scratch.database.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'tx-a', value: '1' });
      await tx.insert(appMeta).values({ key: 'tx-b', value: '2' });
    });
    const keys = await scratch.database.db.select({ key: appMeta.key }).from(appMeta);
    expect(keys.map((row) => row.key)).toEqual(expect.arrayContaining(['tx-a', 'tx-b']));
  });

  it('rolls a transaction back when its work throws, and rethrows', async () => {
    await expect(
      scratch.database.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'rolled-back', value: '1' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(
      await scratch.database.db.select().from(appMeta).where(eq(appMeta.key, 'rolled-back')),
    ).toEqual([]);
  });

  it('has working search and distance extensions', async () => {
    const [row] = await rowsOf<Record<string, unknown>>(
      scratch.database,
      sql`SELECT
        unaccent('Éléphant à Noël') AS folded,
        similarity('poussette', 'pousette') > 0.5 AS similar,
        levenshtein('body', 'bodi') AS distance,
        round(earth_distance(ll_to_earth(48.8566, 2.3522), ll_to_earth(45.764, 4.8357)) / 1000) AS km,
        'Marie@Example.fr'::citext = 'marie@example.fr' AS same_email,
        encode(digest('ldn', 'sha256'), 'hex') AS digest`,
    );
    expect(row).toEqual({
      folded: 'Elephant a Noel',
      similar: true,
      distance: 1,
      km: expect.anything(),
      same_email: true,
      digest: createHash('sha256').update('ldn').digest('hex'),
    });
    expect(Number(row?.km)).toBeGreaterThan(380);
    expect(Number(row?.km)).toBeLessThan(400);
  });
});

describe('databaseTarget', () => {
  it('uses the server at DATABASE_URL when set', () => {
    expect(databaseTarget({ databaseUrl: 'postgres://db/ldn', dataDir: '/data' })).toEqual({
      kind: 'postgres',
      url: 'postgres://db/ldn',
    });
  });

  it('otherwise starts the embedded PostgreSQL in the data folder', () => {
    expect(databaseTarget({ databaseUrl: undefined, dataDir: '/data' })).toEqual({
      kind: 'embedded',
      dataDir: '/data',
    });
  });
});
