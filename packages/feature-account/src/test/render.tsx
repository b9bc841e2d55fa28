import {
  looseAnswers,
  renderWithProviders as renderScreen,
  type ApiAnswer,
  type RenderOptions as ScreenOptions,
  type RenderWithProvidersResult as ScreenResult,
} from '@ldn/test-kit';
import { createToastStore, type ScreenActions, type ToastStore } from '@ldn/ui-kit';
import type { ReactElement } from 'react';

/** A call the screen made: method, path after the api base, and the JSON body sent. */
export interface RecordedCall {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/**
 * The API's answers by `'METHOD fragment'` or `'fragment'` (the kit's MSW answers): a 200 body,
 * an answer (`{ status, body }`), or a function of the call (return a pending promise for an
 * answer that never comes). Anything else is a 404.
 */
export type FakeApi = Record<
  string,
  unknown | ApiAnswer | ((call: RecordedCall) => ApiAnswer | Promise<ApiAnswer>)
>;

/** An answer of the fake API: a status and a JSON body. */
export type FakeAnswer = ApiAnswer;

/** An error body as our server sends it. */
export const refusal = (status: number, code: string, message: string): ApiAnswer => ({
  status,
  body: { status, code, message },
});

/** Where the router starts (`/` by default) and the screen's pattern (`path` by default). */
export type RenderOptions = Pick<ScreenOptions, 'path' | 'routePath'> & { readonly api?: FakeApi };

/** The kit's result with the account tests' calls, the toast store and the bar buttons. */
export type RenderWithProvidersResult = ScreenResult & {
  readonly calls: RecordedCall[];
  readonly toasts: ToastStore;
  readonly screenActions: ScreenActions;
};

/**
 * `@ldn/test-kit`'s `renderWithProviders` with the router's links, the account's answers and
 * calls, and a toast store the screen (`ui`) receives.
 */
export function renderWithProviders(
  ui: (toasts: ToastStore) => ReactElement,
  options: RenderOptions = {},
): RenderWithProvidersResult {
  const calls: RecordedCall[] = [];
  const toasts = createToastStore();
  const path = options.path ?? '/';
  const result = renderScreen(ui(toasts), {
    path,
    routePath: options.routePath ?? path.split('?')[0] ?? '/',
    api: looseAnswers(options.api ?? {}),
    onRequest: (request) =>
      calls.push({ method: request.method, path: request.path, body: request.body ?? undefined }),
    routerLinks: true,
    elsewhere: <p data-testid="elsewhere">elsewhere</p>,
  });
  return { ...result, calls, toasts, screenActions: result.actions };
}
