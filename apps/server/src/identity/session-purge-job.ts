import type { Database } from '../db/database';
import type { JobHandlers, JobKind } from '../jobs/job-queue';
import { purgeExpiredSessions } from './session-store';

/**
 * The scheduled purge of ended sessions (`LDN_SESSION_PURGE_CRON`, hourly by default): an ended
 * session is refused anyway, but its row (token hash, browser, tokens of the provider) is kept no
 * longer than needed. pg-boss queues one job per scheduled time for the whole cluster.
 */
export const SESSION_PURGE_JOB = 'sessions.purge' satisfies JobKind;

/** The handler of `sessions.purge` jobs. */
export function sessionPurgeJobHandlers(options: {
  readonly database: Database;
  readonly now?: () => Date;
}): JobHandlers {
  const clock = options.now ?? (() => new Date());
  return {
    [SESSION_PURGE_JOB]: {
      run: async () => {
        await purgeExpiredSessions(options.database.db, clock());
      },
    },
  };
}
