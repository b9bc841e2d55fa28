import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { JobHandlers } from './job-queue';
import { startJobWorker, type JobWorker } from './job-worker';
import { createMailTransport, type MailTransport } from './mail-transport';
import { mailJobHandlers } from './outbox';

/** Options of {@link startMailWorker}. */
export interface MailWorkerOptions {
  readonly config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'jobPollMs'>;
  readonly database: Database;
  readonly logger: FastifyBaseLogger;
  /** Handlers of other job kinds run by the same worker (notification digests, ...). */
  readonly extraHandlers?: JobHandlers;
  /** Replaces the transport `SMTP_URL` chooses (tests). */
  readonly transport?: MailTransport;
}

/** The running worker and what it holds. */
export interface MailWorker {
  readonly transport: MailTransport;
  /** Graceful: the job running finishes, then the transport closes. */
  stop(): Promise<void>;
}

/**
 * Starts this process's job worker with the outbox's `mail.send` handler (and any others), over
 * the transport `SMTP_URL` chooses. `main.ts` starts it once the database is ready and stops it
 * on shutdown, before the database closes.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const transport = options.transport ?? createMailTransport(options.config);
  options.logger.info(
    { transport: transport.kind, from: options.config.mailFrom },
    transport.kind === 'smtp'
      ? 'mails go out through SMTP_URL'
      : 'no SMTP_URL: mails are captured here (development mail page: /dev/mails)',
  );
  const worker: JobWorker = startJobWorker({
    database: options.database,
    handlers: {
      ...options.extraHandlers,
      ...mailJobHandlers({
        database: options.database,
        transport,
        from: options.config.mailFrom,
      }),
    },
    pollMs: options.config.jobPollMs,
    logger: options.logger,
  });
  return {
    transport,
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
