import { apiMiddleware, apiSlices } from '@ldn/api-client';
import {
  createScreenActions,
  LinkProvider,
  ScreenActionsProvider,
  ThemeProvider,
  type LinkProps,
  type ScreenActions,
} from '@ldn/ui-kit';
import { combineSlices, configureStore, type Middleware, type Slice } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { startTestApi, type SeenRequest, type TestApiOptions } from './handlers';

/** A middleware that does nothing: `makeTestStore`'s default first one. */
const passThrough: Middleware = () => (next) => (action) => next(action);

/**
 * A store as the apps build it: the api slices, the package's own slices, and the api middleware
 * (house style rule 8), after a middleware the package's store puts first (`prepend`: the
 * session's listener, as the apps' store has it).
 */
export function makeTestStore(
  slices: readonly Slice[] = [],
  { prepend = passThrough }: { readonly prepend?: Middleware } = {},
) {
  return configureStore({
    reducer: combineSlices(...apiSlices, ...slices),
    // One middleware, not a list: a spread list would lose the thunk type of `dispatch`.
    middleware: (getDefault) =>
      getDefault()
        .prepend(prepend)
        .concat(...apiMiddleware),
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export interface RenderOptions extends Omit<TestApiOptions, 'apiClient'> {
  /** The address shown, matched against `routePath`. */
  readonly path?: string;
  readonly routePath?: string;
  /** The ui-kit's in-app links rendered by the router's `Link`, as the apps do. */
  readonly routerLinks?: boolean;
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

/** The ui-kit's in-app links, rendered by react-router, as the apps render them. */
function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
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
    slices = [],
    elsewhere = <OtherPage />,
    routerLinks = false,
    ...api
  }: RenderOptions = {},
): RenderWithProvidersResult {
  const navigations: string[] = [];
  const requests = startTestApi({
    ...api,
    apiClient: {
      onNavigate: (url) => void navigations.push(url),
      readCookies: () => 'XSRF-TOKEN=xsrf-test',
    },
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
    const themed = <ThemeProvider>{children}</ThemeProvider>;
    return (
      <Provider store={store}>
        <ScreenActionsProvider actions={actions}>
          {routerLinks ? <LinkProvider component={RouterLink}>{themed}</LinkProvider> : themed}
        </ScreenActionsProvider>
      </Provider>
    );
  }
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...result, requests, navigations, user, router, store, actions };
}
