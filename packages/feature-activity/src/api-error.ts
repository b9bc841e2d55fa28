import type { ApiErrorBody } from '@ldn/api-client';

const isApiErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'string' &&
  (data as { message: string }).message.trim() !== '';

/**
 * [S7.37] [S8.2] What to show when a call failed: the server's French message when its error body
 * has one (`{ status, code, message }`), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (isApiErrorBody(data)) return data.message;
  }
  return fallback;
}

/** The machine code of a failed call (`PURCHASE_IN_PROGRESS`...), or `undefined`. */
export function apiErrorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (typeof data === 'object' && data !== null && 'code' in data) {
      const { code } = data as { code: unknown };
      if (typeof code === 'string') return code;
    }
  }
  return undefined;
}
