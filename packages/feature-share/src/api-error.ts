import type { ApiErrorBody } from '@ldn/api-client';
import { errorToastMessages } from '@ldn/domain';

const isApiErrorBody = (data: unknown): data is ApiErrorBody =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as { message?: unknown }).message === 'string' &&
  (data as { message: string }).message.trim() !== '';

/**
 * [S2.40] [S8.2] What to show when sending failed: the server's message when its error body has one
 * (`{ status, code, message }`), else the domain's "error while sending the message".
 */
export function shareErrorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const { data } = error as { data: unknown };
    if (isApiErrorBody(data)) return data.message;
  }
  return errorToastMessages.ERROR_OCCURED_WHILE_SENDING_MESSAGE;
}
