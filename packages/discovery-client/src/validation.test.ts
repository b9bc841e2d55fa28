import { describe, expect, it } from 'vitest';
import { and, match, not, or, range } from './clauses';
import { createDiscoveryClient } from './client';
import { contractService, fakeFetch, SETTINGS } from './test-support/fake-service';
import type { Clause, DiscoverySettings } from './types';

function client(settings: DiscoverySettings = SETTINGS) {
  const fake = fakeFetch(contractService({ settings }));
  return { client: createDiscoveryClient({ discoveryUrl: 'https://shop.example/discovery', fetch: fake.fetch }), calls: fake.calls };
}

const search = (settings?: DiscoverySettings) => client(settings).client.query('search').terms('biberon');

describe('the query builder checks its request against the settings ([S5.19])', () => {
  it('[S5.19] [S8.5] refuses a filter on a field that is not filterable', async () => {
    await expect(search().filter(match('g:title', 'Biberon')).build()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'You cannot filter on non filterable item field',
      status: 400,
      service: 'client',
      code: 'NON_FILTERABLE_FIELD',
    });
  });

  it('[S5.19] [S8.5] refuses a filter on a field the settings do not know, and a range on one', async () => {
    await expect(search().filter(match('g:colour', 'Bleu')).build()).rejects.toThrow(
      'You cannot filter on non filterable item field',
    );
    await expect(search().filter(range('g:weight', { gte: 1 })).build()).rejects.toThrow(
      'You cannot filter on non filterable item field',
    );
  });

  it('[S5.19] [S8.5] checks clauses nested in and, or and not', async () => {
    const nested: Clause = and(match('c:canaddtoldn', 'Oui'), or([not(match('g:description', 'x'))]));
    await expect(search().filter(nested).build()).rejects.toThrow('You cannot filter on non filterable item field');
  });

  it('[S5.19] accepts filterable fields in match, range, and, or (with minimum_should_match) and not', async () => {
    const clause = and(
      match('c:canaddtoldn', 'Oui'),
      not(match('c:isbundle', 'Oui')),
      or([match('sf:semanticColor', ['Bleu ciel', 'Gris chiné']), match('g:size', '0-3 mois')], 1),
      range('sf:price', { gte: 20, lte: 50 }),
    );
    const request = await search().filter(clause).build();
    expect(request.user_actions.apply_filters).toEqual(clause);
  });

  it('[S5.19] a range clause needs at least one of gt, gte, lt, lte; each one alone is enough', async () => {
    await expect(search().filter(range('sf:price', {})).build()).rejects.toMatchObject({
      message: 'A range clause needs at least one of gt, gte, lt, lte',
      code: 'RANGE_WITHOUT_BOUND',
    });
    for (const bound of ['gt', 'gte', 'lt', 'lte'] as const) {
      const request = await search().filter(range('sf:price', { [bound]: 0 })).build();
      expect(request.user_actions.apply_filters).toEqual({ range: { field: 'sf:price', [bound]: 0 } });
    }
  });

  it('[S5.19] a match clause needs a field and a value', async () => {
    const broken: Clause[] = [
      match('', 'Oui'),
      match('c:canaddtoldn', ''),
      match('c:canaddtoldn', []),
      { match: { value: 'Oui' } } as unknown as Clause,
      { match: { field: 'c:canaddtoldn' } } as unknown as Clause,
    ];
    for (const clause of broken) {
      await expect(search().filter(clause).build()).rejects.toMatchObject({
        message: 'A match clause needs a field and a value',
        code: 'MATCH_WITHOUT_FIELD_OR_VALUE',
      });
    }
  });

  it('[S5.19] minimum_should_match is an integer >= 0', async () => {
    for (const value of [-1, 1.5, Number.NaN]) {
      await expect(search().filter(or([match('g:brand', 'Petit Nid')], value)).build()).rejects.toMatchObject({
        message: 'minimum_should_match must be an integer >= 0',
        code: 'INVALID_MINIMUM_SHOULD_MATCH',
      });
    }
    const request = await search().filter(or([match('g:brand', 'Petit Nid')], 0)).build();
    expect(request.user_actions.apply_filters).toEqual({ or: [{ match: { field: 'g:brand', value: 'Petit Nid' } }], minimum_should_match: 0 });
  });

  it('[S5.19] refuses a clause that is none of and, or, not, match, range', async () => {
    await expect(search().filter({ term: { field: 'g:brand' } } as unknown as Clause).build()).rejects.toMatchObject({
      message: 'A clause must be one of and, or, not, match, range',
      code: 'INVALID_CLAUSE',
    });
  });

  it('[S5.19] [S8.5] the sort field must exist: a ranking field or a sortable field', async () => {
    await expect(search().sort('sf:popularity', 'desc').build()).rejects.toMatchObject({
      message: 'You cannot add unknown sort field',
      code: 'UNKNOWN_SORT_FIELD',
    });
    // A field that exists but does not sort gets the finer message (the server's text).
    await expect(search().sort('g:title', 'asc').build()).rejects.toMatchObject({
      message: 'You cannot sort on non sortable item field',
      code: 'NON_SORTABLE_FIELD',
    });
    const byScore = await search().sort('_score', 'desc').build();
    expect(byScore.modules.items).toEqual({ from: 0, size: 60, sort: [{ field: '_score', order: 'desc' }] });
    const byPrice = await search().items({ size: 20 }).sort('sf:price', 'asc').build();
    expect(byPrice.modules.items).toEqual({ from: 0, size: 20, sort: [{ field: 'sf:price', order: 'asc' }] });
  });

  it('[S5.19] a sortable field of the settings is a sort field even when no ranking option uses it', async () => {
    const settings: DiscoverySettings = {
      ...SETTINGS,
      settings: { ...SETTINGS.settings, ranking: [], fields: [{ field: 'sf:popularity', sortable: true }] },
    };
    const request = await search(settings).sort('sf:popularity', 'desc').build();
    expect(request.modules.items?.sort).toEqual([{ field: 'sf:popularity', order: 'desc' }]);
  });

  it('[S5.19] the sort order is asc or desc', async () => {
    await expect(search().sort('sf:price', 'ascending' as 'asc').build()).rejects.toMatchObject({
      message: 'Sort order must be asc or desc',
      code: 'INVALID_SORT_ORDER',
    });
  });

  it('[S5.19] [S8.5] at most one scope', async () => {
    await expect(search().scope('meals/biberons').scope('outings/poussettes').build()).rejects.toMatchObject({
      message: 'Only one scope is allowed in actions.scopes',
      code: 'ONE_SCOPE_ONLY',
    });
    const same = await search().scope('meals/biberons').scope('meals/biberons').build();
    expect(same.user_actions.apply_scopes).toEqual(['meals/biberons']);
  });

  it('[S5.19] [S8.5] at most one spotlight, and only a spotlight of the settings', async () => {
    await expect(search().spotlight('essentiels-naissance').spotlight('promos').build()).rejects.toMatchObject({
      message: 'Only one spotlights is allowed in actions.spotlights',
      code: 'ONE_SPOTLIGHT_ONLY',
    });
    await expect(search().spotlight('promos').build()).rejects.toMatchObject({
      message: 'You cannot apply unknown spotlight',
      code: 'UNKNOWN_SPOTLIGHT',
    });
    const request = await search().spotlight('essentiels-naissance').build();
    expect(request.user_actions.apply_spotlights).toEqual(['essentiels-naissance']);
  });

  it('[S5.19] [S8.5] item fields, variant fields and reference fields must be known', async () => {
    await expect(search().items({ fields: ['g:id', 'g:colour'] }).build()).rejects.toMatchObject({
      message: 'You cannot add unknown item field',
      code: 'UNKNOWN_ITEM_FIELD',
    });
    await expect(search().items({ variantFields: ['g:id', 'sf:stock'] }).build()).rejects.toThrow(
      'You cannot add unknown item field',
    );
    await expect(search().module('references', { fields: ['g:nope'] }).build()).rejects.toThrow(
      'You cannot add unknown item field',
    );
    const request = await search().items({ fields: ['g:id', 'g:title'], variantFields: ['g:id', 'g:size', 'sf:semanticColor'] }).build();
    expect(request.modules.items).toEqual({
      from: 0,
      size: 60,
      fields: ['g:id', 'g:title'],
      variant_fields: ['g:id', 'g:size', 'sf:semanticColor'],
    });
  });

  it('[S5.19] [S8.5] facet fields must be facet fields of the settings', async () => {
    await expect(search().facets(['sf:price', 'g:colour']).build()).rejects.toMatchObject({
      message: 'You cannot add unknown facet field',
      code: 'UNKNOWN_FACET_FIELD',
    });
    // Known, but not a facet field.
    await expect(search().facets(['g:title']).build()).rejects.toThrow('You cannot add unknown facet field');
    const request = await search().facets(['sf:price', 'sf:semanticColor', 'g:size', 'g:brand'], 20).build();
    expect(request.modules.facets).toEqual({ fields: ['sf:price', 'sf:semanticColor', 'g:size', 'g:brand'], size: 20 });
  });

  it('[S5.19] settings that say nothing of facets make every filterable field a facet field', async () => {
    const settings: DiscoverySettings = {
      ...SETTINGS,
      settings: { ...SETTINGS.settings, fields: [{ field: 'g:brand', filterable: true }, { field: 'g:title' }] },
    };
    expect((await search(settings).facets(['g:brand']).build()).modules.facets).toEqual({ fields: ['g:brand'] });
    await expect(search(settings).facets(['g:title']).build()).rejects.toThrow('You cannot add unknown facet field');
  });

  it('[S5.19] searched fields (search_attributes) must be known search attributes of the settings', async () => {
    await expect(search().searchAttributes(['g:title', 'g:nope']).build()).rejects.toMatchObject({
      message: 'You cannot add unknown item field',
      code: 'UNKNOWN_ITEM_FIELD',
    });
    await expect(search().searchAttributes(['g:size']).build()).rejects.toMatchObject({
      message: 'You cannot search on a field that is not a search attribute',
      code: 'NOT_SEARCH_ATTRIBUTE',
    });
    expect((await search().searchAttributes(['g:title', 'g:brand', 'g:description']).build()).query.search_attributes).toEqual([
      'g:title',
      'g:brand',
      'g:description',
    ]);
  });

  it('[S5.19] from and size are integers >= 0, on every module', async () => {
    const broken = [
      search().items({ from: -1 }),
      search().items({ size: -20 }),
      search().items({ size: 2.5 }),
      search().references({ from: -5 }),
      search().scopePages({ size: -1 }),
      search().acp(-4),
      search().module('suggested_products', { size: -1 }),
      search().module('universe_pages', { from: '0' }),
    ];
    for (const builder of broken) {
      await expect(builder.build()).rejects.toMatchObject({ message: 'from and size must be integers >= 0', code: 'INVALID_PAGING' });
    }
    const zero = await search().items({ from: 0, size: 0 }).build();
    expect(zero.modules.items).toEqual({ from: 0, size: 0 });
  });

  it('[S5.18] [S9.9] search needs terms of at least 2 characters after trimming', async () => {
    const { client: c } = client();
    for (const terms of [undefined, '', 'b', '  b  ']) {
      const builder = c.query('search');
      if (terms !== undefined) builder.terms(terms);
      await expect(builder.build()).rejects.toMatchObject({
        message: 'Search terms must have at least 2 characters',
        code: 'TERMS_TOO_SHORT',
      });
    }
    expect((await c.query('search').terms(' bo ').build()).query.terms).toBe(' bo ');
  });

  it('[S7.50] navigation needs a scope; product_selection one id or more; product_sheet exactly one', async () => {
    const { client: c } = client();
    await expect(c.query('navigation').build()).rejects.toMatchObject({
      message: 'Navigation needs a scope_id (or search_scope)',
      code: 'SCOPE_REQUIRED',
    });
    await expect(c.query('product_selection').build()).rejects.toMatchObject({
      message: 'product_selection needs product_ids',
      code: 'PRODUCT_IDS_REQUIRED',
    });
    await expect(c.query('product_sheet').productIds(['1', '2']).build()).rejects.toMatchObject({
      message: 'product_sheet needs exactly one id in product_ids',
      code: 'ONE_PRODUCT_ID_ONLY',
    });
    expect((await c.query('navigation').searchScope('outings').build()).query.search_scope).toBe('outings');
    expect((await c.query('product_selection').productIds(['1', '2']).build()).query.product_ids).toEqual(['1', '2']);
    expect((await c.query('product_sheet').productIds(['01234567']).build()).query.product_ids).toEqual(['01234567']);
  });

  it('[S5.19] the settings are fetched once for every build of a client', async () => {
    const { client: c, calls } = client();
    await c.query('search').terms('biberon').build();
    await c.query('search').terms('body').build();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /discovery/settings']);
  });
});
