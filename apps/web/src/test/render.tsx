import { configureApiClient } from '@ldn/api-client';
import type { FlagStorage } from '@ldn/feature-session';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { wireApiClient } from '../app/api-wiring';
import { readAppEnvironment } from '../app/environment';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import type { ShellServices } from '../app/shell-services';
import { makeStore, type AppState, type AppStore } from '../app/store';

/** A map standing for `sessionStorage`. */
export function memoryStorage(): FlagStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The API's answers, by a fragment of the request URL; anything else is a 404. */
export type FakeApi = Record<string, unknown>;

function fakeFetch(api: FakeApi) {
  return vi.fn(async (input: RequestInfo) => {
    const url = typeof input === 'string' ? input : input.url;
    const key = Object.keys(api).find((fragment) => url.includes(fragment));
    const found = key !== undefined;
    return new Response(
      JSON.stringify(found ? api[key] : { status: 404, code: 'NOT_FOUND', message: 'Introuvable' }),
      { status: found ? 200 : 404, headers: { 'content-type': 'application/json' } },
    );
  });
}

export interface RenderAppOptions {
  readonly preloadedState?: Partial<AppState>;
  /** The `principalCookie` of the page (`null`: none). */
  readonly cookie?: string | null;
  readonly api?: FakeApi;
  /** The browser's other parts (page loads and reloads are always recorded). */
  readonly services?: Partial<Omit<ShellServices, 'assign' | 'reload'>>;
}

export interface RenderAppResult extends RenderResult {
  readonly store: AppStore;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly services: ShellServices & {
    readonly assign: ReturnType<typeof vi.fn>;
    readonly reload: ReturnType<typeof vi.fn>;
  };
  readonly fetch: ReturnType<typeof fakeFetch>;
  readonly user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders the whole app at `path`, as `main.tsx` does, with a memory router, a store with the given
 * state, a fake browser (page loads and reloads are recorded) and a fake API (house style rule 14).
 */
export function renderWithProviders(path: string, options: RenderAppOptions = {}): RenderAppResult {
  const services = {
    readPrincipalCookie: () => options.cookie ?? null,
    appEnvironment: () => readAppEnvironment(),
    storage: memoryStorage(),
    ...options.services,
    assign: vi.fn(),
    reload: vi.fn(),
  };
  const store = makeStore(options.preloadedState, { storage: services.storage });
  wireApiClient(store, services);
  const fetch = fakeFetch({ getVersion: { version: '1.4.0' }, ...options.api });
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    siteBase: 'http://ldn.test',
    fetchFn: fetch,
    logger: { error: () => undefined },
  });
  const router = createMemoryRouter(createRoutes({ store, services }), { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, services, fetch, user };
}
