import { apiMiddleware, apiSlices, configureApiClient } from '@ldn/api-client';
import type { ScreenList } from '@ldn/domain';
import {
  createScreenActions,
  ScreenActionsProvider,
  ThemeProvider,
  type ScreenActions,
} from '@ldn/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AddToListFlow } from '../add-to-list/add-to-list-flow';
import { createFakeApi, type FakeRoutes } from './fake-api';

export { PROFILE_PATH } from './fake-api';
export type { FakeRoutes } from './fake-api';

/** The api base of the tests: every request is answered by the fake `fetch` below. */
export const API = 'http://api.test/api';

/** Shows where the router is, so that tests see navigations. */
function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.hash}`}</p>;
}

export interface RenderOptions {
  /** The route pattern of the screen, e.g. `/product/:productId`. */
  readonly path: string;
  /** The address the test starts on, e.g. `/product/12345678`. */
  readonly url: string;
  /** Earlier entries of the history, to test 'back'. */
  readonly history?: readonly string[];
  readonly api?: FakeRoutes;
  /** The shell's current list, given to the add-to-list flow. */
  readonly currentList?: ScreenList | null;
}

/**
 * Renders a screen as the app does: a real store with the api slices, the api-client on a fake
 * server, a memory router (the screen on its pattern, any other address shows its location), the
 * theme, the screen actions and the add-to-list flow.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path, url, history = [], api = {}, currentList = null }: RenderOptions,
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  actions: ScreenActions;
  server: ReturnType<typeof createFakeApi>;
  assign: ReturnType<typeof vi.fn>;
  onAddAnother: ReturnType<typeof vi.fn>;
  onNavigate: ReturnType<typeof vi.fn>;
  store: ReturnType<typeof makeTestStore>;
} {
  const server = createFakeApi(api);
  const onNavigate = vi.fn();
  configureApiClient({
    apiBase: API,
    siteBase: 'http://site.test',
    fetchFn: server.fetchFn,
    readCookies: () => 'XSRF-TOKEN=test',
    onNavigate,
    logger: { error: () => undefined },
  });
  const store = makeTestStore();
  const actions = createScreenActions();
  const assign = vi.fn();
  const onAddAnother = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: (
          <AddToListFlow
            loginHref={(redirect) => `/login?redirect=${encodeURIComponent(redirect)}`}
            assign={assign}
            currentList={currentList}
            onAddAnother={onAddAnother}
          >
            <main>
              <Outlet />
            </main>
            <LocationProbe />
          </AddToListFlow>
        ),
        children: [
          { path, element: ui },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [...history, url], initialIndex: history.length },
  );
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <ThemeProvider>
        <ScreenActionsProvider actions={actions}>
          <RouterProvider router={router} />
        </ScreenActionsProvider>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, user, actions, server, assign, onAddAnother, onNavigate, store };
}

/** The store of the tests: the api slices only (features keep no slice of their own). */
export function makeTestStore() {
  return configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });
}
