import {
  apiMiddleware,
  apiSlices,
  configureApiClient,
  resetApiClientConfig,
} from '@ldn/api-client';
import {
  createScreenActions,
  createToastStore,
  LinkProvider,
  ScreenActionsProvider,
  ThemeProvider,
  type LinkProps,
  type ScreenActions,
  type ToastStore,
} from '@ldn/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';

/** An answer of the fake API: a status and a JSON body. */
export interface FakeAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** A call the screen made: method, path after the api base, and the JSON body sent. */
export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * The API's answers by `'METHOD fragment'` or `'fragment'` (any method), the first key whose
 * fragment the URL contains wins; a value is a 200 body, a `FakeAnswer`, or a function of the call
 * (for answers that change, or that never come: return a pending promise). Anything else is a 404.
 */
export type FakeApi = Record<
  string,
  unknown | FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>)
>;

const isAnswer = (value: unknown): value is FakeAnswer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** An error body as our server sends it. */
export const refusal = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { status, code, message },
});

function fakeFetch(api: FakeApi, calls: RecordedCall[]) {
  return vi.fn(async (input: RequestInfo) => {
    const request = typeof input === 'string' ? new Request(input) : input;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const key = Object.keys(api).find((pattern) => {
      const [method, fragment] = pattern.includes(' ')
        ? pattern.split(' ', 2)
        : [undefined, pattern];
      return (method === undefined || method === call.method) && call.path.includes(fragment ?? '');
    });
    const value = key === undefined ? undefined : api[key];
    const answer: FakeAnswer =
      key === undefined
        ? refusal(404, 'NOT_FOUND', `No route for ${call.method} ${call.path}`)
        : typeof value === 'function'
          ? await (value as (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>)(call)
          : isAnswer(value)
            ? value
            : { status: 200, body: value };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** A store as the apps make it, with the api slices only (house style rule 8). */
export function makeTestStore() {
  return configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export interface RenderOptions {
  readonly api?: FakeApi;
  /** Where the memory router starts; `/` by default. */
  readonly path?: string;
  /** The route pattern the screen is mounted at; `path` by default ('/' for Home). */
  readonly routePath?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly store: TestStore;
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly calls: RecordedCall[];
  readonly fetch: ReturnType<typeof fakeFetch>;
  readonly toasts: ToastStore;
  readonly screenActions: ScreenActions;
  /** The Not found / login navigations the api-client asked for. */
  readonly navigations: { url: string; target: string }[];
  readonly user: ReturnType<typeof userEvent.setup>;
}

function RouterLink({ href, ...rest }: LinkProps) {
  return <Link to={href} {...rest} />;
}

afterEach(() => {
  resetApiClientConfig();
});

/**
 * Renders a screen as the app does (house style rule 14): a real store with the api slices, the
 * api-client pointed at a fake API answering JSON per URL, a memory router (other paths render
 * their path, so a navigation can be checked), the theme, the router's links and the registry of
 * the bar buttons. `ui` receives the test's toast store.
 */
export function renderWithProviders(
  ui: (toasts: ToastStore) => ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const calls: RecordedCall[] = [];
  const navigations: { url: string; target: string }[] = [];
  const fetch = fakeFetch(options.api ?? {}, calls);
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    siteBase: 'http://ldn.test',
    fetchFn: fetch,
    logger: { error: () => undefined },
    onNavigate: (url, target) => navigations.push({ url, target }),
  });
  const store = makeTestStore();
  const toasts = createToastStore();
  const screenActions = createScreenActions();
  const path = options.path ?? '/';
  const router = createMemoryRouter(
    [
      { path: options.routePath ?? path.split('?')[0] ?? '/', element: ui(toasts) },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Provider store={store}>
      <ScreenActionsProvider actions={screenActions}>
        <ThemeProvider>
          <LinkProvider component={RouterLink}>
            <RouterProvider router={router} />
          </LinkProvider>
        </ThemeProvider>
      </ScreenActionsProvider>
    </Provider>,
  );
  return { ...result, store, router, calls, fetch, toasts, screenActions, navigations, user };
}
