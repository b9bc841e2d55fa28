import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { jobs } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-database';
import { backoffDelayMs, enqueueJob, runDueJobs, type JobHandler, type JobInfo } from './job-queue';

/**
 * The PostgreSQL job queue behind the outbox (design.md §3 "Scale-out": background jobs in a
 * PostgreSQL-backed queue), on PGlite and on a PostgreSQL server. A fixed clock says exactly when
 * each job is due.
 */
describe('job queue', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  const T0 = new Date('2026-11-02T09:00:00.000Z');
  const at = (ms: number) => () => new Date(T0.getTime() + ms);

  const jobRow = async (id: number) => {
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    if (!row) throw new Error(`no job ${id}`);
    return row;
  };

  /** A handler that records its runs and fails while `failures` is above 0. */
  function recorder(failures = 0) {
    const runs: { payload: Record<string, unknown>; job: JobInfo }[] = [];
    const givenUp: string[] = [];
    let left = failures;
    const handler: JobHandler = {
      run: async (payload, job) => {
        runs.push({ payload, job });
        if (left > 0) {
          left -= 1;
          throw new Error(`panne ${runs.length}`);
        }
      },
      onGiveUp: async (_payload, _job, error) => {
        givenUp.push(error);
      },
    };
    return { handler, runs, givenUp };
  }

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
  });
  afterAll(async () => {
    await dispose();
  });
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  it('[S2.40] computes the back-off: 10 s, 20 s, 40 s, ... capped at one hour', () => {
    expect([1, 2, 3, 4, 9, 10, 20].map((attempt) => backoffDelayMs(attempt))).toEqual([
      10_000, 20_000, 40_000, 80_000, 2_560_000, 3_600_000, 3_600_000,
    ]);
    expect(backoffDelayMs(3, 1_000, 5_000)).toBe(4_000);
    expect(backoffDelayMs(4, 1_000, 5_000)).toBe(5_000);
  });

  it('[S2.40] queues a job once per dedupe key; jobs without a key are all queued', async () => {
    const first = await enqueueJob(database.db, { kind: 'test.echo', dedupeKey: 'digest:1' });
    const second = await enqueueJob(database.db, { kind: 'test.echo', dedupeKey: 'digest:1' });
    expect(typeof first).toBe('number');
    expect(second).toBeUndefined();
    await enqueueJob(database.db, { kind: 'test.echo' });
    await enqueueJob(database.db, { kind: 'test.echo' });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    expect(count?.n).toBe(3);
  });

  it('[S2.40] a job queued in a transaction that rolls back does not exist', async () => {
    await expect(
      database.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'test.echo', dedupeKey: 'rolled-back' });
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('[S2.40] runs a job only once it is due, with its payload, and records it done', async () => {
    const { handler, runs } = recorder();
    const id = await enqueueJob(database.db, {
      kind: 'test.echo',
      payload: { mailId: 7 },
      runAt: new Date(T0.getTime() + 60_000),
    });
    if (id === undefined) throw new Error('not queued');
    const early = await runDueJobs(database, {
      handlers: { 'test.echo': handler },
      now: at(59_999),
    });
    expect(early).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(runs).toEqual([]);
    const due = await runDueJobs(database, { handlers: { 'test.echo': handler }, now: at(60_000) });
    expect(due).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toEqual([
      { payload: { mailId: 7 }, job: { id, kind: 'test.echo', attempt: 1, maxAttempts: 8 } },
    ]);
    const row = await jobRow(id);
    expect(row.doneAt?.toISOString()).toBe('2026-11-02T09:01:00.000Z');
    expect(row).toMatchObject({ attempts: 1, lockedBy: null, lockedUntil: null, failedAt: null });
    const again = await runDueJobs(database, {
      handlers: { 'test.echo': handler },
      now: at(120_000),
    });
    expect(again.done).toBe(0);
  });

  it('[S2.40] retries a failed job after an exponential back-off, then records it done', async () => {
    const { handler, runs } = recorder(2);
    const id = await enqueueJob(database.db, { kind: 'test.echo', runAt: T0 });
    if (id === undefined) throw new Error('not queued');
    const handlers = { 'test.echo': handler };

    expect(await runDueJobs(database, { handlers, now: at(0) })).toEqual({
      done: 0,
      retried: 1,
      failed: 0,
    });
    let row = await jobRow(id);
    expect(row.runAt.toISOString()).toBe('2026-11-02T09:00:10.000Z');
    expect(row).toMatchObject({ attempts: 1, lastError: 'Error: panne 1', lockedBy: null });

    expect((await runDueJobs(database, { handlers, now: at(9_999) })).retried).toBe(0);
    expect((await runDueJobs(database, { handlers, now: at(10_000) })).retried).toBe(1);
    row = await jobRow(id);
    // The second failure waits twice as long: 10 s + 20 s.
    expect(row.runAt.toISOString()).toBe('2026-11-02T09:00:30.000Z');
    expect(row).toMatchObject({ attempts: 2, lastError: 'Error: panne 2' });

    expect(await runDueJobs(database, { handlers, now: at(30_000) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(runs.map((run) => run.job.attempt)).toEqual([1, 2, 3]);
  });

  it('[S2.40] gives a job up after its last attempt and tells its handler once', async () => {
    const { handler, givenUp } = recorder(5);
    const id = await enqueueJob(database.db, { kind: 'test.echo', runAt: T0, maxAttempts: 2 });
    if (id === undefined) throw new Error('not queued');
    const handlers = { 'test.echo': handler };
    await runDueJobs(database, { handlers, now: at(0) });
    expect(await runDueJobs(database, { handlers, now: at(10_000) })).toEqual({
      done: 0,
      retried: 0,
      failed: 1,
    });
    const row = await jobRow(id);
    expect(row.failedAt?.toISOString()).toBe('2026-11-02T09:00:10.000Z');
    expect(row).toMatchObject({ attempts: 2, lastError: 'Error: panne 2', doneAt: null });
    expect(givenUp).toEqual(['Error: panne 2']);
    expect((await runDueJobs(database, { handlers, now: at(3_600_000) })).failed).toBe(0);
    expect(givenUp).toHaveLength(1);
  });

  it('[S2.40] takes again the job of a crashed worker once its lease has run out', async () => {
    const { handler, runs } = recorder();
    const id = await enqueueJob(database.db, { kind: 'test.echo', runAt: T0 });
    if (id === undefined) throw new Error('not queued');
    // A worker took it at T0 with a 5-minute lease, then died.
    await database.db
      .update(jobs)
      .set({ attempts: 1, lockedBy: 'mort:1:0', lockedUntil: new Date(T0.getTime() + 300_000) })
      .where(eq(jobs.id, id));
    const handlers = { 'test.echo': handler };
    expect((await runDueJobs(database, { handlers, now: at(299_999) })).done).toBe(0);
    expect(runs).toEqual([]);
    const taken = await runDueJobs(database, {
      handlers,
      now: at(300_001),
      workerId: 'vivant:2:0',
    });
    expect(taken.done).toBe(1);
    expect(runs.map((run) => run.job.attempt)).toEqual([2]);
    expect(await jobRow(id)).toMatchObject({ attempts: 2, lockedBy: null });
  });

  it('[S2.40] gives up the job of a worker that died on its last attempt', async () => {
    const { handler, runs, givenUp } = recorder();
    const id = await enqueueJob(database.db, { kind: 'test.echo', runAt: T0, maxAttempts: 3 });
    if (id === undefined) throw new Error('not queued');
    await database.db
      .update(jobs)
      .set({ attempts: 3, lockedBy: 'mort:1:0', lockedUntil: new Date(T0.getTime() + 300_000) })
      .where(eq(jobs.id, id));
    const summary = await runDueJobs(database, {
      handlers: { 'test.echo': handler },
      now: at(300_001),
    });
    expect(summary).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(runs).toEqual([]);
    expect(givenUp).toEqual(['the worker stopped before finishing']);
    expect((await jobRow(id)).failedAt?.toISOString()).toBe('2026-11-02T09:05:00.001Z');
  });

  it('[S2.40] graceful stop: the running job finishes and is recorded, the next ones stay queued', async () => {
    let stop = false;
    const ran: number[] = [];
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const id = await enqueueJob(database.db, { kind: 'test.echo', runAt: T0 });
      if (id !== undefined) ids.push(id);
    }
    const summary = await runDueJobs(database, {
      handlers: {
        'test.echo': {
          run: async (_payload, job) => {
            ran.push(job.id);
            stop = true;
          },
        },
      },
      now: at(0),
      shouldStop: () => stop,
    });
    expect(summary.done).toBe(1);
    expect(ran).toEqual([ids[0]]);
    const rows = await database.db.select().from(jobs).orderBy(jobs.id);
    expect(rows.map((row) => [row.attempts, row.doneAt === null, row.lockedBy])).toEqual([
      [1, false, null],
      [0, true, null],
      [0, true, null],
    ]);
  });

  it('[S2.40] a worker only takes the kinds it has a handler for', async () => {
    const { handler, runs } = recorder();
    const other = await enqueueJob(database.db, { kind: 'digest.weekly', runAt: T0 });
    if (other === undefined) throw new Error('not queued');
    await enqueueJob(database.db, { kind: 'test.echo', runAt: T0 });
    expect(
      (await runDueJobs(database, { handlers: { 'test.echo': handler }, now: at(0) })).done,
    ).toBe(1);
    expect(runs.map((run) => run.job.kind)).toEqual(['test.echo']);
    expect(await jobRow(other)).toMatchObject({ attempts: 0, doneAt: null, lockedBy: null });
  });

  it('[S2.40] two workers running at once never run one job twice', async () => {
    const runsById = new Map<number, number>();
    const byWorker = new Map<string, number>();
    for (let index = 0; index < 30; index += 1) {
      await enqueueJob(database.db, { kind: 'test.echo', payload: { index }, runAt: T0 });
    }
    const worker = (workerId: string) =>
      runDueJobs(database, {
        workerId,
        now: at(0),
        handlers: {
          'test.echo': {
            run: async (_payload, job) => {
              runsById.set(job.id, (runsById.get(job.id) ?? 0) + 1);
              byWorker.set(workerId, (byWorker.get(workerId) ?? 0) + 1);
              // Hold the job a little, so the other worker really runs meanwhile.
              await new Promise((resolve) => setTimeout(resolve, 5));
            },
          },
        },
      });
    const [a, b] = await Promise.all([worker('a:1:0'), worker('b:2:0')]);
    expect((a?.done ?? 0) + (b?.done ?? 0)).toBe(30);
    expect(runsById.size).toBe(30);
    expect([...runsById.values()].every((count) => count === 1)).toBe(true);
    expect((byWorker.get('a:1:0') ?? 0) + (byWorker.get('b:2:0') ?? 0)).toBe(30);
    // On a PostgreSQL server both really worked at the same time (PGlite has one connection).
    {
      expect(byWorker.get('a:1:0')).toBeGreaterThan(0);
      expect(byWorker.get('b:2:0')).toBeGreaterThan(0);
    }
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(sql`${jobs.doneAt} is null`);
    expect(left?.n).toBe(0);
  });
});
