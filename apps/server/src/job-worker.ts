import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { SESSION_PURGE_JOB, sessionPurgeJobHandlers } from './identity/session-purge-job';
import { createMailTransport, type MailTransport } from './modules/mail/mail-transport';
import { mailJobHandlers } from './modules/mail/outbox';
import type { JobHandlers, JobQueue } from './jobs/job-queue';

/** Options of {@link startJobWorker}. */
export interface JobWorkerOptions {
  readonly config: Pick<
    ServerConfig,
    'smtpUrl' | 'mailFrom' | 'jobPollMs' | 'sessionPurgeCron' | 'isProduction'
  >;
  readonly database: Database;
  readonly logger: FastifyBaseLogger;
  /** The process's queue (the server's `app.jobs`). */
  readonly jobs: JobQueue;
  /** Handlers of other job kinds (payments, notification digests, ...). */
  readonly extraHandlers?: JobHandlers;
  /** Replaces the transport `SMTP_URL` chooses (tests). */
  readonly transport?: MailTransport;
}

/** The running worker and what it holds. */
export interface JobWorker {
  readonly transport: MailTransport;
  /** Graceful: the job running finishes and is recorded, the queue stops, the transport closes. */
  stop(): Promise<void>;
}

/**
 * What the start-up log says of the mails. Without `SMTP_URL` they are captured, and read on the
 * development mail page, which production does not serve (`/dev` answers 404 there): production
 * is told that nothing is delivered and how to deliver, never pointed to that page.
 */
export function mailTransportNotice(kind: MailTransport['kind'], isProduction: boolean): string {
  if (kind === 'smtp') return 'mails go out through SMTP_URL';
  return isProduction
    ? 'no SMTP_URL: mails are not delivered (set SMTP_URL to send them)'
    : 'no SMTP_URL: mails are captured here (development mail page: /dev/mails)';
}

/**
 * Starts this process's job worker: the outbox's `mail.send` over the transport `SMTP_URL`
 * chooses, the scheduled purge of ended sessions, and any other handlers. `main.ts` starts it
 * before listening and stops it on shutdown, before the database closes.
 */
export async function startJobWorker(options: JobWorkerOptions): Promise<JobWorker> {
  const transport = options.transport ?? createMailTransport(options.config);
  // Mails that production does not deliver are the operator's concern: a warning there.
  const undelivered = transport.kind === 'capture' && options.config.isProduction;
  options.logger[undelivered ? 'warn' : 'info'](
    { transport: transport.kind, from: options.config.mailFrom },
    mailTransportNotice(transport.kind, options.config.isProduction),
  );
  await options.jobs.start({
    handlers: {
      ...options.extraHandlers,
      ...sessionPurgeJobHandlers({ database: options.database }),
      ...mailJobHandlers({
        database: options.database,
        transport,
        from: options.config.mailFrom,
      }),
    },
    pollMs: options.config.jobPollMs,
    schedules: [{ kind: SESSION_PURGE_JOB, cron: options.config.sessionPurgeCron }],
  });
  return {
    transport,
    stop: async () => {
      await options.jobs.stop();
      transport.close();
    },
  };
}
