import { createHash } from 'node:crypto';
import { sql, type SQL, type SQLChunk } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/database';

/**
 * The job queue (design.md §3: background jobs "use a PostgreSQL-backed queue"): pg-boss, in its
 * own `pgboss` schema of the application's database, reached through the application's drizzle
 * connection (pg-boss's `db` option), so it needs no connection settings of its own and shares the
 * pool's recovery after a database restart.
 *
 * - A job is queued in the caller's transaction ({@link enqueueJob}): it exists if and only if the
 *   change that asked for it commits. A `dedupeKey` makes a second queuing a no-op.
 * - A failed run is retried after an exponential back-off, {@link JOB_RETRY}; after the last one the
 *   job is given up and its handler's `onGiveUp` is told (through a dead-letter queue, see
 *   {@link deadLetterOf}).
 * - A job whose worker died is taken again once it has been active longer than its expiry
 *   (pg-boss's maintenance fails it, which schedules its retry).
 *
 * Delivery is at least once: a worker that dies after the work but before recording it leaves the
 * job to be run again, so handlers check what is already done (the mail handler skips a mail
 * marked sent).
 */

/**
 * Every kind of job. Each is a pg-boss queue, created by {@link JobQueue.install} with its
 * dead-letter queue; a kind missing here could not be queued (pg-boss refuses unknown queues).
 */
