import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import { contributionEntries, contributions, customers, lists } from '../../db/schema';
import type { JobHandler, JobHandlers } from '../../jobs/job-queue';
import { toThankCountOf } from '../contributions/contributions-queries';
import { DIGEST_JOB } from '../contributions/digest-schedule';
import { queueMail } from '../mail/outbox';
import { renderDigestMail } from './money-mails';

/**
 * [S9.7] The holder's digest of new contributions: the ledger schedules one job per list and
 * period (`contributions/digest-schedule.ts`); its handler, here, sends the mail.
 */

export const DIGEST_MAIL_KIND = 'contribution-digest';

/** Options of {@link digestJobHandler}. */
export interface DigestJobOptions {
  readonly config: Pick<ServerConfig, 'publicUrl' | 'host' | 'port'>;
  readonly database: Database;
}

const stringOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** The background jobs of notifications, for the process's job worker (`main.ts`). */
export function notificationJobHandlers(options: DigestJobOptions): JobHandlers {
  return { [DIGEST_JOB]: digestJobHandler(options) };
}

/**
 * The digest job: queues one mail (dedupe key per list and period, so a job run twice sends it
 * once) listing the period's confirmed contributions, unless the holder has switched to NEVER
 * since, or nothing is left to tell (all cancelled). It ends with how many contributions of the
 * list are not thanked yet [S4.8], when there are some.
 */
export function digestJobHandler(options: DigestJobOptions): JobHandler {
  const origin = options.config.publicUrl ?? `http://${options.config.host}:${options.config.port}`;
  return {
    run: async (payload) => {
      const listId = stringOf(payload.listId);
      const periodKey = stringOf(payload.periodKey);
      const start = stringOf(payload.start);
      const end = stringOf(payload.end);
      const frequency = payload.frequency === 'DAILY' ? 'DAILY' : 'WEEKLY';
      if (!listId || !periodKey || !start || !end) throw new Error('digest: malformed payload');
      await options.database.transaction(async (tx) => {
        const [list] = await tx
          .select({
            id: lists.id,
            title: lists.title,
            ownerMail: lists.ownerMail,
            ownerFirstName: lists.ownerFirstName,
            frequency: customers.notificationFrequency,
          })
          .from(lists)
          .innerJoin(customers, eq(customers.pk, lists.ownerPk))
          .where(eq(lists.id, listId))
          .limit(1);
        if (!list || list.frequency === 'NEVER') return;
        const rows = await tx
          .select({
            contributorName: contributions.contributorName,
            walletCents: contributions.walletCents,
            walletCancelledAt: contributions.walletCancelledAt,
            message: contributions.message,
            itemCount: sql<number>`coalesce((select sum(${contributionEntries.quantity}) from ${contributionEntries} where ${contributionEntries.contributionId} = ${contributions.id}), 0)::int`,
          })
          .from(contributions)
          .where(
            and(
              eq(contributions.listId, listId),
              eq(contributions.status, 'CONFIRMED'),
              gte(contributions.createdAt, new Date(start)),
              lt(contributions.createdAt, new Date(end)),
            ),
          )
          .orderBy(asc(contributions.createdAt), asc(contributions.id));
        if (rows.length === 0) return;
        const mail = renderDigestMail({
          // Counted when the mail is written: thanks sent since the period ended are not owed.
          toThankCount: await toThankCountOf(tx, listId),
          ownerFirstName: list.ownerFirstName,
          listTitle: list.title,
          frequency,
          lines: rows.map((row) => ({
            contributorName: row.contributorName,
            itemCount: row.itemCount,
            walletCents: row.walletCancelledAt ? 0 : row.walletCents,
            message: row.message,
          })),
          activityUrl: `${origin}/list/${listId}/activite`,
        });
        await queueMail(tx, {
          kind: DIGEST_MAIL_KIND,
          to: list.ownerMail,
          listId,
          dedupeKey: `${DIGEST_MAIL_KIND}:${listId}:${periodKey}`,
          ...mail,
        });
      });
    },
  };
}
