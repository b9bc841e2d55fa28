import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { outboxMails } from '../../db/schema';
import { enqueueJob, type JobHandlers, type JobKind } from '../../jobs/job-queue';
import type { MailTransport } from './mail-transport';

/**
 * The outbox (design.md §3 "E-mail"): a mail is a row of `outbox_mails` plus a `mail.send` job,
 * written together in the transaction of what causes the mail. The job worker delivers it through
 * the transport and marks it sent.
 */

/** The job kind that delivers one outbox mail; its payload is `{ mailId }`. */
export const MAIL_SEND_JOB = 'mail.send' satisfies JobKind;

export type OutboxMailRow = typeof outboxMails.$inferSelect;

/** A mail to queue. */
export interface NewMail {
  /** Why it is sent (`share-list`, ...): rate limits and the mail page read it. */
  readonly kind: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly listId?: string | null;
  /** The same key is never queued twice: the second {@link queueMail} does nothing. */
  readonly dedupeKey?: string;
  /** Not before this instant (default: now). */
  readonly sendAt?: Date;
  /**
   * The bodies carry a one-time secret (a password reset's link): once the mail is delivered
   * through SMTP they are replaced by {@link SECRET_REMOVED_TEXT}, and the outbox keeps only who,
   * what and when. Captured mails (no SMTP) keep them: the outbox is then the mailbox.
   */
  readonly holdsSecret?: boolean;
}

/** What a delivered mail's bodies become when they carried a one-time secret. */
export const SECRET_REMOVED_TEXT =
  'Contenu retiré après l’envoi : ce message contenait un lien à usage unique.';

/**
 * Writes the mail and its delivery job in `tx` (the caller's transaction). Returns the mail's id,
 * or `undefined` when a mail with the same `dedupeKey` exists already (nothing was queued).
 */
export async function queueMail(tx: Db, mail: NewMail): Promise<number | undefined> {
  const [row] = await tx
    .insert(outboxMails)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      listId: mail.listId ?? null,
      dedupeKey: mail.dedupeKey ?? null,
      holdsSecret: mail.holdsSecret ?? false,
    })
    .onConflictDoNothing({ target: outboxMails.dedupeKey })
    .returning({ id: outboxMails.id });
  if (!row) return undefined;
  await enqueueJob(tx, {
    kind: MAIL_SEND_JOB,
    payload: { mailId: row.id },
    dedupeKey: `${MAIL_SEND_JOB}:${row.id}`,
    ...(mail.sendAt ? { runAt: mail.sendAt } : {}),
  });
  return row.id;
}

/** How many mails of `kind` about `listId` were queued since `since` (rate limits). */
export async function countListMailsSince(
  db: Db,
  listId: string,
  kind: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.listId, listId),
        eq(outboxMails.kind, kind),
        gte(outboxMails.createdAt, since),
      ),
    );
  return row?.count ?? 0;
}

export async function findMail(db: Db, id: number): Promise<OutboxMailRow | undefined> {
  const [row] = await db.select().from(outboxMails).where(eq(outboxMails.id, id)).limit(1);
  return row;
}

/** The newest mails first, optionally only those sent to `to` (any case). */
export async function latestMails(
  db: Db,
  options: { to?: string | undefined; limit: number },
): Promise<OutboxMailRow[]> {
  return db
    .select()
    .from(outboxMails)
    .where(
      options.to === undefined
        ? undefined
        : sql`lower(${outboxMails.toAddress}) = lower(${options.to})`,
    )
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(options.limit);
}

/** The `mailId` of a `mail.send` payload, or undefined for a malformed one. */
function mailIdOf(payload: Record<string, unknown>): number | undefined {
  const id = payload.mailId;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : undefined;
}

/** Options of {@link mailJobHandlers}. */
export interface MailJobOptions {
  readonly database: Database;
  readonly transport: MailTransport;
  /** The sender (`MAIL_FROM`). */
  readonly from: string;
  readonly now?: () => Date;
}

/**
 * The handler of `mail.send` jobs. A mail already marked sent is skipped, so a job run again
 * (its worker died after sending but before recording) does not send it twice; the only window
 * left is a crash between the SMTP server's acceptance and the update below.
 */
export function mailJobHandlers(options: MailJobOptions): JobHandlers {
  const { db } = options.database;
  const clock = options.now ?? (() => new Date());
  return {
    [MAIL_SEND_JOB]: {
      run: async (payload) => {
        const mailId = mailIdOf(payload);
        if (mailId === undefined) throw new Error('mail.send: the payload has no mailId');
        const mail = await findMail(db, mailId);
        if (!mail || mail.status === 'SENT') return;
        try {
          const { messageId } = await options.transport.send({
            from: options.from,
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            headers: { 'X-LDN-Mail-Id': String(mail.id), 'X-LDN-Mail-Kind': mail.kind },
          });
          await db
            .update(outboxMails)
            .set({
              status: 'SENT',
              sentAt: clock(),
              transportMessageId: messageId,
              lastError: null,
              ...(mail.holdsSecret && options.transport.kind === 'smtp'
                ? { textBody: SECRET_REMOVED_TEXT, htmlBody: `<p>${SECRET_REMOVED_TEXT}</p>` }
                : {}),
            })
            .where(eq(outboxMails.id, mail.id));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await db
            .update(outboxMails)
            .set({ lastError: message.slice(0, 2000) })
            .where(eq(outboxMails.id, mail.id));
          throw error;
        }
      },
      onGiveUp: async (payload, _job, error) => {
        const mailId = mailIdOf(payload);
        if (mailId === undefined) return;
        await db
          .update(outboxMails)
          .set({ status: 'FAILED', lastError: error.slice(0, 2000) })
          .where(and(eq(outboxMails.id, mailId), sql`${outboxMails.status} <> 'SENT'`));
      },
    },
  };
}
