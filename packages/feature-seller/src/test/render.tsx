import { apiMiddleware, apiSlices, configureApiClient } from '@ldn/api-client';
import { ScreenActionsProvider, ThemeProvider } from '@ldn/ui-kit';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';

/** One answer of the fake API: a status and a JSON body. */
export interface FakeAnswer {
  readonly status: number;
  readonly body: unknown;
}

/** The API's answers, by a fragment of the request URL (first match wins); anything else is a 404. */
export type FakeApi = Record<
  string,
  FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)
>;

/** The requests the fake API received, with their JSON body. */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

function fakeFetch(api: FakeApi, seen: SeenRequest[]) {
  return vi.fn(async (input: RequestInfo, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      url: request.url,
      body: text === '' ? null : JSON.parse(text),
    });
    const key = Object.keys(api).find((fragment) => request.url.includes(fragment));
    const entry = key === undefined ? undefined : api[key];
    const answer: FakeAnswer =
      entry === undefined
        ? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Introuvable' } }
        : typeof entry === 'function'
          ? await entry(request)
          : entry;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function OtherPage() {
  return <p>Page {useLocation().pathname}</p>;
}

/** A store as the apps build it: the api slices and their middleware (house style rule 8). */
export function makeTestStore() {
  return configureStore({
    reducer: combineSlices(...apiSlices),
    middleware: (getDefault) => getDefault().concat(...apiMiddleware),
  });
}

export interface RenderOptions {
  /** The address shown, matched against `routePath`. */
  readonly path?: string;
  readonly routePath?: string;
  readonly api?: FakeApi;
}

export interface RenderWithProvidersResult extends RenderResult {
  readonly requests: SeenRequest[];
  readonly navigations: string[];
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders a screen as the app does (house style rule 14): a real store with the api slices, the
 * api client on a fake fetch answering JSON per URL, a memory router at `path`, the theme and the
 * screen-actions registry. Navigations the api client asks for (login, Not found) are recorded.
 */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', routePath = '/', api = {} }: RenderOptions = {},
): RenderWithProvidersResult {
  const requests: SeenRequest[] = [];
  const navigations: string[] = [];
  configureApiClient({
    apiBase: 'http://ldn.test/api',
    siteBase: 'http://ldn.test',
    fetchFn: fakeFetch(api, requests),
    onNavigate: (url) => void navigations.push(url),
    readCookies: () => 'XSRF-TOKEN=xsrf-test',
    logger: { error: () => undefined },
  });
  const store = makeTestStore();
  // Any other address (where a screen navigates to) shows its path, for the tests to read.
  const router = createMemoryRouter(
    [
      { path: routePath, element: ui },
      { path: '*', element: <OtherPage /> },
    ],
    { initialEntries: [path] },
  );
  function Wrapper({ children }: { readonly children?: ReactNode }) {
    return (
      <Provider store={store}>
        <ScreenActionsProvider>
          <ThemeProvider>{children}</ThemeProvider>
        </ScreenActionsProvider>
      </Provider>
    );
  }
  const user = userEvent.setup();
  const result = render(<RouterProvider router={router} />, { wrapper: Wrapper });
  return { ...result, requests, navigations, user, router };
}
