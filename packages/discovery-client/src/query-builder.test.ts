import { describe, expect, it } from 'vitest';
import { and, match, range } from './clauses';
import { createDiscoveryClient } from './client';
import { DEFAULT_MODULE_OPTIONS } from './query-builder';
import { contractService, fakeFetch, item, SETTINGS } from './test-support/fake-service';
import type { Handler } from './test-support/fake-service';

const DISCOVERY = 'https://shop.example/discovery';

function setup(handler: Handler = contractService()) {
  const fake = fakeFetch(handler);
  return { client: createDiscoveryClient({ discoveryUrl: DISCOVERY, fetch: fake.fetch }), calls: fake.calls };
}

describe('[S9.10] default paging of the modules', () => {
  it('[S9.10] items from 0 size 60, references 5, scope pages 4, acp the paging step 10', async () => {
    const request = await setup().client.query().terms('biberon').items().references().scopePages().acp().build();
    expect(request.modules).toEqual({
      items: { from: 0, size: 60 },
      references: { from: 0, size: 5 },
      scope_pages: { from: 0, size: 4 },
      acp: { size: 10 },
    });
  });

  it('[S9.10] module() defaults: contents items 16, kicker 1, suggested keywords and products, shortcuts and spotlights 4, universe pages 10', async () => {
    const request = await setup()
      .client.query('landing_page')
      .module('contents_items')
      .module('kicker')
      .module('suggested_keywords')
      .module('suggested_products')
      .module('shortcuts')
      .module('spotlights')
      .module('universe_pages')
      .module('statistics')
      .module('bag', { basket: ['1'] })
      .build();
    expect(request.modules).toEqual({
      contents_items: { from: 0, size: 16 },
      kicker: { size: 1 },
      suggested_keywords: { size: 4 },
      suggested_products: { size: 4 },
      shortcuts: { size: 4 },
      spotlights: { size: 4 },
      universe_pages: { from: 0, size: 10 },
      statistics: {},
      bag: { basket: ['1'] },
    });
    expect(DEFAULT_MODULE_OPTIONS.spell_check).toEqual({ enabled: false });
  });

  it('[S9.10] options given to module() override its defaults', async () => {
    const request = await setup().client.query('landing_page').module('suggested_products', { size: 8 }).build();
    expect(request.modules).toEqual({ suggested_products: { size: 8 } });
  });

  it('[S9.10] with no module asked, a query asks for the items (60 from 0); suggested keywords asks for 4 keywords with the search-home flavor', async () => {
    const { client } = setup();
    expect(await client.query().terms('biberon').build()).toEqual({
      query: { terms: 'biberon' },
      modules: { items: { from: 0, size: 60 } },
      user_actions: {},
    });
    expect(await client.query('suggested_keywords').build()).toEqual({
      query: { flavor: 'search-home' },
      modules: { suggested_keywords: { size: 4 } },
      user_actions: {},
    });
    expect((await client.query('suggested_keywords').flavor('home').build()).query.flavor).toBe('home');
  });
});

