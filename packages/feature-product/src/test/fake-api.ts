import { makeProfile } from './fixtures';

/**
 * The product pages' fake server for the stories (Storybook runs no MSW): a `fetch` that answers
 * JSON per `'METHOD /path'`, and the requests it received. The tests answer the same routes through
 * `@ldn/test-kit`'s MSW server (`render.tsx`).
 */

/** A request the fake server received: method, path under the api base (with its query), body. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** What the fake server answers: a status (200 by default) and a JSON body. */
export interface FakeAnswer {
  readonly status?: number;
  readonly body?: unknown;
}

/** Answers keyed by `'METHOD /path?query'`; a function sees the request. */
export type FakeRoutes = Readonly<
  Record<string, FakeAnswer | ((request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>)>
>;

/** The signed-in parent, as every test starts (a route overrides it). */
export const PROFILE_PATH = 'GET /ldn/v1/getUserProfil/';

/** A fake server: a `fetch` answering JSON per URL, and the requests it received. */
export function createFakeApi(routes: FakeRoutes) {
  const requests: RecordedRequest[] = [];
  const all: FakeRoutes = { [PROFILE_PATH]: { body: makeProfile() }, ...routes };
  const fetchFn = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      body: text === '' ? undefined : JSON.parse(text),
    };
    requests.push(recorded);
    const route = all[`${recorded.method} ${recorded.path}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 500, body: { status: 500, code: 'UNEXPECTED', message: recorded.path } }
        : typeof route === 'function'
          ? await route(recorded)
          : route;
    const status = answer.status ?? 200;
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify(answer.body ?? {}), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
  };
  /** The requests other than the profile read, as `'METHOD /path'`. */
  const calls = () =>
    requests
      .filter((request) => `${request.method} ${request.path}` !== PROFILE_PATH)
      .map((request) => `${request.method} ${request.path}`);
  return { fetchFn, requests, calls };
}
