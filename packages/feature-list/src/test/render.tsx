import {
  looseAnswers,
  makeTestStore,
  renderWithProviders as renderScreen,
  type RenderOptions as ScreenOptions,
  type RenderWithProvidersResult as ScreenResult,
} from '@ldn/test-kit';
import type { ReactElement } from 'react';

export { makeTestStore };

/** One recorded request: method, URL and the JSON body (undefined when none). */
export interface RecordedCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** An answer: JSON with a 200, or `{ status, body }`, or a function of the request giving either. */
export type FakeAnswer =
  unknown | { readonly status: number; readonly body: unknown } | ((call: RecordedCall) => unknown);

/** The API's answers by a fragment of the request URL; anything else is a 404. */
export type FakeApi = Record<string, FakeAnswer>;

/** The URL shown, the screen's route pattern, and the answers (an anonymous visitor by default). */
export type RenderOptions = Pick<ScreenOptions, 'path' | 'routePath'> & { readonly api?: FakeApi };

/** The kit's result with every api request in the list tests' terms. */
export type RenderWithProvidersResult = ScreenResult & { readonly calls: RecordedCall[] };

/**
 * `@ldn/test-kit`'s `renderWithProviders` with the list's answers (an anonymous visitor unless the
 * test says otherwise) and calls.
 */
export function renderWithProviders(
  ui: ReactElement,
  { api = {}, path = '/', routePath = '*' }: RenderOptions = {},
): RenderWithProvidersResult {
  const calls: RecordedCall[] = [];
  const result = renderScreen(ui, {
    path,
    routePath,
    api: looseAnswers({ getUserProfil: { logged: false }, ...api }),
    onRequest: (request) =>
      calls.push({ method: request.method, url: request.url, body: request.body ?? undefined }),
  });
  return { ...result, calls };
}