describe('[S7.50] the request the builder assembles', () => {
  it('[S7.50] [S5.18] [S5.15] the overlay search: terms, filters, scope, facets, sort, spell check off, 20 items and 32 references', async () => {
    const request = await setup()
      .client.query('search')
      .terms('biberon')
      .storeId('S001')
      .searchAttributes(['g:title', 'g:brand'])
      .context({ page: 'overlay' })
      .filter(match('c:canaddtoldn', 'Oui'))
      .filter(match('c:isbundle', 'Non'))
      .filter(range('sf:price', { gte: 0, lte: 100_000 }))
      .scope('meals/biberons')
      .spotlight('essentiels-naissance')
      .items({ from: 0, size: 20, fields: ['g:id', 'g:title'] })
      .references({ size: 32 })
      .facets(['sf:price', 'sf:semanticColor', 'g:size'])
      .acp(4)
      .scopePages()
      .spellCheck(false)
      .sort('sf:price', 'desc')
      .build();
    expect(request).toEqual({
      query: {
        terms: 'biberon',
        store_id: 'S001',
        search_attributes: ['g:title', 'g:brand'],
        context: { page: 'overlay' },
      },
      modules: {
        items: { from: 0, size: 20, fields: ['g:id', 'g:title'], sort: [{ field: 'sf:price', order: 'desc' }] },
        references: { from: 0, size: 32 },
        facets: { fields: ['sf:price', 'sf:semanticColor', 'g:size'] },
        acp: { size: 4 },
        scope_pages: { from: 0, size: 4 },
        spell_check: { enabled: false },
      },
      user_actions: {
        apply_filters: and(match('c:canaddtoldn', 'Oui'), match('c:isbundle', 'Non'), range('sf:price', { gte: 0, lte: 100_000 })),
        apply_scopes: ['meals/biberons'],
        apply_spotlights: ['essentiels-naissance'],
      },
    });
  });

  it('[S7.50] a single filter is sent as is; navigation carries its scope as query.scope_id', async () => {
    const request = await setup().client.query('navigation').scope('outings/poussettes').filter(match('g:brand', 'Petit Nid')).build();
    expect(request.query).toEqual({ scope_id: 'outings/poussettes' });
    expect(request.user_actions).toEqual({
      apply_filters: { match: { field: 'g:brand', value: 'Petit Nid' } },
      apply_scopes: ['outings/poussettes'],
    });
  });

  it('[S7.50] each build gives a fresh copy: changing it does not change the builder', async () => {
    const builder = setup().client.query().terms('biberon').items({ size: 20 }).sort('sf:price', 'asc');
    const first = await builder.build();
    if (first.modules.items) first.modules.items.size = 99;
    first.query.terms = 'x';
    expect((await builder.build()).modules.items).toEqual({ from: 0, size: 20, sort: [{ field: 'sf:price', order: 'asc' }] });
    expect(builder.endpoint).toBe('search');
  });
});

describe('[S7.50] [S8.5] execute', () => {
  it('[S7.50] posts the request as JSON to {discovery}/{endpoint}, without credentials, and answers the response', async () => {
    const { client, calls } = setup();
    const response = await client.query('search').terms('biberon').items({ size: 2 }).facets(['sf:price']).execute();
    expect(response.modules.items).toEqual({ total: 132, from: 0, size: 2, parts: [item('10000000'), item('10000001')] });
    expect(response.modules.facets?.parts[0]?.key).toBe('sf:price');
    expect(calls[1]).toMatchObject({
      url: 'https://shop.example/discovery/search',
      method: 'POST',
      credentials: 'omit',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: { query: { terms: 'biberon' }, modules: { items: { from: 0, size: 2 }, facets: { fields: ['sf:price'] } }, user_actions: {} },
    });
  });

  it('[S8.5] a response without a module and a status >= 400 rejects with an ApiError of its status, service, code and message', async () => {
    const { client } = setup((call) =>
      call.method === 'GET'
        ? { body: SETTINGS }
        : {
            status: 404,
            body: { status: 404, service: 'discovery', code: 'Discovery:ProductSheet:NotFound', message: 'Discovery:ProductSheet:NotFound' },
          },
    );
    await expect(client.query('product_sheet').productIds(['99999999']).execute()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Discovery:ProductSheet:NotFound',
      status: 404,
      service: 'discovery',
      code: 'Discovery:ProductSheet:NotFound',
    });
  });

  it('[S8.5] a body status >= 400 without a module rejects even under HTTP 200; without a message it is "Bad request"', async () => {
    const { client } = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { status: 200, body: { status: 400 } }));
    const error: unknown = await client.query().terms('biberon').execute().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ message: 'Bad request', status: 400, service: 'discovery' });
    expect((error as { code?: string }).code).toBeUndefined();
  });

  it('[S8.5] a body status >= 400 that still carries modules is answered (partial results)', async () => {
    const { client } = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { body: { status: 500, modules: { acp: { parts: [] } } } }));
    expect(await client.query().terms('biberon').acp(4).execute()).toEqual({ status: 500, modules: { acp: { parts: [] } } });
  });

  it('[S8.5] an HTTP error whose body is not the error shape takes the HTTP status and "Bad request"', async () => {
    const { client } = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { status: 503, text: '<html>Service Unavailable</html>' }));
    await expect(client.query().terms('biberon').execute()).rejects.toMatchObject({ message: 'Bad request', status: 503, service: 'discovery' });
  });

  it('[S8.5] a 200 body that is not JSON, or JSON without modules, rejects as an invalid response', async () => {
    const notJson = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { text: 'oops' }));
    await expect(notJson.client.query().terms('biberon').execute()).rejects.toMatchObject({
      message: 'The service answered with a body that is not JSON',
      status: 502,
      code: 'INVALID_RESPONSE',
      service: 'discovery',
    });
    const noModules = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { body: { status: 200 } }));
    await expect(noModules.client.query().terms('biberon').execute()).rejects.toMatchObject({
      message: 'Bad request',
      status: 502,
      code: 'INVALID_RESPONSE',
    });
  });

  it('[S8.5] a network failure rejects with an ApiError of status 0 that keeps its cause', async () => {
    const cause = new TypeError('fetch failed');
    const { client } = setup((call) => {
      if (call.method === 'GET') return { body: SETTINGS };
      throw cause;
    });
    const error = (await client.query().terms('biberon').execute().catch((caught: unknown) => caught)) as Error;
    expect(error).toMatchObject({ message: 'The discovery service could not be reached', status: 0, code: 'NETWORK_ERROR', service: 'discovery' });
    expect(error.cause).toBe(cause);
  });

  it('[S5.19] a request that breaks a rule is never sent', async () => {
    const { client, calls } = setup();
    await expect(client.query().terms('biberon').scope('a').scope('b').execute()).rejects.toThrow('Only one scope is allowed in actions.scopes');
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});

