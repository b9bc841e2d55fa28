import { http, HttpResponse, type HttpHandler } from 'msw';
import { configureApiClient, type ApiClientConfig } from '@ldn/api-client';
import { API_BASE, server, SITE_BASE } from './server';

/** One answer of the API: a status and a JSON body. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The API's answers, by a fragment of the request URL, or `'METHOD fragment'` for one method
 * (first match wins): an answer, or a function of the request (for answers that change with the
 * body, or that never come: return a pending promise). Anything else under the api base is the
 * server's 404.
 */
export type ApiAnswers = Record<
  string,
  ApiAnswer | ((request: Request) => ApiAnswer | Promise<ApiAnswer>)
>;

/** A request the API received, with its JSON body (null when none). */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  /** The URL after the api base, its query included (`/ldn/v1/getUserProfil/`). */
  readonly path: string;
  readonly body: unknown;
  /** The XSRF header sent, if any. */
  readonly xsrf: string | null;
}

/** The server's answer to an unknown address [S7.1]. */
export const NOT_FOUND: ApiAnswer = {
  status: 404,
  body: { status: 404, code: 'NOT_FOUND', message: 'Introuvable' },
};

/** An answer as an MSW response: JSON, whatever the status; none for a 204. */
export function toResponse(answer: ApiAnswer): Response {
  if (answer.status === 204) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(answer.body as never, { status: answer.status });
}

const isApiAnswer = (value: unknown): value is ApiAnswer =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value;

/** `value` as an answer: itself when it has a status and a body, else a 200 with it as the body. */
export function answerOf(value: unknown): ApiAnswer {
  return isApiAnswer(value) ? value : { status: 200, body: value };
}

/** The path of `url` after the api base (`base`), its query included. */
const pathAfter = (url: string, base: string) => url.slice(base.length);

/** A request as a loose answer's function reads it: its JSON body is `undefined` when none. */
export interface ParsedRequest {
  readonly method: string;
  readonly url: string;
  /** The URL after the api base, its query included. */
  readonly path: string;
  readonly body: unknown;
}

async function parse(request: Request, base: string): Promise<ParsedRequest> {
  const text = await request.clone().text();
  return {
    method: request.method,
    url: request.url,
    path: pathAfter(request.url, base),
    body: text === '' ? undefined : (JSON.parse(text) as unknown),
  };
}

/**
 * Answers written loosely, as the older screen tests wrote them: by the same keys as `ApiAnswers`,
 * a 200 body, an answer (`{ status, body }`), or a function of the parsed request giving either.
 */
export function looseAnswers(
  api: Readonly<Record<string, unknown>>,
  base: string = API_BASE,
): ApiAnswers {
  return Object.fromEntries(
    Object.entries(api).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? async (request: Request) =>
            answerOf(await (value as (call: ParsedRequest) => unknown)(await parse(request, base)))
        : answerOf(value),
    ]),
  );
}

/**
 * A handler that writes down every request under the api base, then lets the next handler answer
 * (a resolver that returns nothing falls through in MSW).
 */
export function recordRequests(
  seen: SeenRequest[],
  base: string = API_BASE,
  onRequest?: (request: SeenRequest) => void,
): HttpHandler {
  return http.all(`${base}/*`, async ({ request }) => {
    const text = await request.clone().text();
    const recorded: SeenRequest = {
      method: request.method,
      url: request.url,
      path: pathAfter(request.url, base),
      body: text === '' ? null : (JSON.parse(text) as unknown),
      xsrf: request.headers.get('X-XSRF-TOKEN'),
    };
    seen.push(recorded);
    onRequest?.(recorded);
    return undefined;
  });
}

/**
 * The answers of `answers` as one MSW handler under the api base: the first fragment the URL
 * contains answers; any other address is a 404, as the server says.
 */
export function answersHandler(answers: ApiAnswers, base: string = API_BASE): HttpHandler {
  return http.all(`${base}/*`, async ({ request }) => {
    const key = Object.keys(answers).find((pattern) => {
      const [method, fragment] = /^[A-Z]+ /.test(pattern)
        ? pattern.split(' ', 2)
        : [undefined, pattern];
      return (
        (method === undefined || method === request.method) && request.url.includes(fragment ?? '')
      );
    });
    const entry = key === undefined ? undefined : answers[key];
    const answer =
      entry === undefined ? NOT_FOUND : typeof entry === 'function' ? await entry(request) : entry;
    return toResponse(answer);
  });
}

export interface TestApiOptions {
  /** The API's answers by URL fragment; anything else under the api base is a 404. */
  readonly api?: ApiAnswers;
  /** MSW handlers that answer before `api` (for a method, a sequence, a delay...). */
  readonly handlers?: readonly HttpHandler[];
  /** Told of every api request, as it is sent (for a package's own record of them). */
  readonly onRequest?: (request: SeenRequest) => void;
  /** What the test sets of the api client beyond the test api (its navigation, say). */
  readonly apiClient?: Partial<ApiClientConfig>;
}

/**
 * The test's api: `api` and `handlers` answered by the file's MSW server, every request recorded
 * in the returned list, and the api client on the real `fetch` (which MSW intercepts) at the test
 * api's base. Both render helpers start with it.
 */
export function startTestApi({
  api = {},
  handlers = [],
  onRequest,
  apiClient = {},
}: TestApiOptions): SeenRequest[] {
  const requests: SeenRequest[] = [];
  server.use(recordRequests(requests, API_BASE, onRequest), ...handlers, answersHandler(api));
  configureApiClient({
    apiBase: API_BASE,
    siteBase: SITE_BASE,
    fetchFn: undefined,
    logger: { error: () => undefined },
    ...apiClient,
  });
  return requests;
}
