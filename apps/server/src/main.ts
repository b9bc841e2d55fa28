/**
 * The server process: read the configuration, open and migrate the database, serve HTTP, and stop
 * gracefully on SIGINT/SIGTERM. Everything else lives in `createServer` so tests can run it
 * in-process.
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { openDatabase, databaseTarget } from './db/open-database';
import { drainConnections, handleShutdownSignals } from './lifecycle/graceful-shutdown';
import { createLogger, flushLogger } from './logger';
import { DOCS_PATH, OPENAPI_DOCUMENT_PATH } from './http/openapi';
import { createServer } from './server';
import { demoAccountsText, seedDatabase } from './seed/seed-database';
import { loadFirstView } from './modules/web-app/first-view';
import { builtAppFolder } from './modules/web-app/web-app-routes';
import { startJobWorker } from './job-worker';
import { moneyJobHandlers } from './modules/contributions/money-jobs';
import { notificationJobHandlers } from './modules/notifications/digests';

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const target = databaseTarget(config);
  logger.info(
    {
      database: target.kind === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL at DATABASE_URL',
      ...(target.kind === 'embedded' ? { dataDir: target.dataDir } : {}),
      appEnv: config.appEnv,
    },
    'opening the database',
  );
  const database = await openDatabase(target, {
    onIdleError: (error) => logger.error({ err: error }, 'PostgreSQL idle connection failed'),
  });
  // An empty database gets the deterministic seed; demo accounts and lists never in production.
  const seed = await seedDatabase(database, {
    products: config.seedProducts,
    demo: !config.isProduction,
    log: (message) => logger.info(message),
  });
  // The built web app, next to this server in the repository (apps/web/dist), when it was built.
  const webApp = builtAppFolder(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  if (!webApp) logger.info('no built web app (apps/web/dist): serving the API only');
  const kioskApp = builtAppFolder(
    fileURLToPath(new URL('../../seller-kiosk/dist', import.meta.url)),
  );
  if (!kioskApp) logger.info('no built seller kiosk (apps/seller-kiosk/dist): no /kiosk');
  const webFirstView = webApp
    ? await loadFirstView(
        fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url)),
      )
    : undefined;
  if (webApp && !webFirstView)
    logger.info('no first view (apps/web/dist-server): the app renders alone');
  const app = await createServer(config, { database, logger, webApp, kioskApp, webFirstView });
  // Delivers the outbox (and any other queued job); every instance runs one, they share the queue.
  const mailWorker = await startJobWorker({
    config,
    database,
    logger,
    jobs: app.jobs,
    // Payment recording (crash recovery), reservation expiry, the holder's digests.
    extraHandlers: {
      ...moneyJobHandlers({ config, database }),
      ...notificationJobHandlers({ config, database }),
    },
  });

  handleShutdownSignals({
    logger,
    shutdown: async () => {
      // Fastify stops accepting, answers 503 to new requests on kept-alive sockets, and waits
      // for the running ones; the worker finishes the job it runs; only then can the database go.
      const stopDraining = drainConnections(app.server);
      await Promise.all([
        app
          .close()
          .then(() => logger.info('HTTP server closed'))
          .finally(stopDraining),
        mailWorker.stop().then(() => logger.info('job worker stopped')),
      ]);
      // Closes the pool, then stops the embedded PostgreSQL (if it is ours).
      await database.close();
      // The log lines are written asynchronously: out before the process exits.
      await flushLogger(logger);
    },
  });

  await app.listen({ port: config.port, host: config.host });
  const url = publicUrl(app.server.address(), config.host);
  const docs = config.isProduction ? OPENAPI_DOCUMENT_PATH : DOCS_PATH;
  process.stdout.write(`LDN server listening on ${url} (API docs: ${url}${docs})\n`);
  if (seed.state.demo && !config.isProduction) process.stdout.write(demoAccountsText());
}

function readConfig(): ServerConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** A URL a person can open: a wildcard host becomes `localhost`. */
function publicUrl(address: string | AddressInfo | null, host: string): string {
  const port = typeof address === 'object' && address ? address.port : 0;
  const shown =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

main().catch((error: unknown) => {
  // A data folder in use is the operator's doing, not a defect: its message alone says what to do.
  console.error(
    'The server could not start:',
    error instanceof DataDirInUseError ? error.message : error,
  );
  process.exit(1);
});