describe('[S4.12] settings re-sync', () => {
  it('[S4.12] fetches the settings again when a response carries another settings_id, and only then', async () => {
    const { client, calls } = setup(contractService({ settingsId: 'settings-v2' }));
    expect((await client.getSettings()).id).toBe('settings-v1');
    await client.query().terms('biberon').execute();
    await client.getSettings();
    expect(calls.filter((call) => call.path === '/discovery/settings')).toHaveLength(2);

    const same = setup();
    await same.client.query().terms('biberon').execute();
    await same.client.query().terms('biberon').execute();
    expect(same.calls.filter((call) => call.path === '/discovery/settings')).toHaveLength(1);
  });

  it('[S4.12] the new settings rule the next build: a field removed from them is refused', async () => {
    let version = 1;
    const v2 = { id: 'settings-v2', settings: { ...SETTINGS.settings, spotlights: [] } };
    const service = contractService({ settingsId: 'settings-v2' });
    const { client } = setup((call) => {
      if (call.path === '/discovery/settings') return { body: version++ === 1 ? SETTINGS : v2 };
      return service(call);
    });
    await client.query().terms('biberon').spotlight('essentiels-naissance').execute();
    await expect(client.query().terms('biberon').spotlight('essentiels-naissance').build()).rejects.toThrow(
      'You cannot apply unknown spotlight',
    );
  });

  it('[S4.12] a failed settings load is not cached: the next build asks again', async () => {
    let first = true;
    const service = contractService();
    const { client, calls } = setup((call) => {
      if (call.path === '/discovery/settings' && first) {
        first = false;
        return { status: 500, body: { status: 500, service: 'discovery', code: 'Internal', message: 'Boom' } };
      }
      return service(call);
    });
    await expect(client.getSettings()).rejects.toMatchObject({ message: 'Boom', status: 500, code: 'Internal' });
    expect((await client.query().terms('biberon').build()).query.terms).toBe('biberon');
    expect(calls.filter((call) => call.path === '/discovery/settings')).toHaveLength(2);
  });

  it('[S4.12] a settings body of another shape rejects; a failed re-sync leaves the next build to ask again', async () => {
    const bad = setup(() => ({ body: { fields: [] } }));
    await expect(bad.client.getSettings()).rejects.toMatchObject({ status: 502, code: 'INVALID_RESPONSE', service: 'discovery' });

    let settingsCalls = 0;
    const service = contractService({ settingsId: 'settings-v2' });
    const flaky = setup((call) => {
      if (call.path === '/discovery/settings') return ++settingsCalls === 2 ? { status: 500, text: '' } : { body: SETTINGS };
      return service(call);
    });
    await flaky.client.query().terms('biberon').execute();
    await expect(flaky.client.getSettings()).rejects.toMatchObject({ status: 500, message: 'Bad request' });
    expect((await flaky.client.getSettings()).id).toBe('settings-v1');
    expect(settingsCalls).toBe(3);
  });

  it('[S4.12] settings without shortcuts, spotlights or ranking read as empty lists', async () => {
    const { client } = setup(() => ({ body: { id: 'x', settings: { fields: [] } } }));
    expect(await client.getSettings()).toEqual({ id: 'x', settings: { fields: [], ranking: [], shortcuts: [], spotlights: [] } });
  });
});