export const JOB_KINDS = [
  'mail.send',
  'payment.record',
  'payment.expire',
  'notifications.digest',
  'sessions.purge',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** pg-boss's schema in the application's database (its default name). */
export const JOB_SCHEMA = 'pgboss';

/**
 * Retries of every job: 8 runs in all; the first retry 10 to 20 s after the failure, each next
 * wait twice as long (pg-boss adds up to 100 % jitter), about 21 to 42 minutes of retries in all.
 * A run taking longer than `expireInSeconds` is presumed dead and failed, so it must exceed the
 * longest run (the SMTP timeouts are well below it).
 */
export const JOB_RETRY = {
  retryLimit: 7,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;

/**
 * The dead-letter queue of a kind: pg-boss copies a job there (payload and last error) when it
 * fails for the last time, whether its handler threw or its worker died on the last attempt (its
 * expiry, found by the maintenance). Chosen over checking `retryCount` in the handler, which the
 * second case never reaches. Its worker calls the handler's `onGiveUp`, and logs every give-up.
 */
export const deadLetterOf = (kind: JobKind): string => `${kind}.given-up`;

/** A job as a handler sees it. */
export interface JobInfo {
  readonly id: string;
  readonly kind: JobKind;
  /** This run's number, from 1. */
  readonly attempt: number;
  readonly maxAttempts: number;
}

/** What a kind of job does. */
export interface JobHandler {
  /** Does the work; throwing schedules a retry (or gives the job up after the last attempt). */
  run(payload: Record<string, unknown>, job: JobInfo): Promise<void>;
  /** Called once the job is given up, with its last error ("Error: message"). */
  onGiveUp?(payload: Record<string, unknown>, job: JobInfo, error: string): Promise<void>;
}

/** Handlers by job kind; a worker only takes the kinds it has a handler for. */
export type JobHandlers = Readonly<Partial<Record<JobKind, JobHandler>>>;

/** What to queue. */
export interface NewJob {
  readonly kind: JobKind;
  readonly payload?: Record<string, unknown>;
  /**
   * The same key is never queued twice while its first job is kept (until pg-boss archives it,
   * 12 hours after it ended): the second {@link enqueueJob} does nothing.
   */
  readonly dedupeKey?: string;
  /** Not before this instant (default: now). */
  readonly runAt?: Date;
}

/**
 * A pg-boss statement (`$1`..`$n` placeholders) as a drizzle query, so that it runs on `db`: the
 * pool, or the caller's transaction. Values go as bound parameters (`sql.param`, so an array stays
 * one array parameter); a statement without values goes as it is (pg-boss's multi-statement
 * installation and maintenance scripts).
 */
export function statementOf(text: string, values: readonly unknown[] = []): SQL {
  if (values.length === 0) return sql.raw(text);
  const chunks: SQLChunk[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) {
      throw new Error(`job queue: no value for ${match[0]} in a pg-boss statement`);
    }
    chunks.push(sql.raw(text.slice(from, match.index)), sql.param(values[index]));
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** pg-boss's executor over a drizzle database or transaction. */
function executorOf(db: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) =>
      (await db.execute(statementOf(text, values ?? []))) as unknown as { rows: unknown[] },
  };
}

/**
 * The job id of a dedupe key: a name-based UUID (the layout of RFC 9562's version 5, SHA-1 of the
 * key), so a key always gives the same id and pg-boss's primary key (queue, id) refuses a second
 * job. pg-boss's `singletonKey` would only dedupe while the first job waits, not while it runs.
 */
export function jobIdOf(dedupeKey: string): string {
  const hash = createHash('sha1').update(`ldn.job:${dedupeKey}`).digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What every job of `kind` is sent with. */
const sendOptionsOf = (kind: JobKind) => ({ ...JOB_RETRY, deadLetter: deadLetterOf(kind) });

let sender: PgBoss | undefined;

/**
 * The pg-boss instance {@link enqueueJob} builds its insert with. It never connects: every send
 * names its executor (the caller's `db`), which is why queuing needs no running queue, only an
 * installed one.
 */
function senderBoss(): PgBoss {
  sender ??= new PgBoss({
    db: {
      executeSql: () => Promise.reject(new Error('job queue: a send must name its executor')),
    },
    supervise: false,
    schedule: false,
    migrate: false,
  });
  return sender;
}

/**
 * Queues a job in the transaction (or on the connection) `db`. Returns its id, or `undefined` when
 * a job with the same `dedupeKey` is already kept (nothing was queued).
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<string | undefined> {
  const id = await senderBoss().send(job.kind, job.payload ?? {}, {
    ...sendOptionsOf(job.kind),
    ...(job.dedupeKey ? { id: jobIdOf(job.dedupeKey), singletonKey: job.dedupeKey } : {}),
    ...(job.runAt ? { startAfter: job.runAt } : {}),
    db: executorOf(db),
  });
  if (id) return id;
  // Without a key nothing can conflict: the queue itself is missing (JobQueue.install not run).
  if (!job.dedupeKey) throw new Error(`job queue: no queue ${job.kind} (is the queue installed?)`);
  return undefined;
}

/** The logger the queue writes to (pino's, or Fastify's). */
export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

const silentLogger: JobLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** A job waiting or running, as {@link JobQueue.pendingJobs} lists it. */
export interface PendingJob {
  readonly id: string;
  readonly kind: JobKind;
  readonly payload: Record<string, unknown>;
  readonly state: 'created' | 'retry' | 'active';
  /** When it is due (its first run, or its next retry). */
  readonly runAt: Date;
  readonly dedupeKey: string | null;
  /** Runs started before the current or next one. */
  readonly retries: number;
}

/** A cron schedule: pg-boss queues one job of `kind` at each of its times (UTC), cluster-wide. */
export interface JobSchedule {
  readonly kind: JobKind;
  /** Five fields: minute hour day-of-month month day-of-week. */
  readonly cron: string;
}

/** Options of {@link JobQueue.start}. */
export interface JobWorkerOptions {
  readonly handlers: JobHandlers;
  /** Wait between two looks when nothing was due (`LDN_JOB_POLL_MS`). */
  readonly pollMs: number;
  readonly schedules?: readonly JobSchedule[];
}

/** Options of {@link JobQueue.runDueJobs}. */
export interface RunDueJobsOptions {
  /**
   * Tests only: jobs due by this instant are made due now before the run (pg-boss compares with
   * the database's clock, which a test cannot move). Handlers get their own clock.
   */
  readonly dueBy?: Date;
  /** Jobs of each kind run by one call at most. */
  readonly batch?: number;
}

/** What one {@link JobQueue.runDueJobs} call did. */
export interface JobRunSummary {
  /** Jobs run to the end. */
  readonly done: number;
  /** Jobs that failed and will be retried. */
  readonly retried: number;
  /** Jobs that failed for the last time (given up; their handler's `onGiveUp` told). */
  readonly failed: number;
}

/** The process's job queue (one per process, shared by the server and the worker). */
export interface JobQueue {
  /**
   * Creates, or migrates, the `pgboss` schema and the queue of every {@link JOB_KINDS} kind;
   * idempotent and safe from several processes at once. Queuing needs it done.
   */
  install(): Promise<void>;
  /**
   * Starts this process's worker: it runs the due jobs of the kinds in `handlers` one at a time,
   * and when none is left waits `pollMs` before looking again; it also registers `schedules` and
   * starts pg-boss's maintenance (expiry of dead workers' jobs, archiving) and cron. Every instance
   * runs one; they share the queue, pg-boss hands each job to one of them.
   */
  start(options: JobWorkerOptions): Promise<void>;
  /**
   * Runs once the due jobs of the kinds in `handlers` (and their give-ups), then resolves. The
   * worker loops over it; tests call it to run jobs deterministically.
   */
  runDueJobs(handlers: JobHandlers, options?: RunDueJobsOptions): Promise<JobRunSummary>;
  /** Jobs of `kind` waiting or running, oldest first (tests, diagnostics). */
  pendingJobs(kind: JobKind): Promise<PendingJob[]>;
  /**
   * Graceful stop: the worker takes no new job, the one running finishes and is recorded, then
   * pg-boss stops (`stop({ graceful: true, wait: true })`). Jobs not started stay queued.
   */
  stop(): Promise<void>;
}

/** Options of {@link createJobQueue}. */
export interface JobQueueOptions {
  readonly database: Database;
  readonly logger?: JobLogger;
}

/** The text kept of a failed job's error: what {@link runJob} stored, or pg-boss's own note. */
function errorTextOf(output: unknown): string {
  if (output && typeof output === 'object') {
    const { name, message, value } = output as {
      name?: unknown;
      message?: unknown;
      value?: unknown;
    };
    if (typeof message === 'string') {
      return typeof name === 'string' ? `${name}: ${message}` : message;
    }
    // A job failed by pg-boss (expired while active): `{ value: { message } }`.
    const inner =
      value && typeof value === 'object' ? (value as { message?: unknown }).message : undefined;
    if (typeof inner === 'string') return inner;
  }
  return 'unknown error';
}

const payloadOf = (data: unknown): Record<string, unknown> =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};

type Outcome = 'done' | 'retried' | 'failed';

/**
 * The job queue of one database. Its pg-boss instance installs the schema and takes, completes and
 * fails jobs; a second one, created by {@link JobQueue.start}, runs pg-boss's background work
 * (maintenance, cron), which servers in tests never start. Jobs are taken with `fetch` and
 * recorded with awaited `complete` / `fail` rather than pg-boss's `work()`, whose completion is not
 * awaited: its failure during a database restart would be an unhandled rejection, and a graceful
 * stop could end before the job is recorded.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const executor = executorOf(options.database.db);
  const logger = options.logger ?? silentLogger;
  const boss = new PgBoss({ db: executor, supervise: false, schedule: false });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue: pg-boss failed'));

  let installing: Promise<void> | undefined;
  let runner: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;
  let stopRequested = false;
  let looping: Promise<void> | undefined;
  let wake: (() => void) | undefined;

  const install = (): Promise<void> => {
    installing ??= (async () => {
      await boss.start();
      for (const kind of JOB_KINDS) {
        // The dead-letter queue first: the kind's jobs reference it.
        await boss.createQueue(deadLetterOf(kind));
        await boss.createQueue(kind);
      }
    })().catch((error: unknown) => {
      // A failure (the database unreachable) is not kept: the next call tries again.
      installing = undefined;
      throw error;
    });
    return installing;
  };

  /** Runs one job taken from `kind`'s queue and records how it ended (awaited). */
  const runJob = async (
    kind: JobKind,
    handler: JobHandler,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<Outcome> => {
    const info: JobInfo = {
      id: job.id,
      kind,
      attempt: job.retryCount + 1,
      maxAttempts: job.retryLimit + 1,
    };
    try {
      await handler.run(payloadOf(job.data), info);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      logger.warn(
        { jobId: job.id, kind, attempt: info.attempt, err: error },
        last ? 'job failed for the last time: given up' : 'job failed: will retry',
      );
      // Name and message only, as the job's output: what onGiveUp is told.
      const failure =
        error instanceof Error
          ? { name: error.name, message: error.message.slice(0, 2000) }
          : { message: String(error).slice(0, 2000) };
      await boss.fail(kind, job.id, failure);
      return last ? 'failed' : 'retried';
    }
    await boss.complete(kind, job.id);
    return 'done';
  };

  /** Tells the handler of `kind` that a job was given up, then records the give-up as handled. */
  const giveUp = async (
    kind: JobKind,
    handler: JobHandler,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<void> => {
    const error = errorTextOf(job.output).slice(0, 2000);
    const maxAttempts = job.retryLimit + 1;
    logger.error({ jobId: job.id, kind, error }, 'job given up');
    try {
      await handler.onGiveUp?.(
        payloadOf(job.data),
        { id: job.id, kind, attempt: maxAttempts, maxAttempts },
        error,
      );
    } catch (failure) {
      logger.error({ jobId: job.id, kind, err: failure }, 'onGiveUp failed: will retry');
      await boss.fail(deadLetterOf(kind), job.id, { message: String(failure) });
      return;
    }
    await boss.complete(deadLetterOf(kind), job.id);
  };

  const takeOne = async (queue: string) => {
    const [job] = await boss.fetch<unknown>(queue, { batchSize: 1, includeMetadata: true });
    return job;
  };

  /** One pass over every kind of `handlers`: up to `batch` jobs each, then their give-ups. */
  const runPass = async (
    handlers: JobHandlers,
    batch: number,
    shouldStop: () => boolean,
  ): Promise<JobRunSummary & { givenUp: number }> => {
    const summary = { done: 0, retried: 0, failed: 0, givenUp: 0 };
    const kinds = JOB_KINDS.filter((kind) => handlers[kind]);
    for (const kind of kinds) {
      const handler = handlers[kind];
      for (let runs = 0; handler && runs < batch && !shouldStop(); runs += 1) {
        const job = await takeOne(kind);
        if (!job) break;
        summary[await runJob(kind, handler, job)] += 1;
      }
    }
    for (const kind of kinds) {
      const handler = handlers[kind];
      for (let runs = 0; handler && runs < batch && !shouldStop(); runs += 1) {
        const job = await takeOne(deadLetterOf(kind));
        if (!job) break;
        await giveUp(kind, handler, job);
        summary.givenUp += 1;
      }
    }
    return summary;
  };

  const runDueJobs = async (
    handlers: JobHandlers,
    runOptions: RunDueJobsOptions = {},
  ): Promise<JobRunSummary> => {
    await install();
    // What the maintenance does every two minutes: jobs active past their expiry (their worker
    // died) are failed, so retried or given up now rather than at the next maintenance.
    await boss.expire();
    if (runOptions.dueBy) {
      const names = JOB_KINDS.flatMap((kind) => [kind, deadLetterOf(kind)]);
      await executor.executeSql(
        `UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second'
         WHERE name = ANY($1::text[]) AND state < 'active' AND start_after <= $2::timestamptz`,
        [names, runOptions.dueBy.toISOString()],
      );
    }
    const { done, retried, failed } = await runPass(handlers, runOptions.batch ?? 50, () => false);
    return { done, retried, failed };
  };

  const loop = async (handlers: JobHandlers, pollMs: number): Promise<void> => {
    while (!stopRequested) {
      let busy = false;
      try {
        const summary = await runPass(handlers, 50, () => stopRequested);
        busy = summary.done + summary.retried + summary.failed + summary.givenUp > 0;
      } catch (error) {
        // The database restarting, a network cut: logged, tried again at the next tick.
        logger.error({ err: error }, 'job worker: a run failed');
      }
      if (!busy && !stopRequested) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollMs);
          // A pending poll never keeps the process alive on its own.
          timer.unref();
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  };

  const start = (workerOptions: JobWorkerOptions): Promise<void> => {
    starting ??= (async () => {
      await install();
      runner = new PgBoss({ db: executor, supervise: true, schedule: true });
      runner.on('error', (error) => logger.error({ err: error }, 'job queue: pg-boss failed'));
      await runner.start();
      for (const schedule of workerOptions.schedules ?? []) {
        await runner.schedule(
          schedule.kind,
          schedule.cron,
          {},
          {
            tz: 'UTC',
            ...sendOptionsOf(schedule.kind),
          },
        );
      }
      looping = loop(workerOptions.handlers, workerOptions.pollMs);
      logger.info(
        {
          kinds: JOB_KINDS.filter((kind) => workerOptions.handlers[kind]),
          pollMs: workerOptions.pollMs,
          schedules: workerOptions.schedules ?? [],
        },
        'job worker started',
      );
    })().catch((error: unknown) => {
      starting = undefined;
      throw error;
    });
    return starting;
  };

  const pendingJobs = async (kind: JobKind): Promise<PendingJob[]> => {
    const { rows } = (await executor.executeSql(
      `SELECT id::text, data, state::text,
              (extract(epoch FROM start_after) * 1000)::float8 AS run_at_ms,
              singleton_key, retry_count
       FROM ${JOB_SCHEMA}.job
       WHERE name = $1 AND state < 'completed'
       ORDER BY created_on, id`,
      [kind],
    )) as {
      rows: {
        id: string;
        data: unknown;
        state: PendingJob['state'];
        run_at_ms: number;
        singleton_key: string | null;
        retry_count: number;
      }[];
    };
    return rows.map((row) => ({
      id: row.id,
      kind,
      payload: payloadOf(row.data),
      state: row.state,
      runAt: new Date(row.run_at_ms),
      dedupeKey: row.singleton_key,
      retries: row.retry_count,
    }));
  };

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      stopRequested = true;
      wake?.();
      await looping;
      await runner?.stop({ graceful: true, wait: true, close: false });
      if (looping) logger.info({}, 'job worker stopped');
    })();
    return stopping;
  };

  return { install, start, runDueJobs, pendingJobs, stop };
}
