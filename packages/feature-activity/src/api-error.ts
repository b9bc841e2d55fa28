import { serverMessageOf } from '@ldn/api-client';

/**
 * [S7.37] [S8.2] What to show when a call failed: the server's French message when its error body
 * has one (`{ status, code, message }`), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
