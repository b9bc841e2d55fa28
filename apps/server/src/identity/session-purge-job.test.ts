import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';
import { createJobQueue, enqueueJob, type JobQueue } from '../jobs/job-queue';
import { startJobWorker } from '../job-worker';
import { insertCustomer } from '../test-support/fixtures';
import { openTestDatabase, rowsOf } from '../test-support/test-database';
import { SESSION_PURGE_JOB, sessionPurgeJobHandlers } from './session-purge-job';
import { CUSTOMER_IDLE_MS, SESSION_TTL_MS, STAFF_IDLE_MS, createSession } from './session-store';

const HOUR = 3_600_000;

/**
 * ASVS V7.3.1 / V7.4: ended sessions (past their lifetime, or unused past their idle limit) are
 * refused when presented; the scheduled `sessions.purge` job also deletes their rows.
 */
describe('[ASVS V7.3.1] scheduled purge of ended sessions', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let jobs: JobQueue;
  let customerPk: number;
  let sellerPk: number;

  /** A session signed in `ageMs` ago and last used `idleMs` ago; returns its user agent as a name. */
  const session = async (name: string, pk: number, ageMs: number, idleMs: number) => {
    const now = Date.now();
    await createSession(database.db, pk, { userAgent: name }, new Date(now - ageMs));
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now - idleMs) })
      .where(sql`${sessions.userAgent} = ${name}`);
  };
  const remaining = async () =>
    (await database.db.select({ name: sessions.userAgent }).from(sessions))
      .map((row) => row.name)
      .sort();

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    jobs = createJobQueue({ database });
    await jobs.install();
    customerPk = Number(await insertCustomer(database, { uid: 'parent@example.fr' }));
    sellerPk = Number(
      await insertCustomer(database, {
        uid: 'vendeur@example.fr',
        roles: ['SELLER'],
        storeCode: null,
      }),
    );
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(sessions);
    await session('customer, used now', customerPk, HOUR, 0);
    await session('customer, unused for a day', customerPk, 2 * 24 * HOUR, 24 * HOUR);
    await session(
      'customer, unused past 7 days',
      customerPk,
      10 * 24 * HOUR,
      CUSTOMER_IDLE_MS + HOUR,
    );
    await session('customer, past its 30 days', customerPk, SESSION_TTL_MS + HOUR, 0);
    await session('seller, used 10 minutes ago', sellerPk, 2 * HOUR, 10 * 60_000);
    await session('seller, unused past 1 hour', sellerPk, 3 * HOUR, STAFF_IDLE_MS + 60_000);
  });

  it('[ASVS V7.3.1] the purge job deletes expired and idle-ended sessions and keeps the live ones', async () => {
    // What pg-boss's cron queues at each scheduled time.
    await enqueueJob(database.db, { kind: SESSION_PURGE_JOB });
    expect(await jobs.runDueJobs(sessionPurgeJobHandlers({ database }))).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(await remaining()).toEqual([
      'customer, unused for a day',
      'customer, used now',
      'seller, used 10 minutes ago',
    ]);
  });

  it('[ASVS V7.3.1] the worker schedules the purge with LDN_SESSION_PURGE_CRON, and pg-boss runs it on time', async () => {
    const worker = await startJobWorker({
      // Every minute: the minute that has just begun is due at once.
      config: {
        smtpUrl: undefined,
        mailFrom: 'x@example.fr',
        jobPollMs: 50,
        sessionPurgeCron: '* * * * *',
        isProduction: false,
      },
      database,
      logger: pino({ level: 'silent' }) as FastifyBaseLogger,
      jobs: createJobQueue({ database }),
    });
    try {
      const schedules = await rowsOf<{ name: string; cron: string; timezone: string }>(
        database,
        sql`SELECT name, cron, timezone FROM pgboss.schedule`,
      );
      expect(schedules).toEqual([{ name: 'sessions.purge', cron: '* * * * *', timezone: 'UTC' }]);
      // pg-boss checks its schedules every 30 s (cluster-wide, debounced) and hands a due job over
      // through its own queue: up to about a minute after the worker starts, more on a busy machine.
      await vi.waitFor(async () => expect(await remaining()).toHaveLength(3), {
        timeout: 120_000,
        interval: 500,
      });
      expect(await remaining()).toEqual([
        'customer, unused for a day',
        'customer, used now',
        'seller, used 10 minutes ago',
      ]);
    } finally {
      await worker.stop();
    }
  }, 180_000);
});
