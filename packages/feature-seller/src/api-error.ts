import { errorStatus, serverMessageOf } from '@ldn/api-client';

export { apiErrorBody, errorStatus } from '@ldn/api-client';

/**
 * [S1.4] [S8.2] What to tell staff of a failed call: the server's message when it refused the
 * request itself (a 4xx with a body: the API's refusals are French), else `fallback` (a 5xx,
 * whose message is technical, or no answer at all).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  const message = serverMessageOf(error);
  return status !== undefined && status >= 400 && status < 500 && message ? message : fallback;
}
