import { http, HttpResponse, type HttpHandler } from 'msw';
import { API_BASE } from './server';

/** One answer of the API: a status and a JSON body. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The API's answers, by a fragment of the request URL (first match wins): an answer, or a
 * function of the request (for answers that change with the body, or that never come: return a
 * pending promise). Anything else under the api base is the server's 404.
 */
export type ApiAnswers = Record<
  string,
  ApiAnswer | ((request: Request) => ApiAnswer | Promise<ApiAnswer>)
>;

/** A request the API received, with its JSON body (null when none). */
export interface SeenRequest {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  /** The XSRF header sent, if any. */
  readonly xsrf: string | null;
}

/** The server's answer to an unknown address [S7.1]. */
export const NOT_FOUND: ApiAnswer = {
  status: 404,
  body: { status: 404, code: 'NOT_FOUND', message: 'Introuvable' },
};

/** An answer as an MSW response: JSON, whatever the status. */
export function toResponse(answer: ApiAnswer): Response {
  return HttpResponse.json(answer.body as never, { status: answer.status });
}

/**
 * A handler that writes down every request under the api base, then lets the next handler answer
 * (a resolver that returns nothing falls through in MSW).
 */
export function recordRequests(seen: SeenRequest[], base: string = API_BASE): HttpHandler {
  return http.all(`${base}/*`, async ({ request }) => {
    const text = await request.clone().text();
    seen.push({
      method: request.method,
      url: request.url,
      body: text === '' ? null : (JSON.parse(text) as unknown),
      xsrf: request.headers.get('X-XSRF-TOKEN'),
    });
    return undefined;
  });
}

/**
 * The answers of `answers` as one MSW handler under the api base: the first fragment the URL
 * contains answers; any other address is a 404, as the server says.
 */
export function answersHandler(answers: ApiAnswers, base: string = API_BASE): HttpHandler {
  return http.all(`${base}/*`, async ({ request }) => {
    const key = Object.keys(answers).find((fragment) => request.url.includes(fragment));
    const entry = key === undefined ? undefined : answers[key];
    const answer =
      entry === undefined ? NOT_FOUND : typeof entry === 'function' ? await entry(request) : entry;
    return toResponse(answer);
  });
}
