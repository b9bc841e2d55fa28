import { apiMiddleware, apiSlices, configureApiClient } from '@ldn/api-client';
import {
  createScreenActions,
  ScreenActionsProvider,
  ThemeProvider,
  type ScreenActions,
} from '@ldn/ui-kit';
import { combineSlices, configureStore, type Slice } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { answersHandler, recordRequests, type ApiAnswers, type SeenRequest } from './handlers';
import { API_BASE, server, SITE_BASE } from './server';

/**
 * A store as the apps build it: the api slices, the package's own slices, and the api middleware
 * (house style rule 8).
 */
export function makeTestStore(slices: readonly Slice[] = []) {
  return configureStore({
    reducer: combineSlices(...apiSlices, ...slices),
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export interface RenderOptions {
  /** The address shown, matched against `routePath`. */
  readonly path?: string;
  readonly routePath?: string;
  /** The API's answers by URL fragment; anything else under the api base is a 404. */
  readonly api?: ApiAnswers;
  /** MSW handlers that answer before `api` (for a method, a sequence, a delay...). */
  readonly handlers?: readonly HttpHandler[];
  /** The package's own slices, added to the api slices of the store. */
  readonly slices?: readonly Slice[];
  /** What any other address shows (where a screen navigates to); by default its path. */
  readonly elsewhere?: ReactElement | null;
}

export interface RenderWithProvidersResult extends RenderResult {
  /** Every request the screen sent to the api, in order. */
  readonly requests: SeenRequest[];
  /** Full-page navigations the api client asked for (login, Not found). */
  readonly navigations: string[];
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly store: TestStore;
  /** The bar buttons' registry: `actions.run('validateCart')` presses the shell's button. */
  readonly actions: ScreenActions;
}

/** Shows the address a screen navigated to, for the tests to read. */
function OtherPage() {
  return <p>Page {useLocation().pathname}</p>;
}

/**
 * Renders a screen as the app does (house style rule 14): a real store with the api slices, the
 * api client on the real `fetch` answered by MSW, a memory router at `path`, the theme and the
 * screen-actions registry. Navigations the api client asks for (login, Not found) are recorded.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routePath = '/',
    api = {},
    handlers = [],
    slices = [],
    elsewhere = <OtherPage />,
  }: RenderOptions = {},
): RenderWithProvidersResult {
  const requests: SeenRequest[] = [];
  const navigations: string[] = [];
  server.use(recordRequests(requests), ...handlers, answersHandler(api));
  configureApiClient({
    apiBase: API_BASE,
    siteBase: SITE_BASE,
    // The global fetch, which MSW intercepts.
    fetchFn: undefined,
    onNavigate: (url) => void navigations.push(url),
    readCookies: () => 'XSRF-TOKEN=xsrf-test',
    logger: { error: () => undefined },
  });
  const store = makeTestStore(slices);
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: '*', element: elsewhere },
    ],
    { initialEntries: [path] },
  );
  const actions = createScreenActions();
  function Wrapper({ children }: { readonly children?: ReactNode }) {
    return (
      <Provider store={store}>
        <ScreenActionsProvider actions={actions}>
          <ThemeProvider>{children}</ThemeProvider>
        </ScreenActionsProvider>
      </Provider>
    );
  }
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...result, requests, navigations, user, router, store, actions };
}
