import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import {
  createJobQueue,
  enqueueJob,
  jobIdOf,
  statementOf,
  type JobHandler,
  type JobInfo,
  type JobQueue,
} from './job-queue';

/** A handler that records its runs and fails while `failures` is above 0. */
function recorder(failures = 0) {
  const runs: { payload: Record<string, unknown>; job: JobInfo }[] = [];
  const givenUp: { payload: Record<string, unknown>; job: JobInfo; error: string }[] = [];
  let left = failures;
  const handler: JobHandler = {
    run: async (payload, job) => {
      runs.push({ payload, job });
      if (left > 0) {
        left -= 1;
        throw new Error(`panne ${runs.length}`);
      }
    },
    onGiveUp: async (payload, job, error) => {
      givenUp.push({ payload, job, error });
    },
  };
  return { handler, runs, givenUp };
}

const later = (ms: number) => new Date(Date.now() + ms);

it('[S2.40] passes pg-boss statements to drizzle as bound parameters, arrays as one parameter', () => {
  const query = new PgDialect().sqlToQuery(
    statementOf('SELECT $1::int, $2::text[] WHERE $1 > 0', [7, ['a', 'b']]),
  );
  expect(query).toMatchObject({
    sql: 'SELECT $1::int, $2::text[] WHERE $3 > 0',
    params: [7, ['a', 'b'], 7],
  });
  // Statements without values (pg-boss's installation scripts) go as they are.
  expect(new PgDialect().sqlToQuery(statementOf('BEGIN; SELECT 1; COMMIT;')).sql).toBe(
    'BEGIN; SELECT 1; COMMIT;',
  );
  expect(() => statementOf('SELECT $2', [1])).toThrow('no value for $2');
});

it('[S2.40] derives one job id per dedupe key, in the UUID format pg-boss keys jobs with', () => {
  expect(jobIdOf('mail.send:1')).toBe(jobIdOf('mail.send:1'));
  expect(jobIdOf('mail.send:1')).not.toBe(jobIdOf('mail.send:2'));
  expect(jobIdOf('mail.send:1')).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  );
});

/**
 * The job queue behind the outbox, payments and digests (design.md §3 "Scale-out": background
 * jobs in a PostgreSQL-backed queue): pg-boss on the test's PostgreSQL database, its jobs run by
 * `runDueJobs` (deterministic) or by the worker loop.
 */
