import type { ApiErrorBody } from '@ldn/api-client';

const isApiErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'string' &&
  (data as { message: string }).message.trim() !== '';

/** The body of a failed call (`{ status, data }` of RTK Query), `undefined` otherwise. */
export function errorBodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error
    ? (error as { data: unknown }).data
    : undefined;
}

/** The server's French message of a refusal (`{ status, code, message }`), if it has one. */
export function serverMessageOf(error: unknown): string | undefined {
  const data = errorBodyOf(error);
  return isApiErrorBody(data) ? data.message : undefined;
}
