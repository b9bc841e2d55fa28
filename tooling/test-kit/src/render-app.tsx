import { configureApiClient, type ApiClientConfig } from '@ldn/api-client';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { answersHandler, recordRequests, type ApiAnswers, type SeenRequest } from './handlers';
import { API_BASE, server, SITE_BASE } from './server';

export interface RenderAppOptions {
  /** The address opened, the basename included. */
  readonly path: string;
  /** The router's basename (`/kiosk`). */
  readonly basename?: string;
  /** The API's answers by URL fragment; anything else under the api base is a 404. */
  readonly api?: ApiAnswers;
  /** MSW handlers that answer before `api`. */
  readonly handlers?: readonly HttpHandler[];
  /** What the app sets of the api client beyond the test api (its navigation, say). */
  readonly apiClient?: Partial<ApiClientConfig>;
  /** The app's providers around its router (store, theme, what its shell offers). */
  readonly wrap: (router: ReactElement) => ReactElement;
}

export interface RenderAppResult extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
  /** Every request the app sent to the api, in order. */
  readonly requests: SeenRequest[];
  readonly user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders a whole app (its route table, layout and providers) at `path` as its `main.tsx` does,
 * with a memory router and the api client on the real `fetch` answered by MSW. The app's own
 * helper builds its store, routes and fake browser and calls this.
 */
export function renderApp(
  routes: RouteObject[],
  { path, basename, api = {}, handlers = [], apiClient = {}, wrap }: RenderAppOptions,
): RenderAppResult {
  const requests: SeenRequest[] = [];
  server.use(recordRequests(requests), ...handlers, answersHandler(api));
  configureApiClient({
    apiBase: API_BASE,
    siteBase: SITE_BASE,
    // The global fetch, which MSW intercepts.
    fetchFn: undefined,
    logger: { error: () => undefined },
    ...apiClient,
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    ...(basename === undefined ? {} : { basename }),
  });
  const user = userEvent.setup();
  const result = render(wrap(<RouterProvider router={router} />));
  return { ...result, router, requests, user };
}

/** Bodies the API answers with 200, by URL fragment (the shell's tests need no other status). */
export function okAnswers(bodies: Readonly<Record<string, unknown>>): ApiAnswers {
  return Object.fromEntries(
    Object.entries(bodies).map(([fragment, body]) => [fragment, { status: 200, body }]),
  );
}
