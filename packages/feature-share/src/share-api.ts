import { apiClientConfig, ldnApi, type ApiErrorBody } from '@ldn/api-client';
import { errorToastMessages } from '@ldn/domain';

/** [S2.40] At most this many recipients per sending (the server refuses more with a 400). */
export const MAX_RECIPIENTS = 20;
/** [S2.40] The personal message's maximum length, in characters (the server's limit). */
export const MESSAGE_MAX_LENGTH = 1000;

/** [S2.40] The body of the share-by-e-mail call. */
export interface ShareListByEmailBody {
  /** 1 to {@link MAX_RECIPIENTS} e-mails, each valid by [S5.8]. */
  readonly recipients: readonly string[];
  /** At most {@link MESSAGE_MAX_LENGTH} characters; left out when blank. */
  readonly message?: string;
}

/** [S2.40] The answer: how many mails were queued in the outbox. */
export interface ShareListByEmailResult {
  readonly queued: number;
}

/** The arguments of the call: the list and the body. */
export interface ShareListByEmailArgs {
  readonly listId: string;
  readonly body: ShareListByEmailBody;
}

/**
 * The share endpoint (house style rule 6: the feature injects its own endpoints).
 * [S2.5] [S2.40] `POST /ldn/v1/shareListByEmail/{company}/{listId}` answers 202 `{ queued }`; it
 * refuses with the server's French message: 400 (bad input), 403 (not the owner), 409 (the list is
 * not published), 429 (over the daily limit). Its 400 is an answer the screen shows, so it never
 * navigates to Not found ([S7.1] `notFoundIsAnswer`); a POST is never retried.
 */
export const shareApi = ldnApi.injectEndpoints({
  endpoints: (build) => ({
    shareListByEmail: build.mutation<ShareListByEmailResult, ShareListByEmailArgs>({
      query: ({ listId, body }) => ({
        url: `/ldn/v1/shareListByEmail/${encodeURIComponent(apiClientConfig().company)}/${encodeURIComponent(listId)}`,
        method: 'POST',
        body,
      }),
      extraOptions: { notFoundIsAnswer: true },
    }),
  }),
});

export const { useShareListByEmailMutation } = shareApi;

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
