import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { startTestApi, type ApiAnswers, type SeenRequest, type TestApiOptions } from './handlers';

export interface RenderAppOptions extends TestApiOptions {
  /** The address opened, the basename included. */
  readonly path: string;
  /** The router's basename (`/kiosk`). */
  readonly basename?: string;
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
  { path, basename, wrap, ...api }: RenderAppOptions,
): RenderAppResult {
  const requests = startTestApi(api);
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
