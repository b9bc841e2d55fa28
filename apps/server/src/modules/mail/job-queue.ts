import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import { jobs } from '../../db/schema';

/**
 * A small job queue in PostgreSQL (design.md §3: background jobs "use a PostgreSQL-backed queue"),
 * on the same drizzle connection as everything else, so it runs unchanged on embedded PGlite and
 * on a PostgreSQL server (docs/decisions.md says why not pg-boss).
 *
 * - A job is queued in the caller's transaction ({@link enqueueJob}): it exists if and only if
 *   the change that asked for it commits. A `dedupeKey` makes a second queuing a no-op.
 * - A worker takes one due job at a time with `SELECT ... FOR UPDATE SKIP LOCKED` and holds it
 *   with a lease (`locked_until`): two workers never take the same job, and a job whose worker
 *   died is taken again once its lease has run out.
 * - A failed run is retried after an exponential back-off, up to `max_attempts` runs; then the
 *   job is given up (`failed_at`) and its handler's `onGiveUp` is told.
 *
 * Delivery is at least once: a worker that dies after the work but before recording it leaves
 * the job to be run again, so handlers check what is already done (the mail handler skips a mail
 * marked sent).
 */

/** A job as a handler sees it. */
export interface JobInfo {
  readonly id: number;
  readonly kind: string;
  /** This run's number, from 1. */
  readonly attempt: number;
  readonly maxAttempts: number;
}

/** What a kind of job does. */
export interface JobHandler {
  /** Does the work; throwing schedules a retry (or gives up after the last attempt). */
  run(payload: Record<string, unknown>, job: JobInfo): Promise<void>;
  /** Called once when the job is given up, with the last error message. */
  onGiveUp?(payload: Record<string, unknown>, job: JobInfo, error: string): Promise<void>;
}

/** Handlers by job kind; a worker only takes the kinds it has a handler for. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** Defaults of the queue. */
export const JOB_DEFAULTS = {
  /** Runs before a job is given up: with the back-off below, about 21 minutes of retries. */
  maxAttempts: 8,
  /** First retry after 10 s, then 20 s, 40 s, ... */
  backoffBaseMs: 10_000,
  /** No retry waits more than an hour. */
  backoffMaxMs: 3_600_000,
  /**
   * How long a taken job is held. A worker that has not finished by then is presumed dead and the
   * job is taken again, so this must exceed the longest run (the SMTP timeouts are below it).
   */
  lockMs: 300_000,
  /** Jobs run by one {@link runDueJobs} call at most, so a stop request is heard between batches. */
  batch: 50,
} as const;

/**
 * The wait before run `attempt + 1` after run `attempt` failed: `base * 2^(attempt-1)`, capped.
 * Deterministic (no jitter): jobs fail at different instants already, and tests can say exactly
 * when the retry is due.
 */
export function backoffDelayMs(
  attempt: number,
  baseMs: number = JOB_DEFAULTS.backoffBaseMs,
  maxMs: number = JOB_DEFAULTS.backoffMaxMs,
): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** What to queue. */
export interface NewJob {
  readonly kind: string;
  readonly payload?: Record<string, unknown>;
  /** The same key is never queued twice: the second {@link enqueueJob} does nothing. */
  readonly dedupeKey?: string;
  /** Not before this instant (default: now). */
  readonly runAt?: Date;
  readonly maxAttempts?: number;
}

