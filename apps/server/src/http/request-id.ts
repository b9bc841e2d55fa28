import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** Header carrying the request id in and out, so one id follows a request across services. */
export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTABLE = /^[\w.:-]{1,128}$/;

/**
 * The id Fastify puts on every log line of a request: the caller's `x-request-id` when it looks
 * like an id (a proxy or the front end set it), else a fresh UUID. Anything longer or stranger is
 * replaced, so a client cannot write arbitrary text into the logs.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
}