describe('job queue (pg-boss)', () => {
  let database: Database;
  let dispose: () => Promise<void>;
  let jobs: JobQueue;

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase());
    jobs = createJobQueue({ database });
    await jobs.install();
  });
  afterAll(async () => {
    await jobs.stop();
    await dispose();
  });
  beforeEach(async () => {
    await database.db.execute(sql`TRUNCATE pgboss.job`);
  });

  it('[S2.40] queues a job in the caller’s transaction: it exists if and only if the change commits', async () => {
    await database.transaction(async (tx) => {
      await enqueueJob(tx, { kind: 'payment.record', payload: { n: 1 }, dedupeKey: 'kept' });
    });
    await expect(
      database.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'payment.record', payload: { n: 2 }, dedupeKey: 'rolled' });
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    const pending = await jobs.pendingJobs('payment.record');
    expect(pending.map((job) => [job.id, job.payload, job.dedupeKey, job.state])).toEqual([
      [jobIdOf('kept'), { n: 1 }, 'kept', 'created'],
    ]);
  });

  it('[S2.40] queues a job once per dedupe key, also while and after it runs; jobs without a key are all queued', async () => {
    const first = await enqueueJob(database.db, { kind: 'mail.send', dedupeKey: 'digest:1' });
    const second = await enqueueJob(database.db, { kind: 'mail.send', dedupeKey: 'digest:1' });
    expect(first).toBe(jobIdOf('digest:1'));
    expect(second).toBeUndefined();
    await enqueueJob(database.db, { kind: 'mail.send' });
    await enqueueJob(database.db, { kind: 'mail.send' });
    expect(await jobs.pendingJobs('mail.send')).toHaveLength(3);
    const { handler } = recorder();
    expect((await jobs.runDueJobs({ 'mail.send': handler })).done).toBe(3);
    expect(
      await enqueueJob(database.db, { kind: 'mail.send', dedupeKey: 'digest:1' }),
    ).toBeUndefined();
    expect(await jobs.pendingJobs('mail.send')).toEqual([]);
  });

  it('[S2.40] runs a job only once it is due, with its payload, and records it done', async () => {
    await enqueueJob(database.db, {
      kind: 'payment.expire',
      payload: { paymentId: 'p1' },
      runAt: later(3_600_000),
    });
    const { handler, runs } = recorder();
    expect(await jobs.runDueJobs({ 'payment.expire': handler })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect(runs).toEqual([]);
    const summary = await jobs.runDueJobs(
      { 'payment.expire': handler },
      { dueBy: later(3_601_000) },
    );
    expect(summary).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toEqual([
      {
        payload: { paymentId: 'p1' },
        job: expect.objectContaining({ kind: 'payment.expire', attempt: 1, maxAttempts: 8 }),
      },
    ]);
    expect(await jobs.pendingJobs('payment.expire')).toEqual([]);
  });

  it('[S2.40] retries a failed job after an exponential back-off (10 to 20 s, then 20 to 40 s), then records it done', async () => {
    await enqueueJob(database.db, { kind: 'payment.record', payload: { paymentId: 'p2' } });
    const { handler, runs } = recorder(2);
    const handlers = { 'payment.record': handler };

    const before = Date.now();
    expect(await jobs.runDueJobs(handlers)).toEqual({ done: 0, retried: 1, failed: 0 });
    const [waiting] = await jobs.pendingJobs('payment.record');
    expect(waiting?.state).toBe('retry');
    const firstWait = (waiting?.runAt.getTime() ?? 0) - before;
    expect(firstWait).toBeGreaterThanOrEqual(9_000);
    expect(firstWait).toBeLessThanOrEqual(21_000 + (Date.now() - before));
    // Not due yet: nothing runs.
    expect(await jobs.runDueJobs(handlers)).toEqual({ done: 0, retried: 0, failed: 0 });

    const second = Date.now();
    expect(await jobs.runDueJobs(handlers, { dueBy: later(21_000) })).toEqual({
      done: 0,
      retried: 1,
      failed: 0,
    });
    const [again] = await jobs.pendingJobs('payment.record');
    const secondWait = (again?.runAt.getTime() ?? 0) - second;
    expect(secondWait).toBeGreaterThanOrEqual(19_000);
    expect(secondWait).toBeLessThanOrEqual(41_000 + (Date.now() - second));

    expect(await jobs.runDueJobs(handlers, { dueBy: later(41_000) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(runs.map((run) => run.job.attempt)).toEqual([1, 2, 3]);
    expect(await jobs.pendingJobs('payment.record')).toEqual([]);
  });

  it('[S2.40] gives a job up after its eighth run and tells its handler once, with the last error', async () => {
    await enqueueJob(database.db, { kind: 'mail.send', payload: { mailId: 9 } });
    const { handler, runs, givenUp } = recorder(100);
    const summaries = [];
    for (let run = 0; run < 9; run += 1) {
      summaries.push(await jobs.runDueJobs({ 'mail.send': handler }, { dueBy: later(3_600_000) }));
    }
    expect(summaries.map((summary) => summary.retried)).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0]);
    expect(summaries.map((summary) => summary.failed)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0]);
    expect(runs).toHaveLength(8);
    expect(givenUp).toEqual([
      {
        payload: { mailId: 9 },
        job: expect.objectContaining({ kind: 'mail.send', attempt: 8, maxAttempts: 8 }),
        error: 'Error: panne 8',
      },
    ]);
    expect(await jobs.pendingJobs('mail.send')).toEqual([]);
  });

  it('[S2.40] takes again the job of a crashed worker once it has been active past its expiry', async () => {
    const id = await enqueueJob(database.db, {
      kind: 'payment.record',
      payload: { paymentId: 'p3' },
      dedupeKey: 'crash',
    });
    // What a worker that took the job ten minutes ago and died leaves behind (expiry: 5 minutes).
    await database.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '10 minutes' WHERE id = ${id}::uuid`,
    );
    const { handler, runs } = recorder();
    expect(await jobs.runDueJobs({ 'payment.record': handler })).toEqual({
      done: 0,
      retried: 0,
      failed: 0,
    });
    expect((await jobs.pendingJobs('payment.record'))[0]?.state).toBe('retry');
    expect(await jobs.runDueJobs({ 'payment.record': handler }, { dueBy: later(60_000) })).toEqual({
      done: 1,
      retried: 0,
      failed: 0,
    });
    expect(runs).toEqual([
      { payload: { paymentId: 'p3' }, job: expect.objectContaining({ attempt: 2 }) },
    ]);
  });

  it('[S2.40] gives up the job of a worker that died on its last attempt, and tells its handler', async () => {
    const id = await enqueueJob(database.db, {
      kind: 'mail.send',
      payload: { mailId: 10 },
      dedupeKey: 'died-last',
    });
    await database.db.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() - interval '10 minutes',
          retry_count = retry_limit WHERE id = ${id}::uuid`,
    );
    const { handler, runs, givenUp } = recorder();
    await jobs.runDueJobs({ 'mail.send': handler });
    expect(runs).toEqual([]);
    expect(givenUp).toEqual([
      {
        payload: { mailId: 10 },
        job: expect.objectContaining({ kind: 'mail.send' }),
        error: 'job failed by timeout in active state',
      },
    ]);
    expect(await jobs.pendingJobs('mail.send')).toEqual([]);
  });

  it('[S2.40] a worker only takes the kinds it has a handler for', async () => {
    await enqueueJob(database.db, { kind: 'mail.send', payload: { mailId: 1 } });
    await enqueueJob(database.db, { kind: 'payment.record', payload: { paymentId: 'p4' } });
    const { handler, runs } = recorder();
    expect((await jobs.runDueJobs({ 'payment.record': handler })).done).toBe(1);
    expect(runs.map((run) => run.job.kind)).toEqual(['payment.record']);
    expect(await jobs.pendingJobs('mail.send')).toHaveLength(1);
  });

  it('[S2.40] two workers running at once never run one job twice', async () => {
    for (let n = 0; n < 30; n += 1) {
      await enqueueJob(database.db, { kind: 'mail.send', payload: { n } });
    }
    const other = createJobQueue({ database });
    const runsByJob = new Map<string, number>();
    const byWorker = { a: 0, b: 0 };
    const worker = (name: 'a' | 'b'): JobHandler => ({
      run: async (_payload, job) => {
        runsByJob.set(job.id, (runsByJob.get(job.id) ?? 0) + 1);
        byWorker[name] += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const [a, b] = await Promise.all([
      jobs.runDueJobs({ 'mail.send': worker('a') }),
      other.runDueJobs({ 'mail.send': worker('b') }),
    ]);
    expect((a?.done ?? 0) + (b?.done ?? 0)).toBe(30);
    expect(runsByJob.size).toBe(30);
    expect([...runsByJob.values()].every((count) => count === 1)).toBe(true);
    // Both really worked at the same time.
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
  });

  it('[S2.40] the worker runs jobs by itself; its graceful stop lets the running job finish and be recorded, the next ones stay queued', async () => {
    const queue = createJobQueue({ database });
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (started = resolve));
    const runs: unknown[] = [];
    await enqueueJob(database.db, { kind: 'payment.record', payload: { n: 1 } });
    await enqueueJob(database.db, { kind: 'payment.record', payload: { n: 2 } });
    await queue.start({
      pollMs: 50,
      handlers: {
        'payment.record': {
          run: async (payload) => {
            runs.push(payload.n);
            started();
            await new Promise<void>((resolve) => (release = resolve));
          },
        },
      },
    });
    await firstStarted;
    const stopping = queue.stop();
    release();
    await stopping;
    expect(runs).toEqual([1]);
    const pending = await jobs.pendingJobs('payment.record');
    expect(pending.map((job) => [job.payload, job.state])).toEqual([[{ n: 2 }, 'created']]);
  });
});
