import { serverMessageOf } from '@ldn/api-client';
import { errorToastMessages } from '@ldn/domain';

/**
 * [S2.40] [S8.2] What to show when sending failed: the server's message when its error body has one
 * (`{ status, code, message }`), else the domain's "error while sending the message".
 */
export function shareErrorMessage(error: unknown): string {
  return serverMessageOf(error) ?? errorToastMessages.ERROR_OCCURED_WHILE_SENDING_MESSAGE;
}
