import type { ScreenList } from '@ldn/domain';
import {
  createScreenActions,
  ScreenActionsProvider,
  ThemeProvider,
  type ScreenActions,
} from '@ldn/ui-kit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { looseAnswers, makeTestStore, startTestApi, type ParsedRequest } from '@ldn/test-kit';
import { AddToListFlow } from '../add-to-list/add-to-list-flow';
import { makeProfile } from './fixtures';
import { PROFILE_PATH, type FakeAnswer, type FakeRoutes, type RecordedRequest } from './fake-api';

export { PROFILE_PATH } from './fake-api';
export type { FakeRoutes } from './fake-api';

/** A route's answer as the kit's: 200 and an empty object unless it says otherwise. */
const answerOf = (answer: FakeAnswer) => ({
  status: answer.status ?? 200,
  body: answer.body ?? {},
});

/**
 * The product tests' api on the kit's MSW server: the signed-in parent unless a route says
 * otherwise, the routes by `'METHOD /path'`, and what was sent (`calls()` leaves the profile out).
 */
function productApi(routes: FakeRoutes) {
  const all: FakeRoutes = { [PROFILE_PATH]: { body: makeProfile() }, ...routes };
  const requests: RecordedRequest[] = [];
  startTestApi({
    api: looseAnswers(
      Object.fromEntries(
        Object.entries(all).map(([key, route]) => [
          key,
          typeof route === 'function'
            ? async (call: ParsedRequest) => answerOf(await route(call))
            : answerOf(route),
        ]),
      ),
    ),
    onRequest: (request) =>
      requests.push({
        method: request.method,
        path: request.path,
        body: request.body ?? undefined,
      }),
    apiClient: { readCookies: () => 'XSRF-TOKEN=test', onNavigate: () => undefined },
  });
  const calls = () =>
    requests
      .map((request) => `${request.method} ${request.path}`)
      .filter((call) => call !== PROFILE_PATH);
  return { requests, calls };
}

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
  server: ReturnType<typeof productApi>;
  assign: ReturnType<typeof vi.fn>;
  onAddAnother: ReturnType<typeof vi.fn>;
  store: ReturnType<typeof makeTestStore>;
} {
  const server = productApi(api);
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
  return { ...result, user, actions, server, assign, onAddAnother, store };
}
