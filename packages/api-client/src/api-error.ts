import type { ApiErrorBody } from './wire-types';

/**
 * The one reader of a failed call's error body. RTK Query gives `{ status, data }`, where `data`
 * is the API's error body (`{ status, code, message }`, the contract's `errorBodySchema`) when the
 * server answered with one; a network failure or an HTML page has none. The body is checked field
 * by field rather than with the zod schema, so that zod stays out of the pages' downloads; its
 * test holds this check to the schema.
 */

/** The `data` of a failed call, whatever it holds; `undefined` when the error has none. */
export function errorBodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}

/** Whether `data` is an error body of the API (`errorBodySchema` of the contract). */
export function isApiErrorBody(data: unknown): data is ApiErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const { status, code, message } = data as Record<string, unknown>;
  return (
    typeof status === 'number' &&
    Number.isInteger(status) &&
    typeof code === 'string' &&
    typeof message === 'string'
  );
}

/** The API's error body of a failed call, `undefined` when it carries none. */
export function apiErrorBody(error: unknown): ApiErrorBody | undefined {
  const data = errorBodyOf(error);
  return isApiErrorBody(data) ? data : undefined;
}

/** The stable code of a refusal (`COUNTRY_UNKNOWN`, `PURCHASE_IN_PROGRESS`...), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  return apiErrorBody(error)?.code;
}

/** The server's message of a refusal, trimmed, when it has a non-empty one. */
export function serverMessageOf(error: unknown): string | undefined {
  const message = apiErrorBody(error)?.message.trim();
  return message === undefined || message === '' ? undefined : message;
}

/** The HTTP status of a failed call, `undefined` for a network failure (no answer). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : undefined;
}
