import type { ApiErrorBody } from '@ldn/api-client';

/** The `{ status, code, message }` of a refusal, if the error carries one. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const body = data as Partial<ApiErrorBody>;
  return typeof body.code === 'string' ? (body as ApiErrorBody) : undefined;
}

/**
 * [S1.4] [S8.2] What to tell staff of a failed call: the server's message when it refused the
 * request itself (a 4xx with a body: the API's refusals are French), else `fallback` (a 5xx,
 * whose message is technical, or no answer at all).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  const message = apiErrorBody(error)?.message.trim();
  return status !== undefined && status >= 400 && status < 500 && message ? message : fallback;
}

/** The HTTP status of an RTK Query error, `undefined` for a network failure. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
