/**
 * The wire shapes of sharing a list by e-mail ([S2.40], `POST /ldn/v1/shareListByEmail`), written
 * by hand from the server's schemas (apps/server/src/modules/share).
 */

/** [S2.40] The body of the share-by-e-mail call. */
export interface ShareListByEmailBody {
  /** 1 to 20 e-mails, each valid by [S5.8]. */
  readonly recipients: readonly string[];
  /** At most 1000 characters; left out when blank. */
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
