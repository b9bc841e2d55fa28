import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/database';
import { outboxMails } from '../../db/schema';
import { createJobQueue, jobIdOf, type JobQueue } from '../../jobs/job-queue';
import { startJobWorker } from '../../job-worker';
import { openTestDatabase } from '../../test-support/test-database';
import { createMailTransport, type MailTransport, type OutgoingMail } from './mail-transport';
import {
  MAIL_SEND_JOB,
  mailJobHandlers,
  queueMail,
  SECRET_REMOVED_TEXT,
  type NewMail,
} from './outbox';

/** A transport that records what it sends, and fails while `failures` is above 0. */
function recordingTransport(
  failures = 0,
  kind: MailTransport['kind'] = 'capture',
): MailTransport & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  let left = failures;
  return {
    kind,
    sent,
    send: async (mail) => {
      if (left > 0) {
        left -= 1;
        throw new Error('421 Service indisponible');
      }
      sent.push(mail);
      return { messageId: `<mail-${sent.length}@test.local>` };
    },
    close: () => undefined,
  };
}

const MAIL: NewMail = {
  kind: 'share-list',
  to: 'mamie@example.fr',
  subject: 'Claire vous invite à découvrir sa liste de naissance « Notre liste »',
  text: 'Bonjour,\n',
  html: '<p>Bonjour,</p>',
};
const FROM = 'Liste de naissance <liste-naissance@example.fr>';