/**
 * Queues a job in the transaction (or on the connection) `db`. Returns its id, or `undefined`
 * when a job with the same `dedupeKey` already exists (nothing was queued).
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<number | undefined> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? JOB_DEFAULTS.maxAttempts,
      dedupeKey: job.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return row?.id;
}

/** Options of {@link runDueJobs}. */
export interface RunDueJobsOptions {
  readonly handlers: JobHandlers;
  /** Names this worker in `locked_by` (default: host, process and a random part). */
  readonly workerId?: string;
  /** The clock (tests pass a fixed one); every instant the queue writes or compares comes from it. */
  readonly now?: () => Date;
  readonly lockMs?: number;
  readonly batch?: number;
  readonly backoff?: (attempt: number) => number;
  /** Asked before each job: true stops the run (graceful stop: the current job finishes first). */
  readonly shouldStop?: () => boolean;
  readonly logger?: {
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
}

/** What one {@link runDueJobs} call did. */
export interface JobRunSummary {
  readonly done: number;
  readonly retried: number;
  readonly failed: number;
}

/** A worker id unique across hosts and processes: `host:pid:random`. */
export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

type JobRow = typeof jobs.$inferSelect;

/**
 * Takes the oldest due job of the given kinds, if any: one statement, so the choice and the lease
 * are atomic. `SKIP LOCKED` lets concurrent workers pass over a row another one is taking; the
 * lease then keeps it from everyone until it runs out.
 */
async function claimNextJob(
  db: Db,
  kinds: readonly string[],
  workerId: string,
  now: Date,
  lockMs: number,
): Promise<JobRow | undefined> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        inArray(jobs.kind, [...kinds]),
        sql`${jobs.runAt} <= ${now.toISOString()}::timestamptz`,
        sql`${jobs.attempts} < ${jobs.maxAttempts}`,
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({
      lockedBy: workerId,
      lockedUntil: new Date(now.getTime() + lockMs),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(eq(jobs.id, sql`(${due})`))
    .returning();
  return claimed;
}

/**
 * Jobs whose every attempt was started and whose last lease ran out (their worker died on the
 * last try): given up, so they do not wait forever.
 */
async function giveUpAbandoned(db: Db, kinds: readonly string[], now: Date): Promise<JobRow[]> {
  return db
    .update(jobs)
    .set({
      failedAt: now,
      lockedBy: null,
      lockedUntil: null,
      lastError: sql`coalesce(${jobs.lastError}, 'the worker stopped before finishing')`,
    })
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        inArray(jobs.kind, [...kinds]),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
        lt(jobs.lockedUntil, now),
      ),
    )
    .returning();
}

const infoOf = (row: JobRow): JobInfo => ({
  id: row.id,
  kind: row.kind,
  attempt: row.attempts,
  maxAttempts: row.maxAttempts,
});

/** The message kept of an error: never more than 2,000 characters. */
function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

/**
 * Runs the due jobs of the kinds in `handlers`, one at a time, until none is due, `batch` have
 * run, or `shouldStop()` says so. The worker loop (`job-worker.ts`) calls it; tests call it
 * directly. Safe to run in several processes at once.
 */
export async function runDueJobs(
  database: Database,
  options: RunDueJobsOptions,
): Promise<JobRunSummary> {
  const { db } = database;
  const kinds = Object.keys(options.handlers);
  const clock = options.now ?? (() => new Date());
  const workerId = options.workerId ?? newWorkerId();
  const lockMs = options.lockMs ?? JOB_DEFAULTS.lockMs;
  const batch = options.batch ?? JOB_DEFAULTS.batch;
  const backoff = options.backoff ?? ((attempt: number) => backoffDelayMs(attempt));
  const summary = { done: 0, retried: 0, failed: 0 };
  if (kinds.length === 0) return summary;

  for (const row of await giveUpAbandoned(db, kinds, clock())) {
    summary.failed += 1;
    await tellGiveUp(options, row, row.lastError ?? '');
  }

  for (let runs = 0; runs < batch && !options.shouldStop?.(); runs += 1) {
    const job = await claimNextJob(db, kinds, workerId, clock(), lockMs);
    if (!job) break;
    const handler = options.handlers[job.kind];
    if (!handler) break;
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId));
    try {
      await handler.run(job.payload, infoOf(job));
    } catch (error) {
      const message = errorText(error);
      const givingUp = job.attempts >= job.maxAttempts;
      const now = clock();
      await db
        .update(jobs)
        .set({
          lockedBy: null,
          lockedUntil: null,
          lastError: message,
          ...(givingUp
            ? { failedAt: now }
            : { runAt: new Date(now.getTime() + backoff(job.attempts)) }),
        })
        .where(mine);
      options.logger?.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error },
        givingUp ? 'job failed for the last time: given up' : 'job failed: will retry',
      );
      if (givingUp) {
        summary.failed += 1;
        await tellGiveUp(options, job, message);
      } else {
        summary.retried += 1;
      }
      continue;
    }
    const recorded = await db
      .update(jobs)
      .set({ doneAt: clock(), lockedBy: null, lockedUntil: null, lastError: null })
      .where(mine)
      .returning({ id: jobs.id });
    if (recorded.length === 0) {
      // The lease ran out during the run and another worker took the job: it will run again,
      // which handlers tolerate (at-least-once). A lease longer than any run avoids this.
      options.logger?.warn(
        { jobId: job.id, kind: job.kind },
        'job finished after its lease ran out',
      );
    }
    summary.done += 1;
  }
  return summary;
}

async function tellGiveUp(options: RunDueJobsOptions, row: JobRow, error: string): Promise<void> {
  try {
    await options.handlers[row.kind]?.onGiveUp?.(row.payload, infoOf(row), error);
  } catch (failure) {
    options.logger?.error({ jobId: row.id, err: failure }, 'onGiveUp failed');
  }
}