describe('[S4.12] [S8.5] next(): infinite scroll', () => {
  it('[S4.12] [S7.53] pages by the size asked (20 items, 32 references) until the total, then rejects with the [S8.5] message', async () => {
    const { client, calls } = setup(contractService({ total: 45 }));
    const query = client.query().terms('biberon').items({ size: 20 }).references({ size: 32 }).facets(['sf:price']);
    const first = await query.execute();
    expect(first.modules.items?.parts).toHaveLength(20);
    expect(first.modules.references?.parts).toHaveLength(32);

    const second = await query.next();
    expect(second.modules.items).toMatchObject({ from: 20, size: 20 });
    expect(second.modules.items?.parts).toHaveLength(20);
    expect(second.modules.references?.parts).toHaveLength(13);
    // Facets are not asked again: they do not change from page to page.
    expect(calls.at(-1)?.body?.modules).toEqual({ items: { from: 20, size: 20 }, references: { from: 32, size: 32 } });

    const third = await query.next();
    expect(third.modules.items?.parts.map((part) => part['g:id'])).toEqual(['10000040', '10000041', '10000042', '10000043', '10000044']);
    // References were done after the second page.
    expect(calls.at(-1)?.body?.modules).toEqual({ items: { from: 40, size: 20 } });

    await expect(query.next()).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Cannot ask or next results - no more results to provide',
      code: 'NO_MORE_RESULTS',
      status: 400,
    });
  });

  it('[S4.12] next() before execute() asks for the first page', async () => {
    const { client, calls } = setup(contractService({ total: 3 }));
    const first = await client.query().terms('biberon').items({ size: 2 }).next();
    expect(first.modules.items?.from).toBe(0);
    expect(calls.at(-1)?.body?.modules).toEqual({ items: { from: 0, size: 2 } });
  });

  it('[S4.12] without a total, a short page is the last one; a size of 0 never pages', async () => {
    const pages = [
      { items: { total: undefined, parts: [item('1'), item('2')] } },
      { items: { total: undefined, parts: [item('3')] } },
    ];
    let page = 0;
    const { client } = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { body: { status: 200, modules: pages[page++] } }));
    const query = client.query().terms('biberon').items({ size: 2 });
    await query.execute();
    expect((await query.next()).modules.items?.parts).toEqual([item('3')]);
    await expect(query.next()).rejects.toThrow('Cannot ask or next results - no more results to provide');

    const empty = setup(contractService()).client.query().terms('biberon').items({ size: 0 });
    await empty.execute();
    await expect(empty.next()).rejects.toThrow('Cannot ask or next results - no more results to provide');
  });

  it('[S4.12] a query whose response has no items module has no next page', async () => {
    const { client } = setup((call) => (call.method === 'GET' ? { body: SETTINGS } : { body: { status: 200, modules: {} } }));
    const query = client.query().terms('biberon').items({ size: 20 });
    await query.execute();
    await expect(query.next()).rejects.toThrow('Cannot ask or next results - no more results to provide');
  });

  it('[S4.12] two next() at once ask for two different pages, in order', async () => {
    const { client, calls } = setup(contractService({ total: 100 }));
    const query = client.query().terms('biberon').items({ size: 20 });
    await query.execute();
    const [second, third] = await Promise.all([query.next(), query.next()]);
    expect(second.modules.items?.from).toBe(20);
    expect(third.modules.items?.from).toBe(40);
    expect(calls.filter((call) => call.method === 'POST').map((call) => (call.body?.modules as { items: { from: number } }).items.from)).toEqual([
      0, 20, 40,
    ]);
  });

  it('[S4.12] a failed page does not stop the next call', async () => {
    let fail = true;
    const service = contractService({ total: 100 });
    const { client } = setup((call) => {
      if (call.method === 'POST' && (call.body?.modules as { items: { from: number } }).items.from === 20 && fail) {
        fail = false;
        return { status: 500, body: { status: 500, service: 'discovery', code: 'Internal', message: 'Boom' } };
      }
      return service(call);
    });
    const query = client.query().terms('biberon').items({ size: 20 });
    await query.execute();
    await expect(query.next()).rejects.toThrow('Boom');
    expect((await query.next()).modules.items?.from).toBe(20);
  });
});
