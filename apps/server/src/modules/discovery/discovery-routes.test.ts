import { SPECIAL_CONTRIBUTION_CODE } from '@ldn/domain';
import { sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seedDatabase } from '../../seed/seed-database';
import { rowsOf } from '../../test-support/test-database';
import { foldText } from './discovery-terms';
import { DISCOVERY_SETTINGS, DISCOVERY_SETTINGS_ID, settingsIdOf } from './discovery-settings';
import { useTestApp } from '../../test-support/test-app';

/**
 * The discovery service over the seeded 1,600-product catalogue (one database for the file),
 * through HTTP as the SDK calls it. Titles carry the spec ids; the contract is
 * /tmp/briefs/s2-discovery-contract.md, summed up in apps/server/README.md "Discovery".
 */

const ORIGIN = 'https://liste.example.fr';

/** [S5.18] The filters the overlay sends outside numeric terms. */
const ADDABLE = {
  and: [
    { match: { field: 'c:canaddtoldn', value: 'Oui' } },
    { match: { field: 'c:isbundle', value: 'Non' } },
  ],
};

interface Item {
  'g:id': string;
  'g:title': string;
  'g:brand': string;
  'g:link': string;
  'g:image_link': string;
  'g:price': string;
  'sf:price': number;
  'sf:semanticColor'?: string;
  'g:size'?: string;
  'c:as400': string;
  'c:isbundle': string;
  'c:canaddtoldn': string;
  'c:universe': string;
  'c:scope'?: string;
  'c:availability'?: string;
  'sf:variants': { 'g:id': string; 'g:size'?: string; 'sf:semanticColor'?: string }[];
}
interface Bucket {
  key: string;
  count: number;
  from?: number;
  to?: number;
}
interface Body {
  status: number;
  settings_id: string;
  service?: string;
  code?: string;
  message?: string;
  query: { terms?: string; corrected_terms?: string };
  modules: {
    items: { total: number; from: number; size: number; parts: Item[] };
    facets: { parts: { key: string; label: string; type: string; buckets: Bucket[] }[] };
    acp: { parts: { expression: string; count: number }[] };
    scopes: {
      total: number;
      parts: {
        id: string;
        name: string;
        universe: string;
        image_link: string;
        products_count: number;
      }[];
    };
    universes: { parts: { id: string; name: string; products_count: number }[] };
    references: { total: number; parts: Item[] };
    spotlights: { parts: { id: string; label: string }[] };
    shortcuts: { parts: { expression: string; scope_id: string }[] };
    suggested_keywords: { parts: { expression: string }[] };
    suggested_products: { parts: Item[] };
    spell_check: { corrected?: string };
  };
}

