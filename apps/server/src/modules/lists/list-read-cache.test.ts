import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { listItems, lists, products } from '../../db/schema';
import { createServer, type Server } from '../../server';
import { insertCustomer, insertItem, insertList, insertProduct } from '../../test-support/fixtures';
import { signInAs, type TestSignIn } from '../../test-support/sign-in';
import { openTestDatabase } from '../../test-support/test-database';
import { testConfig } from '../../test-support/test-server';

/**
 * [S7.14] The public list read answers from memory only what is still true: every change of the list, its items or the catalogue, made by this instance or any other on
 * the same database, shows in the next read; compressed answers are the same JSON.
 */
describe('[S7.14] the list read kept in memory', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: Server;
  let other: Server;
  let owner: TestSignIn;
  let listId: string;
  let bed: string;
  let bottle: string;

  const read = (server: Server, headers: Record<string, string> = {}, who?: TestSignIn) =>
    server.inject({
      method: 'POST',
      url: `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${listId}`,
      headers: { ...headers, ...(who ? who.headers : {}) },
      ...(who ? { cookies: who.cookies } : {}),
      payload: {},
    });
  const itemsOf = async (server: Server, who?: TestSignIn) => {
    const response = await read(server, {}, who);
    expect(response.statusCode).toBe(200);
    return response.json<{
      informations: { title: string };
      products: { items: { codeAx: string; productName: string; quantity: number }[] };
    }>();
  };

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    const ownerPk = await insertCustomer(database, { uid: 'parent@example.fr' });
    bed = await insertProduct(database, { name: 'Lit bébé', category: 'bedroom' });
    bottle = await insertProduct(database, { name: 'Biberon', category: 'meals' });
    listId = await insertList(database, ownerPk, { title: 'Liste de Léa' });
    await insertItem(database, listId, bed, { quantity: 2 });
    // Two instances on one database: each must see the other's changes.
    app = await createServer(testConfig(), { database });
    other = await createServer(testConfig(), { database });
    owner = await signInAs(database, 'parent@example.fr');
  });
  afterAll(async () => {
    await app.close();
    await other.close();
    await dispose();
  });

  it('[S7.14] shows at once every change of the list, its items and its products', async () => {
    // Read twice: the second answer comes from memory.
    expect((await itemsOf(app)).products.items.map((item) => item.codeAx)).toEqual([bed]);
    expect((await itemsOf(app)).products.items.map((item) => item.codeAx)).toEqual([bed]);

    await database.db
      .update(lists)
      .set({ title: 'Liste de Léa et Tom' })
      .where(eq(lists.id, listId));
    expect((await itemsOf(app)).informations.title).toBe('Liste de Léa et Tom');

    await insertItem(database, listId, bottle);
    expect((await itemsOf(app)).products.items.map((item) => item.codeAx).sort()).toEqual(
      [bed, bottle].sort(),
    );

    await database.db
      .update(listItems)
      .set({ quantity: 3 })
      .where(sql`${listItems.listId} = ${listId} AND ${listItems.codeAx} = ${bed}`);
    const bedItem = (await itemsOf(app)).products.items.find((item) => item.codeAx === bed);
    expect(bedItem?.quantity).toBe(3);

    await database.db
      .update(products)
      .set({ name: 'Lit évolutif' })
      .where(eq(products.codeAx, bed));
    const renamed = (await itemsOf(app)).products.items.find((item) => item.codeAx === bed);
    expect(renamed?.productName).toBe('Lit évolutif');

    await database.db.delete(listItems).where(eq(listItems.codeAx, bottle));
    expect((await itemsOf(app)).products.items.map((item) => item.codeAx)).toEqual([bed]);
  });

  it('[S7.14] [S3.3] shows what another instance changed, and keeps what each viewer sees apart', async () => {
    await itemsOf(app);
    await itemsOf(other);
    // The owner hides an item through the other instance: anonymous visitors of this one lose it.
    const hidden = await other.inject({
      method: 'PATCH',
      url: `/api/ldn/v1/updateItemByCompanyAndCodeAxAndListId/aufr/${listId}/${bed}`,
      cookies: owner.cookies,
      headers: owner.headers,
      payload: { hidden: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await itemsOf(app)).products.items.map((item) => item.codeAx)).toEqual([]);
    // The owner still sees his private item, from the same instance.
    expect((await itemsOf(app, owner)).products.items.map((item) => item.codeAx)).toEqual([bed]);
    expect((await itemsOf(app)).products.items).toEqual([]);
    await database.db
      .update(listItems)
      .set({ hidden: false })
      .where(sql`${listItems.listId} = ${listId} AND ${listItems.codeAx} = ${bed}`);
  });

  it('[S7.14] answers brotli or gzip when the client accepts it, the same JSON, and varies on it', async () => {
    const plain = await read(app);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');

    const br = await read(app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await read(app, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const identity = await read(app, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
    // The security headers and the request id stay on answers sent from memory.
    expect(br.headers['content-security-policy']).toContain("default-src 'self'");
    expect(br.headers['x-request-id']).toBeTruthy();
  });

  it('[S4.1] [S2.34] hides a list turned back into a draft at once, from memory too', async () => {
    await itemsOf(app);
    await database.db.update(lists).set({ status: 'DRAFT' }).where(eq(lists.id, listId));
    expect((await read(app)).statusCode).toBe(404);
    await database.db.update(lists).set({ status: 'VALIDATED' }).where(eq(lists.id, listId));
    expect((await read(app)).statusCode).toBe(200);
  });
});
