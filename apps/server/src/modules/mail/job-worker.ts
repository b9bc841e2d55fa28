import type { Database } from '../../db/database';
import { newWorkerId, runDueJobs, type JobHandlers, type RunDueJobsOptions } from './job-queue';

/** Options of {@link startJobWorker}. */
export interface JobWorkerOptions {
  readonly database: Database;
  readonly handlers: JobHandlers;
  /** Wait between two looks when nothing was due (`LDN_JOB_POLL_MS`). */
  readonly pollMs: number;
  readonly logger: NonNullable<RunDueJobsOptions['logger']> & {
    info(object: object, message: string): void;
  };
  /** Passed on to {@link runDueJobs} (tests). */
  readonly runOptions?: Omit<RunDueJobsOptions, 'handlers' | 'shouldStop' | 'logger' | 'workerId'>;
}

/** A running worker. */
export interface JobWorker {
  readonly id: string;
  /**
   * Graceful stop: no new job is taken, the one running finishes and is recorded; resolves then.
   * Jobs not started stay queued for the next start (or another instance).
   */
  stop(): Promise<void>;
}

/**
 * The process's job worker (started by `main.ts`): runs due jobs, and when none is left waits
 * `pollMs` before looking again. While jobs keep coming it loops without waiting. A failing
 * database (restart, network cut) is logged and retried at the next tick, never fatal.
 */
export function startJobWorker(options: JobWorkerOptions): JobWorker {
  const id = newWorkerId();
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
      // A pending poll never keeps the process alive on its own.
      timer.unref();
    });

  const loop = async (): Promise<void> => {
    while (!stopping) {
      let busy = false;
      try {
        const summary = await runDueJobs(options.database, {
          ...options.runOptions,
          handlers: options.handlers,
          workerId: id,
          shouldStop: () => stopping,
          logger: options.logger,
        });
        busy = summary.done + summary.retried + summary.failed > 0;
      } catch (error) {
        options.logger.error({ err: error, workerId: id }, 'job worker: a run failed');
      }
      if (!busy && !stopping) await sleep(options.pollMs);
    }
  };

  options.logger.info({ workerId: id, pollMs: options.pollMs }, 'job worker started');
  const running = loop();
  return {
    id,
    stop: async () => {
      stopping = true;
      if (timer) clearTimeout(timer);
      wake?.();
      await running;
      options.logger.info({ workerId: id }, 'job worker stopped');
    },
  };
}
