import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/database';
import type { JobQueue } from './jobs/job-queue';
import { ListClosingHooks } from './modules/lists/list-closing';
import { queueMail, type NewMail } from './modules/mail/outbox';

/** Queues mails through the outbox, in the transaction of what causes them. */
export interface MailOutbox {
  queue(tx: Db, mail: NewMail): Promise<number | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's configuration, read once at start-up. */
    readonly config: ServerConfig;
    /** The opened, migrated database; the caller of `createServer` closes it. */
    readonly database: Database;
    /** The job queue the routes' changes queue their jobs in; `main.ts` starts its worker. */
    readonly jobs: JobQueue;
    /** The mail outbox: a mail is written with the change that causes it. */
    readonly mail: MailOutbox;
  }
}

export interface ServerServices {
  readonly config: ServerConfig;
  readonly database: Database;
  readonly jobs: JobQueue;
}

const outbox: MailOutbox = { queue: queueMail };

/**
 * What every module uses, decorated once on the root instance: a module reads `app.database`,
 * `app.config`, `app.mail` and `app.jobs` instead of being handed them, so registering a module
 * takes no options and nothing is threaded by hand. `app.listClosing` is where the modules above
 * lists add what they do when a list closes.
 */
const serverServicesPlugin: FastifyPluginAsync<ServerServices> = async (app, services) => {
  app.decorate('config', services.config);
  app.decorate('database', services.database);
  app.decorate('jobs', services.jobs);
  app.decorate('mail', outbox);
  app.decorate('listClosing', new ListClosingHooks());
};

export const serverServices = fp(serverServicesPlugin, { name: 'ldn-server-services' });