/** design.md §3 "E-mail": the outbox written in the caller's transaction, delivered by the worker. */
describe('mail outbox', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let jobs: JobQueue;

  const mailRow = async (id: number) => {
    const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.id, id));
    if (!row) throw new Error(`no mail ${id}`);
    return row;
  };

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    jobs = createJobQueue({ database });
    await jobs.install();
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE pgboss.job`);
    await database.db.delete(outboxMails);
  });

  it('[S2.40] writes the mail and its delivery job together, and neither when the transaction rolls back', async () => {
    const id = await database.transaction((tx) => queueMail(tx, MAIL));
    if (id === undefined) throw new Error('not queued');
    expect(await mailRow(id)).toMatchObject({
      kind: 'share-list',
      toAddress: 'mamie@example.fr',
      status: 'QUEUED',
      sentAt: null,
    });
    const queued = await jobs.pendingJobs(MAIL_SEND_JOB);
    expect(queued.map((job) => [job.id, job.kind, job.payload, job.dedupeKey])).toEqual([
      [jobIdOf(`mail.send:${id}`), MAIL_SEND_JOB, { mailId: id }, `mail.send:${id}`],
    ]);

    await expect(
      database.transaction(async (tx) => {
        await queueMail(tx, { ...MAIL, to: 'papi@example.fr' });
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect((await database.db.select().from(outboxMails)).map((row) => row.toAddress)).toEqual([
      'mamie@example.fr',
    ]);
    expect(await jobs.pendingJobs(MAIL_SEND_JOB)).toHaveLength(1);
  });

  it('[S2.40] never queues the same mail twice (dedupe key)', async () => {
    const first = await queueMail(database.db, { ...MAIL, dedupeKey: 'share-list:x:1' });
    const second = await queueMail(database.db, { ...MAIL, dedupeKey: 'share-list:x:1' });
    expect(typeof first).toBe('number');
    expect(second).toBeUndefined();
    expect(await database.db.select().from(outboxMails)).toHaveLength(1);
    expect(await jobs.pendingJobs(MAIL_SEND_JOB)).toHaveLength(1);
  });

  it('[S2.40] delivers a queued mail from MAIL_FROM and marks it sent with its Message-ID', async () => {
    const id = await queueMail(database.db, MAIL);
    if (id === undefined) throw new Error('not queued');
    const transport = recordingTransport();
    const sentAt = new Date('2026-11-02T10:00:00.000Z');
    const handlers = mailJobHandlers({ database, transport, from: FROM, now: () => sentAt });
    expect((await jobs.runDueJobs(handlers)).done).toBe(1);
    expect(transport.sent).toEqual([
      {
        from: FROM,
        to: 'mamie@example.fr',
        subject: MAIL.subject,
        text: 'Bonjour,\n',
        html: '<p>Bonjour,</p>',
        headers: { 'X-LDN-Mail-Id': String(id), 'X-LDN-Mail-Kind': 'share-list' },
      },
    ]);
    expect(await mailRow(id)).toMatchObject({
      status: 'SENT',
      sentAt,
      transportMessageId: '<mail-1@test.local>',
      lastError: null,
    });
  });

  it('[ASVS V6.4.3] a mail holding a one-time secret keeps it only until SMTP delivers it; other mails, and captured ones, keep their bodies', async () => {
    const secret = {
      ...MAIL,
      text: 'Lien : https://x.fr/nouveau?token=s3cret\n',
      html: '<a href="https://x.fr/nouveau?token=s3cret">Lien</a>',
    };
    const overSmtp = await queueMail(database.db, { ...secret, holdsSecret: true });
    const plain = await queueMail(database.db, MAIL);
    if (overSmtp === undefined || plain === undefined) throw new Error('not queued');
    const smtp = recordingTransport(0, 'smtp');
    expect(
      (await jobs.runDueJobs(mailJobHandlers({ database, transport: smtp, from: FROM }))).done,
    ).toBe(2);
    // What left carried the link; what stays does not.
    expect(smtp.sent.find((mail) => mail.text.includes('s3cret'))).toBeDefined();
    expect(await mailRow(overSmtp)).toMatchObject({
      status: 'SENT',
      subject: MAIL.subject,
      toAddress: MAIL.to,
      textBody: SECRET_REMOVED_TEXT,
      htmlBody: `<p>${SECRET_REMOVED_TEXT}</p>`,
    });
    expect(await mailRow(plain)).toMatchObject({
      status: 'SENT',
      textBody: MAIL.text,
      htmlBody: MAIL.html,
    });

    // Without SMTP the outbox is the development mailbox: the link stays readable there.
    const captured = await queueMail(database.db, { ...secret, holdsSecret: true });
    if (captured === undefined) throw new Error('not queued');
    const capture = recordingTransport();
    await jobs.runDueJobs(mailJobHandlers({ database, transport: capture, from: FROM }));
    expect(await mailRow(captured)).toMatchObject({
      status: 'SENT',
      textBody: secret.text,
      htmlBody: secret.html,
    });
  });

  it('[S2.40] a job run again for a mail already sent (crash after sending) does not send it twice', async () => {
    const id = await queueMail(database.db, MAIL);
    if (id === undefined) throw new Error('not queued');
    await database.db.update(outboxMails).set({ status: 'SENT' }).where(eq(outboxMails.id, id));
    const transport = recordingTransport();
    const handlers = mailJobHandlers({ database, transport, from: FROM });
    expect((await jobs.runDueJobs(handlers)).done).toBe(1);
    expect(transport.sent).toEqual([]);
  });

  it('[S2.40] a refused mail stays queued with its error, is retried, and is marked FAILED when given up', async () => {
    const id = await queueMail(database.db, MAIL);
    if (id === undefined) throw new Error('not queued');
    const transport = recordingTransport(100);
    const handlers = mailJobHandlers({ database, transport, from: FROM });
    expect((await jobs.runDueJobs(handlers)).retried).toBe(1);
    expect(await mailRow(id)).toMatchObject({
      status: 'QUEUED',
      lastError: '421 Service indisponible',
    });
    // The seven retries, each made due at once.
    const failed = [];
    for (let retry = 0; retry < 7; retry += 1) {
      const summary = await jobs.runDueJobs(handlers, { dueBy: new Date(Date.now() + 3_600_000) });
      failed.push(summary.failed);
    }
    expect(failed).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(await mailRow(id)).toMatchObject({
      status: 'FAILED',
      sentAt: null,
      lastError: 'Error: 421 Service indisponible',
    });
    expect(transport.sent).toEqual([]);
  });

  it('[S2.40] without SMTP_URL the transport captures mails (nothing leaves the machine); with it, SMTP', async () => {
    const capture = createMailTransport({ smtpUrl: undefined });
    expect(capture.kind).toBe('capture');
    const info = await capture.send({ from: FROM, ...MAIL });
    expect(info.messageId).toMatch(/^<.+@.+>$/);
    capture.close();
    const smtp = createMailTransport({ smtpUrl: 'smtp://localhost:2525' });
    expect(smtp.kind).toBe('smtp');
    smtp.close();
  });

  it('[S2.40] the worker started by main.ts delivers queued mails by itself and stops gracefully', async () => {
    const recording = recordingTransport();
    const logger = pino({ level: 'silent' }) as FastifyBaseLogger;
    let markDelivered: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (markDelivered = resolve));
    const transport: MailTransport = {
      ...recording,
      send: async (mail) => {
        const info = await recording.send(mail);
        markDelivered();
        return info;
      },
    };
    const worker = await startJobWorker({
      config: {
        smtpUrl: undefined,
        mailFrom: FROM,
        jobPollMs: 50,
        sessionPurgeCron: '0 * * * *',
        isProduction: false,
      },
      database,
      logger,
      jobs: createJobQueue({ database }),
      transport,
    });
    const id = await queueMail(database.db, MAIL);
    if (id === undefined) throw new Error('not queued');
    await delivered;
    await worker.stop();
    expect(recording.sent.map((mail) => mail.to)).toEqual(['mamie@example.fr']);
    expect((await mailRow(id)).status).toBe('SENT');
  });
});
