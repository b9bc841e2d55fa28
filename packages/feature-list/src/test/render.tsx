import { apiMiddleware, apiSlices, configureApiClient } from '@ldn/api-client';
import { ScreenActionsProvider, ThemeProvider } from '@ldn/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** One recorded request: method, URL and the JSON body (undefined when none). */
export interface RecordedCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** An answer: JSON with a 200, or `{ status, body }`, or a function of the request's body. */
export type FakeAnswer =
  unknown | { readonly status: number; readonly body: unknown } | ((call: RecordedCall) => unknown);

/** The API's answers by a fragment of the request URL; anything else is a 404. */
export type FakeApi = Record<string, FakeAnswer>;

const isStatusAnswer = (answer: unknown): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

function fakeFetch(api: FakeApi, calls: RecordedCall[]) {
  return vi.fn(async (input: RequestInfo) => {
    const request = typeof input === 'string' ? new Request(input) : input;
    const text = await request.clone().text();
    const call: RecordedCall = {
      method: request.method,
      url: request.url,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
    calls.push(call);
    const key = Object.keys(api).find((fragment) => call.url.includes(fragment));
    let answer: unknown =
      key === undefined
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Introuvable' } }
        : api[key];
    if (typeof answer === 'function') answer = (answer as (c: RecordedCall) => unknown)(call);
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** A store with the api slices only, as a feature needs (house style rule 8). */
export function makeTestStore() {
  return configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(...apiMiddleware),
  });
}

export type TestStore = ReturnType<typeof makeTestStore>;

export interface RenderOptions {
  /** The fake API; the profile defaults to an anonymous visitor. */
  readonly api?: FakeApi;
  /** The URL shown, and the route pattern the screen is mounted on. */
  readonly path?: string;
  readonly routePath?: string;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly store: TestStore;
  readonly calls: RecordedCall[];
  readonly navigations: ReturnType<typeof vi.fn>;
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders a screen as the app does (house style rule 14): a real store with the api slices, the api
 * client on a fake fetch (answers by URL fragment, requests recorded), a memory router, the theme and
 * the screen-actions registry.
 */
export function renderWithProviders(
  ui: ReactElement,
  { api = {}, path = '/', routePath = '*' }: RenderOptions = {},
): RenderWithProvidersResult {
  const calls: RecordedCall[] = [];
  const navigations = vi.fn();
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    siteBase: 'http://ldn.test',
    fetchFn: fakeFetch({ getUserProfil: { logged: false }, ...api }, calls),
    logger: { error: () => undefined },
    onNavigate: navigations,
    readCookies: () => '',
  });
  const store = makeTestStore();
  const router = createMemoryRouter([{ path: routePath, element: ui }], {
    initialEntries: [path],
  });
  function Providers({ children }: { readonly children?: ReactNode }) {
    return (
      <Provider store={store}>
        <ThemeProvider>
          <ScreenActionsProvider>{children}</ScreenActionsProvider>
        </ThemeProvider>
      </Provider>
    );
  }
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { ...result, store, calls, navigations, user, router };
}
