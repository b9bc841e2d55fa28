import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inArray } from 'drizzle-orm';
import { userOf } from '../../identity/session-plugin';
import { requireLogin } from '../../identity/guards';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/database';
import { outboxMails } from '../../db/schema';
import { errorBodySchema, HttpError } from '../../http/error-body';
import { boundOrigin } from '../../identity/identity-runtime';
import { assertCompany, assertOpen, manageableList } from '../lists/list-access';
import { companyListParams, shareListBody, shareListResponse } from '@ldn/contract';
import { mailMessages } from '../mail/mail-messages';
import { countListMailsSince } from '../mail/outbox';
import { renderShareListMail } from '../mail/share-list-mail';

/** The outbox kind of a list invitation. */
export const SHARE_LIST_MAIL_KIND = 'share-list';
/** At most this many invitations per list in any 24 hours (a parent's family, not a mailing). */
export const SHARE_MAILS_PER_LIST_PER_DAY = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The same invitation (list, address, message) asked again within this window is not queued
 * again: a double click or a retried request sends one mail, a deliberate reminder later sends
 * another.
 */
export const SHARE_DEDUPE_WINDOW_MS = 10 * 60 * 1000;

/** [S2.5] Only a published list is shared. */
const listNotPublished = (): HttpError =>
  new HttpError(409, mailMessages.listNotPublished, 'LIST_NOT_PUBLISHED');

const limitReached = (alreadyQueued: number): HttpError =>
  new HttpError(
    429,
    alreadyQueued >= SHARE_MAILS_PER_LIST_PER_DAY
      ? mailMessages.shareLimitReached(SHARE_MAILS_PER_LIST_PER_DAY)
      : mailMessages.shareLimitRemaining(
          SHARE_MAILS_PER_LIST_PER_DAY,
          SHARE_MAILS_PER_LIST_PER_DAY - alreadyQueued,
        ),
    'SHARE_LIMIT_REACHED',
  );

/**
 * The origin relatives reach the site at: `PUBLIC_URL`, else the address this server listens on
 * (development), else the configured host and port.
 */
export function publicOrigin(app: FastifyInstance, config: ServerConfig): string {
  return (
    config.publicUrl ?? boundOrigin(app, config.host) ?? `http://${config.host}:${config.port}`
  );
}

/** The key that makes one invitation unique within its window. */
function shareDedupeKey(listId: string, recipient: string, message: string, now: Date): string {
  const digest = createHash('sha256').update(message).digest('hex').slice(0, 16);
  const window = Math.floor(now.getTime() / SHARE_DEDUPE_WINDOW_MS);
  return `${SHARE_LIST_MAIL_KIND}:${listId}:${window}:${digest}:${recipient}`;
}

async function existingKeys(tx: Db, keys: readonly string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ key: outboxMails.dedupeKey })
    .from(outboxMails)
    .where(inArray(outboxMails.dedupeKey, [...keys]));
  return new Set(rows.map((row) => row.key ?? ''));
}

/**
 * [S2.40] [S2.5] Share by e-mail: the owner (or staff acting for him, as everywhere in the lists
 * API) sends an invitation to each address, through the outbox. Everything is checked and queued
 * in one transaction, under the list's row lock, so the daily cap holds against concurrent
 * requests and a refused request queues nothing.
 */
export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  app.post(
    '/ldn/v1/shareListByEmail/:company/:listId',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['lists'],
        summary: 'Share a published list by e-mail (owner or staff; at most 100 mails a day)',
        params: companyListParams,
        body: shareListBody,
        response: {
          202: shareListResponse,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      assertCompany(request.params.company, config);
      const { recipients, message = '' } = request.body;
      const origin = publicOrigin(app, config);
      const queued = await database.transaction(async (tx) => {
        const { list } = await manageableList(tx, request.params.listId, userOf(request), {
          forUpdate: true,
        });
        assertOpen(list);
        if (list.status !== 'VALIDATED') throw listNotPublished();

        const now = new Date();
        const keyed = recipients.map((to) => ({
          to,
          key: shareDedupeKey(list.id, to, message, now),
        }));
        const known = await existingKeys(
          tx,
          keyed.map((entry) => entry.key),
        );
        const fresh = keyed.filter((entry) => !known.has(entry.key));
        if (fresh.length === 0) return 0;
        const alreadyQueued = await countListMailsSince(
          tx,
          list.id,
          SHARE_LIST_MAIL_KIND,
          new Date(now.getTime() - DAY_MS),
        );
        if (alreadyQueued + fresh.length > SHARE_MAILS_PER_LIST_PER_DAY) {
          throw limitReached(alreadyQueued);
        }

        const mail = renderShareListMail({
          ownerFirstName: list.ownerFirstName,
          listTitle: list.title,
          welcomeMessage: list.welcomeMessage,
          personalMessage: message,
          listUrl: `${origin}/list/${list.id}`,
        });
        let count = 0;
        for (const entry of fresh) {
          const id = await app.mail.queue(tx, {
            kind: SHARE_LIST_MAIL_KIND,
            to: entry.to,
            ...mail,
            listId: list.id,
            dedupeKey: entry.key,
          });
          if (id !== undefined) count += 1;
        }
        return count;
      });
      return reply.code(202).send({ queued });
    },
  );
};