describe('discovery service', () => {
  const server = useTestApp({
    env: { PUBLIC_URL: ORIGIN },
    arrange: async (database) => {
      await seedDatabase(database, { demo: false, products: 1600 });
    },
  });

  async function post(endpoint: string, payload: unknown) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/discovery/${endpoint}`,
      payload: payload as object,
    });
    return {
      status: response.statusCode,
      body: response.json() as Body,
      headers: response.headers,
    };
  }
  /** A search with the overlay's filters, 20 items and the four facets. */
  async function search(terms: string, extra: Record<string, unknown> = {}) {
    const { status, body } = await post('search', {
      query: { terms },
      modules: { items: { from: 0, size: 20 }, facets: {} },
      user_actions: { apply_filters: ADDABLE },
      ...extra,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  }
  const facet = (body: Body, key: string) =>
    body.modules.facets.parts.find((part) => part.key === key)?.buckets ?? [];
  const ids = (body: Body) => body.modules.items.parts.map((item) => item['g:id']);
  async function expectError(endpoint: string, payload: unknown, status: number, message: string) {
    const { status: actual, body, headers } = await post(endpoint, payload);
    expect(actual).toBe(status);
    expect(body).toMatchObject({ status, service: 'discovery', message });
    expect(typeof body.code).toBe('string');
    expect(headers['access-control-allow-origin']).toBe('*');
  }

  describe('[S7.49] settings', () => {
    it('[S7.49] [S3.17] gives fields with filterable, search attributes and labels, the ranking, shortcuts, spotlights and an id', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/discovery/settings' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      const { id, settings } = response.json() as {
        id: string;
        settings: typeof DISCOVERY_SETTINGS;
      };
      expect(id).toBe(DISCOVERY_SETTINGS_ID);
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      const names = settings.fields.map((field) => field.field);
      for (const name of [
        'g:id',
        'g:title',
        'g:brand',
        'g:size',
        'g:description',
        'g:image_link',
        'g:link',
        'g:price',
        'c:as400',
        'c:isbundle',
        'c:canaddtoldn',
        'c:universe',
        'c:scope',
        'sf:semanticColor',
        'sf:price',
        'sf:variants',
      ]) {
        expect(names).toContain(name);
      }
      expect(settings.fields.find((field) => field.field === 'sf:price')).toEqual({
        field: 'sf:price',
        filterable: true,
        sortable: true,
        search_attributes: false,
        facet: true,
        labels: { fr: 'Prix' },
      });
      expect(
        settings.fields
          .filter((field) => field.facet)
          .map((field) => [field.field, field.labels.fr]),
      ).toEqual([
        ['g:brand', 'Marque'],
        ['g:size', 'Taille'],
        ['sf:semanticColor', 'Couleur'],
        ['sf:price', 'Prix'],
      ]);
      expect(settings.ranking).toEqual([
        { key: 'pertinence', label: 'Pertinence', field: '_score', order: 'desc' },
        { key: 'price_asc', label: 'Prix croissant', field: 'sf:price', order: 'asc' },
        { key: 'price_desc', label: 'Prix décroissant', field: 'sf:price', order: 'desc' },
      ]);
      expect(settings.shortcuts).toContainEqual({
        expression: 'poussette',
        scope_id: 'outings/poussettes',
      });
      expect(settings.spotlights).toContainEqual({
        id: 'essentiels-naissance',
        label: 'Les essentiels de naissance',
      });
    });

    it('[S7.49] [S4.12] keeps the same id for the same settings and changes it when they change', async () => {
      const again = await server.app.inject({ method: 'GET', url: '/discovery/settings' });
      expect(again.json()).toMatchObject({ id: DISCOVERY_SETTINGS_ID });
      expect(settingsIdOf(structuredClone(DISCOVERY_SETTINGS))).toBe(DISCOVERY_SETTINGS_ID);
      const relabelled = {
        ...DISCOVERY_SETTINGS,
        spotlights: [...DISCOVERY_SETTINGS.spotlights, { id: 'nouveau', label: 'Nouveautés' }],
      };
      expect(settingsIdOf(relabelled)).not.toBe(DISCOVERY_SETTINGS_ID);
      const { body } = await post('search', {
        query: { terms: 'doudou' },
        modules: { items: { size: 1 } },
      });
      expect(body.settings_id).toBe(DISCOVERY_SETTINGS_ID);
    });
  });

  describe('[S7.50] search', () => {
    it("[S7.50] [S3.17] 'biberon' gives biberons with their variants, absolute links, prices in euros and faceted results", async () => {
      const body = await search('biberon');
      expect(body.status).toBe(200);
      expect(body.query).toEqual({ terms: 'biberon' });
      const { items } = body.modules;
      expect(items.total).toBeGreaterThan(3);
      expect(items.parts.length).toBe(Math.min(20, items.total));
      // Relevance: the biberons themselves (the name begins with the word) come first.
      expect(items.parts[0]?.['g:title']).toMatch(/^Biberon /);
      for (const item of items.parts) {
        expect(foldText(`${item['g:title']} ${item['g:brand']}`)).toContain('biberon');
        expect(item['g:link']).toBe(`${ORIGIN}/product/${item['g:id']}`);
        expect(item['g:image_link']).toBe(`${ORIGIN}/images/products/${item['g:id']}.webp`);
        expect(item['g:price']).toBe(`${item['sf:price'].toFixed(2)} EUR`);
        expect(item['c:canaddtoldn']).toBe('Oui');
        expect(item['c:isbundle']).toBe('Non');
        expect(item['c:universe']).toBe('meals');
        expect(item['c:as400']).toMatch(/^\d{7}$/);
        expect(item['sf:variants'].map((variant) => variant['g:id'])).toContain(item['g:id']);
        for (const variant of item['sf:variants']) {
          expect(
            Object.keys(variant).every((key) =>
              ['g:id', 'g:size', 'sf:semanticColor'].includes(key),
            ),
          ).toBe(true);
        }
      }
      // One item per model: no product appears in two items.
      const variantIds = items.parts.flatMap((item) =>
        item['sf:variants'].map((variant) => variant['g:id']),
      );
      expect(new Set(variantIds).size).toBe(variantIds.length);
      expect(body.modules.facets.parts.map((part) => [part.key, part.label, part.type])).toEqual([
        ['sf:price', 'Prix', 'range'],
        ['sf:semanticColor', 'Couleur', 'terms'],
        ['g:size', 'Taille', 'terms'],
        ['g:brand', 'Marque', 'terms'],
      ]);
      expect(facet(body, 'sf:price').map((bucket) => [bucket.key, bucket.from, bucket.to])).toEqual(
        [
          ['0;20', 0, 20],
          ['20;50', 20, 50],
          ['50;100', 50, 100],
          ['100;100000', 100, 100000],
        ],
      );
      expect(
        facet(body, 'sf:price').reduce((sum, bucket) => sum + bucket.count, 0),
      ).toBeGreaterThanOrEqual(items.total);
      expect(facet(body, 'g:size').map((bucket) => bucket.key)).toEqual(
        expect.arrayContaining(['150 ml', '260 ml', '330 ml']),
      );
      for (const bucket of facet(body, 'sf:semanticColor'))
        expect(bucket.count).toBeLessThanOrEqual(items.total);
    });

    it('[S7.50] compresses an answer for a client that accepts gzip or brotli, once kept too', async () => {
      const payload = {
        query: { terms: 'body' },
        modules: { items: { from: 0, size: 20 }, facets: {} },
        user_actions: { apply_filters: ADDABLE },
      };
      const plain = await server.app.inject({ method: 'POST', url: '/discovery/search', payload });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      const withoutTime = (text: string) => ({ ...(JSON.parse(text) as object), took_ms: 0 });
      // The first answer of each encoding is built, the second is the kept one.
      // gzip first when both are accepted: much cheaper to make for each answer.
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'gzip', gunzipSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=1', 'br', brotliDecompressSync],
        ['br, gzip;q=0', 'br', brotliDecompressSync],
      ] as const) {
        const compressed = await server.app.inject({
          method: 'POST',
          url: '/discovery/search',
          payload,
          headers: { 'accept-encoding': accept },
        });
        expect(compressed.statusCode).toBe(200);
        expect(compressed.headers['content-encoding'], accept).toBe(encoding);
        expect(compressed.headers['content-type']).toMatch(/^application\/json/);
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(withoutTime(decode(compressed.rawPayload).toString())).toEqual(
          withoutTime(plain.body),
        );
      }
    });

    it("[S7.50] [S1.6] 'pousette' (typo) is corrected to 'poussette' and finds the pushchairs", async () => {
      const typo = await search('pousette');
      const right = await search('poussette');
      expect(typo.query).toEqual({ terms: 'pousette', corrected_terms: 'poussette' });
      expect(right.query).toEqual({ terms: 'poussette' });
      expect(typo.modules.items.total).toBe(right.modules.items.total);
      expect(ids(typo)).toEqual(ids(right));
      expect(typo.modules.items.parts[0]?.['g:title']).toMatch(/^Poussette /);
      const bibron = await search('bibron');
      expect(bibron.query.corrected_terms).toBe('biberon');
      expect(ids(bibron)).toEqual(ids(await search('biberon')));
    });

    it('[S7.50] [S1.6] a word the catalogue gains is searched as itself at once, not as its cached correction', async () => {
      const before = await search('poussettos');
      expect(before.query).toEqual({ terms: 'poussettos', corrected_terms: 'poussette' });
      await server.database.db.execute(sql`
        INSERT INTO products (code_ax, code_as400, name, brand, category, model_code, price_cents)
        VALUES ('99999917', '9999917', 'Poussettos de voyage', 'Babyroule', 'outings',
          'MTEST0001', 19900)`);
      try {
        const after = await search('poussettos');
        expect(after.query).toEqual({ terms: 'poussettos' });
        expect(after.modules.items.total).toBe(1);
        expect(ids(after)).toEqual(['99999917']);
      } finally {
        await server.database.db.execute(sql`DELETE FROM products WHERE code_ax = '99999917'`);
      }
    });

    it("[S7.50] 'body bébé', 'BODY BEBE' and 'body bebe' give the same bodies: case and accents are folded", async () => {
      const accented = await search('body bébé');
      expect(accented.modules.items.total).toBeGreaterThan(0);
      for (const item of accented.modules.items.parts) {
        expect(foldText(item['g:title'])).toMatch(/^body .*bebe/);
      }
      for (const variant of ['BODY BEBE', 'body bebe', 'Body Bébé']) {
        const other = await search(variant);
        expect(other.modules.items.total).toBe(accented.modules.items.total);
        expect(ids(other)).toEqual(ids(accented));
        expect(other.query.corrected_terms).toBeUndefined();
      }
      expect(facet(accented, 'g:size').length).toBeGreaterThan(2);
    });

    it("[S7.50] stems French words: 'gigoteuses' finds what 'gigoteuse' finds, 'biberons' at least the biberons, with no correction", async () => {
      const singular = await search('gigoteuse');
      const plural = await search('gigoteuses');
      expect(singular.modules.items.total).toBeGreaterThan(0);
      expect(plural.modules.items.total).toBe(singular.modules.items.total);
      expect(plural.query.corrected_terms).toBeUndefined();
      const biberon = await search('biberon');
      const biberons = await search('biberons');
      expect(biberons.query.corrected_terms).toBeUndefined();
      expect(biberons.modules.items.total).toBeGreaterThanOrEqual(biberon.modules.items.total);
      expect(ids(biberons)).toEqual(expect.arrayContaining(ids(biberon).slice(0, 5)));
    });

    it('[S7.50] [S9.8] sorts by price up and down, relevance by default', async () => {
      const ascending = await search('doudou', {
        modules: { items: { size: 50, sort: [{ field: 'sf:price', order: 'asc' }] } },
      });
      const prices = ascending.modules.items.parts.map((item) => item['sf:price']);
      expect(prices.length).toBeGreaterThan(5);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const descending = await search('doudou', {
        modules: { items: { size: 50, sort: [{ field: 'sf:price', order: 'desc' }] } },
      });
      const down = descending.modules.items.parts.map((item) => item['sf:price']);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      expect(descending.modules.items.total).toBe(ascending.modules.items.total);
      const byScore = await search('doudou', {
        modules: { items: { size: 50, sort: [{ field: '_score', order: 'desc' }] } },
      });
      expect(ids(byScore)).toEqual(
        ids(await search('doudou', { modules: { items: { size: 50 } } })),
      );
    });

    it('[S7.50] [S5.15] filters narrow the total to the facet count that was chosen, and narrow the facets', async () => {
      const all = await search('gigoteuse');
      const color = facet(all, 'sf:semanticColor')[0];
      expect(color).toBeDefined();
      const byColor = await search('gigoteuse', {
        user_actions: {
          apply_filters: {
            and: [ADDABLE, { match: { field: 'sf:semanticColor', value: color?.key } }],
          },
        },
      });
      expect(byColor.modules.items.total).toBe(color?.count);
      expect(byColor.modules.items.total).toBeLessThan(all.modules.items.total);
      for (const item of byColor.modules.items.parts) {
        expect(item['sf:variants'].map((variant) => variant['sf:semanticColor'])).toContain(
          color?.key,
        );
      }
      for (const bucket of facet(byColor, 'g:brand')) {
        const before = facet(all, 'g:brand').find((candidate) => candidate.key === bucket.key);
        expect(bucket.count).toBeLessThanOrEqual(before?.count ?? 0);
      }
      const band = facet(all, 'sf:price').find((bucket) => bucket.key === '20;50');
      const byPrice = await search('gigoteuse', {
        user_actions: {
          apply_filters: { and: [ADDABLE, { range: { field: 'sf:price', gte: 20, lt: 50 } }] },
        },
      });
      expect(byPrice.modules.items.total).toBe(band?.count);
      for (const item of byPrice.modules.items.parts) {
        expect(item['sf:price']).toBeGreaterThanOrEqual(20);
        expect(item['sf:price']).toBeLessThan(50);
      }
      expect(facet(byPrice, 'sf:price').map((bucket) => bucket.count)).toEqual([
        0,
        band?.count,
        0,
        0,
      ]);
    });

    it('[S5.19] applies not, or and minimum_should_match clauses', async () => {
      const all = await search('body');
      const [first, second] = facet(all, 'g:brand');
      const not = await search('body', {
        user_actions: {
          apply_filters: {
            and: [ADDABLE, { not: { match: { field: 'g:brand', value: first?.key } } }],
          },
        },
      });
      expect(not.modules.items.total).toBe(all.modules.items.total - (first?.count ?? 0));
      const either = { match: { field: 'g:brand', value: first?.key } };
      const or = { match: { field: 'g:brand', value: second?.key } };
      const one = await search('body', {
        user_actions: { apply_filters: { and: [ADDABLE, { or: [either, or] }] } },
      });
      expect(one.modules.items.total).toBe((first?.count ?? 0) + (second?.count ?? 0));
      const both = await search('body', {
        user_actions: {
          apply_filters: { and: [ADDABLE, { or: [either, or], minimum_should_match: 2 }] },
        },
      });
      expect(both.modules.items.total).toBe(0);
      const list = await search('body', {
        user_actions: {
          apply_filters: {
            and: [ADDABLE, { match: { field: 'g:brand', value: [first?.key, second?.key] } }],
          },
        },
      });
      expect(list.modules.items.total).toBe(one.modules.items.total);
    });

    it('[S5.18] [S3.17] c:canaddtoldn and c:isbundle come from the product and filter only when asked', async () => {
      const unfiltered = await post('search', {
        query: { terms: 'cagnotte' },
        modules: { items: {} },
      });
      const special = unfiltered.body.modules.items.parts.find(
        (item) => item['g:id'] === SPECIAL_CONTRIBUTION_CODE,
      );
      expect(special).toMatchObject({
        'c:canaddtoldn': 'Non',
        'c:isbundle': 'Non',
        'sf:price': 1,
        'g:price': '1.00 EUR',
      });
      expect(special?.['c:scope']).toBeUndefined();
      const filtered = await search('cagnotte');
      expect(ids(filtered)).not.toContain(SPECIAL_CONTRIBUTION_CODE);
      const bundles = await post('search', {
        query: { terms: 'coffret' },
        modules: { items: { size: 100 } },
        user_actions: { apply_filters: { match: { field: 'c:isbundle', value: 'Oui' } } },
      });
      expect(bundles.body.modules.items.total).toBeGreaterThan(0);
      for (const item of bundles.body.modules.items.parts) expect(item['c:isbundle']).toBe('Oui');
    });

    it('[S3.9] [S6.4] [S2.49] each item says its stock value (c:availability), as the product has it', async () => {
      const [product] = await rowsOf<{ code_ax: string; name: string; availability: string }>(
        server.database,
        sql`SELECT code_ax, name, availability FROM products
            WHERE availability = 'UNAVAILABLE' AND can_add_to_ldn AND NOT is_bundle
            ORDER BY code_ax LIMIT 1`,
      );
      if (product === undefined) throw new Error('the demo catalogue has no unavailable product');
      const found = await post('search', {
        query: { terms: product.code_ax },
        modules: { references: { size: 32 } },
      });
      const reference = found.body.modules.references?.parts.find(
        (item: { 'g:id': string }) => item['g:id'] === product.code_ax,
      );
      expect(reference?.['c:availability']).toBe('UNAVAILABLE');
      const settings = await server.app.inject({ method: 'GET', url: '/discovery/settings' });
      expect(
        (settings.json() as { settings: { fields: { field: string }[] } }).settings.fields.map(
          (field) => field.field,
        ),
      ).toContain('c:availability');
    });

    it('[S5.18] purely numeric terms match the start of g:id and c:as400 in references', async () => {
      const [product] = await rowsOf<{ code_ax: string; code_as400: string }>(
        server.database,
        sql`SELECT code_ax, code_as400 FROM products WHERE code_ax <> ${SPECIAL_CONTRIBUTION_CODE} ORDER BY code_ax LIMIT 1 OFFSET 100`,
      );
      const prefix = product?.code_ax.slice(0, 5) ?? '';
      const { body } = await post('search', {
        query: { terms: prefix },
        modules: { items: { size: 5 }, references: { from: 0, size: 32 } },
      });
      expect(body.modules.references.parts.map((item) => item['g:id'])).toContain(product?.code_ax);
      for (const item of body.modules.references.parts) {
        expect(item['g:id'].startsWith(prefix) || item['c:as400'].startsWith(prefix)).toBe(true);
      }
      expect(body.modules.references.total).toBe(body.modules.references.parts.length);
      const byAs400 = await post('search', {
        query: { terms: product?.code_as400 ?? '' },
        modules: { references: {} },
      });
      expect(byAs400.body.modules.references.parts.map((item) => item['g:id'])).toEqual([
        product?.code_ax,
      ]);
      const words = await search('biberon', { modules: { references: {} } });
      expect(words.modules.references).toEqual({ total: 0, from: 0, size: 5, parts: [] });
    });

    it('[S7.50] [S3.17] restricts the words to the search attributes asked', async () => {
      const anywhere = await post('search', {
        query: { terms: 'lumio' },
        modules: { items: { size: 1 } },
      });
      expect(anywhere.body.modules.items.total).toBeGreaterThan(0);
      const inBrand = await post('search', {
        query: { terms: 'lumio', search_attributes: ['g:brand'] },
        modules: { items: { size: 1 } },
      });
      expect(inBrand.body.modules.items.total).toBe(anywhere.body.modules.items.total);
      const inTitle = await post('search', {
        query: { terms: 'lumio', search_attributes: ['g:title'] },
        modules: { items: { size: 1 } },
      });
      expect(inTitle.body.modules.items.total).toBe(0);
    });

    it('[S7.50] [S3.17] acp suggests product names while the last word is typed', async () => {
      const { body } = await post('search', {
        query: { terms: 'bibe' },
        modules: { items: { size: 5 }, acp: { size: 4 } },
      });
      expect(body.modules.items.total).toBeGreaterThan(0);
      expect(body.modules.acp.parts.length).toBeGreaterThan(0);
      expect(body.modules.acp.parts.length).toBeLessThanOrEqual(4);
      for (const part of body.modules.acp.parts) {
        expect(foldText(part.expression)).toMatch(/\bbib/);
        expect(part.count).toBeGreaterThan(0);
      }
      const counts = body.modules.acp.parts.map((part) => part.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });

    it('[S7.50] [S9.10] pages items: from and size, size capped at 100, past the end empty', async () => {
      const page = (from: number, size: number) =>
        post('search', { query: { terms: 'body' }, modules: { items: { from, size } } });
      const first = (await page(0, 5)).body.modules.items;
      const second = (await page(5, 5)).body.modules.items;
      const both = (await page(0, 10)).body.modules.items;
      expect(first).toMatchObject({ from: 0, size: 5 });
      expect([...first.parts, ...second.parts].map((item) => item['g:id'])).toEqual(
        both.parts.map((item) => item['g:id']),
      );
      const none = (await page(0, 0)).body.modules.items;
      expect(none).toEqual({ total: first.total, from: 0, size: 0, parts: [] });
      const capped = (await page(0, 500)).body.modules.items;
      expect(capped.size).toBe(100);
      expect(capped.parts.length).toBe(Math.min(100, capped.total));
      const past = (await page(10_000, 5)).body.modules.items;
      expect(past).toEqual({ total: first.total, from: 10_000, size: 5, parts: [] });
    });

    it('[S3.17] [S2.49] scope cards count the items the scope holds, and the other scopes stay visible once one is applied', async () => {
      const body = await search('biberon', {
        modules: { items: { size: 1 }, scope_pages: { from: 0, size: 10 } },
      });
      const { scopes } = body.modules;
      expect(scopes.parts.length).toBeGreaterThan(1);
      const biberons = scopes.parts.find((scope) => scope.id === 'meals/biberons');
      expect(biberons).toMatchObject({ name: 'Biberons', universe: 'Repas' });
      expect(biberons?.image_link).toMatch(new RegExp(`^${ORIGIN}/images/products/\\d{8}\\.webp$`));
      expect(scopes.parts.reduce((sum, scope) => sum + scope.products_count, 0)).toBe(
        body.modules.items.total,
      );
      for (const scope of scopes.parts) {
        const inScope = await search('biberon', {
          modules: { items: { size: 1 }, scope_pages: { size: 10 } },
          user_actions: { apply_filters: ADDABLE, apply_scopes: [scope.id] },
        });
        expect(inScope.modules.items.total).toBe(scope.products_count);
        expect(inScope.modules.scopes.parts.map((part) => part.id)).toEqual(
          scopes.parts.map((part) => part.id),
        );
      }
    });
  });

  describe('[S7.50] the other endpoints', () => {
    it('[S2.49] [S4.12] navigation lists a scope, or a universe, and needs one', async () => {
      const landing = await post('landing_page', {
        modules: { scope_pages: { size: 100 }, universe_pages: { size: 10 } },
        user_actions: { apply_filters: ADDABLE },
      });
      const poussettes = landing.body.modules.scopes.parts.find(
        (scope) => scope.id === 'outings/poussettes',
      );
      const navigation = await post('navigation', {
        query: { scope_id: 'outings/poussettes' },
        modules: { items: { size: 20 }, facets: { fields: ['sf:price'] } },
        user_actions: { apply_filters: ADDABLE },
      });
      expect(navigation.status).toBe(200);
      expect(navigation.body.modules.items.total).toBe(poussettes?.products_count);
      for (const item of navigation.body.modules.items.parts)
        expect(item['c:scope']).toBe('outings/poussettes');
      const universe = landing.body.modules.universes.parts.find((part) => part.id === 'outings');
      expect(universe?.name).toBe('Balade');
      const byUniverse = await post('navigation', {
        query: { scope_id: 'outings' },
        modules: { items: { size: 1 } },
        user_actions: { apply_filters: ADDABLE },
      });
      expect(byUniverse.body.modules.items.total).toBe(universe?.products_count);
      await expectError(
        'navigation',
        { modules: { items: {} } },
        400,
        'Navigation needs a scope_id (or search_scope)',
      );
      await expectError(
        'navigation',
        { query: { scope_id: 'meals/inconnu' } },
        400,
        'You cannot apply unknown scope',
      );
    });

    it('[S7.50] product_sheet gives one product, or 404 Discovery:ProductSheet:NotFound', async () => {
      const [row] = await rowsOf<{ code_ax: string }>(
        server.database,
        sql`SELECT code_ax FROM products WHERE size IS NOT NULL LIMIT 1`,
      );
      const { status, body } = await post('product_sheet', {
        query: { product_ids: [row?.code_ax] },
      });
      expect(status).toBe(200);
      expect(body.modules.items.total).toBe(1);
      expect(body.modules.items.parts[0]?.['g:id']).toBe(row?.code_ax);
      expect(body.modules.items.parts[0]?.['sf:variants'].length).toBeGreaterThan(1);
      const missing = await post('product_sheet', { query: { product_ids: ['99999999'] } });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        status: 404,
        service: 'discovery',
        code: 'Discovery:ProductSheet:NotFound',
        message: 'Discovery:ProductSheet:NotFound',
      });
      await expectError(
        'product_sheet',
        { query: { product_ids: [] } },
        400,
        'product_sheet needs exactly one id in product_ids',
      );
    });

    it('[S7.50] product_selection gives the asked products in the asked order, unknown ones left out', async () => {
      const rows = await rowsOf<{ code_ax: string }>(
        server.database,
        sql`SELECT code_ax FROM products ORDER BY code_ax DESC LIMIT 2`,
      );
      const asked = [rows[1]?.code_ax, '99999999', rows[0]?.code_ax];
      const { body } = await post('product_selection', {
        query: { product_ids: asked },
        modules: { items: { fields: ['g:title'] } },
      });
      expect(body.modules.items.total).toBe(2);
      expect(body.modules.items.parts.map((item) => Object.keys(item))).toEqual([
        ['g:id', 'g:title'],
        ['g:id', 'g:title'],
      ]);
      expect(ids(body)).toEqual([rows[1]?.code_ax, rows[0]?.code_ax]);
      await expectError(
        'product_selection',
        { modules: { items: {} } },
        400,
        'product_selection needs product_ids',
      );
    });

    it('[S9.10] suggested_keywords (flavor search-home) and zero_results suggest keywords and popular products', async () => {
      const keywords = await post('suggested_keywords', {
        query: { flavor: 'search-home' },
        modules: { suggested_keywords: {} },
      });
      expect(keywords.body.modules.suggested_keywords.parts).toEqual([
        { expression: 'body' },
        { expression: 'poussette' },
        { expression: 'gigoteuse' },
        { expression: 'biberon' },
      ]);
      const zero = await post('zero_results', {
        query: { terms: 'xylophonique' },
        modules: {
          suggested_products: {},
          suggested_keywords: { size: 2 },
          spell_check: { enabled: true },
        },
        user_actions: { apply_filters: ADDABLE },
      });
      expect(zero.body.modules.suggested_products.parts.length).toBe(4);
      expect(zero.body.modules.suggested_keywords.parts.length).toBe(2);
      expect(zero.body.modules.spell_check).toEqual({});
      expect(Object.keys(zero.body.modules).sort()).toEqual([
        'spell_check',
        'suggested_keywords',
        'suggested_products',
      ]);
    });

    it('[S7.50] spotlights and shortcuts: listed, applied, and only one spotlight', async () => {
      const listed = await post('landing_page', {
        modules: { spotlights: { size: 2 }, shortcuts: { size: 3 } },
      });
      expect(listed.body.modules.spotlights.parts).toEqual([
        { id: 'essentiels-naissance', label: 'Les essentiels de naissance' },
        { id: 'petits-prix', label: 'Les petits prix (moins de 20\u00a0€)' },
      ]);
      expect(listed.body.modules.shortcuts.parts.length).toBe(3);
      const cheap = await post('landing_page', {
        modules: { items: { size: 50 } },
        user_actions: { apply_filters: ADDABLE, apply_spotlights: ['petits-prix'] },
      });
      expect(cheap.body.modules.items.total).toBeGreaterThan(0);
      for (const item of cheap.body.modules.items.parts) expect(item['sf:price']).toBeLessThan(20);
      const shortcut = await post('search', {
        query: { terms: 'Poussette' },
        modules: { shortcuts: {} },
      });
      expect(shortcut.body.modules.shortcuts.parts).toEqual([
        { expression: 'poussette', scope_id: 'outings/poussettes' },
      ]);
      await expectError(
        'search',
        { query: { terms: 'body' }, user_actions: { apply_spotlights: ['inconnu'] } },
        400,
        'You cannot apply unknown spotlight',
      );
      await expectError(
        'search',
        { query: { terms: 'body' }, user_actions: { apply_spotlights: ['petits-prix', 'balade'] } },
        400,
        'Only one spotlights is allowed in actions.spotlights',
      );
    });
  });

  describe('[S8.5] errors: the contract body, never a 500', () => {
    it('[S8.5] [S5.19] refuses what the builder rules refuse, with their messages', async () => {
      const terms = { terms: 'body' };
      await expectError(
        'search',
        {
          query: terms,
          user_actions: { apply_filters: { match: { field: 'g:title', value: 'x' } } },
        },
        400,
        'You cannot filter on non filterable item field',
      );
      await expectError(
        'search',
        {
          query: terms,
          user_actions: { apply_filters: { match: { field: 'g:inconnu', value: 'x' } } },
        },
        400,
        'You cannot filter on non filterable item field',
      );
      await expectError(
        'search',
        { query: terms, modules: { facets: { fields: ['g:title'] } } },
        400,
        'You cannot add unknown facet field',
      );
      await expectError(
        'search',
        { query: terms, modules: { items: { fields: ['g:inconnu'] } } },
        400,
        'You cannot add unknown item field',
      );
      await expectError(
        'search',
        { query: terms, modules: { items: { variant_fields: ['sf:variants'] } } },
        400,
        'You cannot add unknown item field',
      );
      await expectError(
        'search',
        { query: terms, modules: { items: { sort: [{ field: 'g:inconnu', order: 'asc' }] } } },
        400,
        'You cannot add unknown sort field',
      );
      await expectError(
        'search',
        { query: terms, modules: { items: { sort: [{ field: 'g:brand', order: 'asc' }] } } },
        400,
        'You cannot sort on non sortable item field',
      );
      await expectError(
        'search',
        { query: terms, user_actions: { apply_scopes: ['meals/biberons', 'outings/poussettes'] } },
        400,
        'Only one scope is allowed in actions.scopes',
      );
      await expectError(
        'search',
        { query: { terms: ' a ' } },
        400,
        'Search terms must have at least 2 characters',
      );
      await expectError(
        'search',
        { modules: { items: {} } },
        400,
        'Search terms must have at least 2 characters',
      );
      await expectError(
        'search',
        { query: terms, user_actions: { apply_filters: { range: { field: 'sf:price' } } } },
        400,
        'A range clause needs at least one of gt, gte, lt, lte',
      );
      await expectError(
        'search',
        { query: terms, user_actions: { apply_filters: { range: { field: 'g:brand', gte: 1 } } } },
        400,
        'A range clause needs a numeric field',
      );
      await expectError(
        'search',
        { query: terms, user_actions: { apply_filters: { match: { field: 'g:brand' } } } },
        400,
        'A match clause needs a field and a value',
      );
      await expectError(
        'search',
        { query: terms, user_actions: { apply_filters: { or: [], minimum_should_match: -1 } } },
        400,
        'minimum_should_match must be an integer >= 0',
      );
      await expectError(
        'search',
        { query: terms, user_actions: { apply_filters: { xor: [] } } },
        400,
        'A clause must be one of and, or, not, match, range',
      );
      await expectError(
        'search',
        {
          query: terms,
          user_actions: { apply_filters: { match: { field: 'c:isbundle', value: 'peut-être' } } },
        },
        400,
        "This field takes the value 'Oui' or 'Non'",
      );
      await expectError(
        'search',
        { query: { terms: 'body', search_attributes: ['g:price'] } },
        400,
        'You cannot search on a field that is not a search attribute',
      );
      await expectError(
        'recherche',
        { query: terms },
        404,
        'Unknown discovery endpoint: recherche',
      );
    });

    it('[S8.5] [S5.19] refuses bad shapes and bad JSON with a 400 of the contract', async () => {
      const negative = await post('search', {
        query: { terms: 'body' },
        modules: { items: { from: -1 } },
      });
      expect(negative.status).toBe(400);
      expect(negative.body).toMatchObject({
        status: 400,
        service: 'discovery',
        code: 'Discovery:BadRequest',
      });
      expect(negative.body.message).toContain('modules.items.from');
      const order = await post('search', {
        query: { terms: 'body' },
        modules: { items: { sort: [{ field: 'sf:price', order: 'up' }] } },
      });
      expect(order.status).toBe(400);
      expect(order.body.message).toContain('order');
      const broken = await server.app.inject({
        method: 'POST',
        url: '/discovery/search',
        headers: { 'content-type': 'application/json' },
        payload: '{"query": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        status: 400,
        service: 'discovery',
        code: 'Discovery:BadRequest',
      });
    });

    it('[S7.49] answers CORS preflights for any origin, without credentials', async () => {
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/discovery/search',
        headers: {
          origin: 'https://autre-enseigne.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, OPTIONS');
      expect(preflight.headers['access-control-allow-headers']).toBe('content-type');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});
