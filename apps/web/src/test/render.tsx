import { makeAppStore, wireApiClient, type AppState, type AppStore } from '@ldn/app-shell';
import { memoryStorage, okAnswers, renderApp, type RenderAppResult } from '@ldn/test-kit';
import { vi } from 'vitest';
import { readAppEnvironment } from '../app/environment';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import type { ShellServices } from '../app/shell-services';

export interface RenderAppOptions {
  readonly preloadedState?: Partial<AppState>;
  /** The `principalCookie` of the page (`null`: none). */
  readonly cookie?: string | null;
  /** The API's 200 bodies by URL fragment (anything else is a 404). */
  readonly api?: Readonly<Record<string, unknown>>;
  /** The browser's other parts (page loads and reloads are always recorded). */
  readonly services?: Partial<Omit<ShellServices, 'assign' | 'reload'>>;
}

export interface RenderWebResult extends RenderAppResult {
  readonly store: AppStore;
  readonly services: ShellServices & {
    readonly assign: ReturnType<typeof vi.fn>;
    readonly reload: ReturnType<typeof vi.fn>;
  };
}

/**
 * Renders the whole web app at `path`, as `start.tsx` does (`@ldn/test-kit`'s `renderApp`): a store
 * with the given state, a fake browser (page loads and reloads are recorded) and the API on MSW.
 */
export function renderWithProviders(path: string, options: RenderAppOptions = {}): RenderWebResult {
  const services = {
    readPrincipalCookie: () => options.cookie ?? null,
    appEnvironment: () => readAppEnvironment(),
    storage: memoryStorage(),
    ...options.services,
    assign: vi.fn(),
    reload: vi.fn(),
  };
  const store = makeAppStore(options.preloadedState, { storage: services.storage });
  wireApiClient(store, services);
  const result = renderApp(createRoutes({ store, services }), {
    path,
    api: okAnswers({ getVersion: { version: '1.4.0' }, ...options.api }),
    wrap: (router) => <AppProviders store={store}>{router}</AppProviders>,
  });
  return { ...result, store, services };
}
