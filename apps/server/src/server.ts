import Fastify, {
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from './app-version';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { installErrorHandling } from './http/error-handler';
import { installInputRules } from './http/input-rules';
import { registerOpenApi } from './http/openapi';
import { validatorCompiler } from './http/validator';
import { AccessLogController } from './http/request-log';
import { requestId } from './http/request-id';
import { registerSecurityHeaders } from './http/security-headers';
import { createLogger, quieterOf } from './logger';
import { healthRoutes } from './modules/health/health-routes';
import { imagesRoutes } from './modules/images/images-routes';
import { ipRoutes } from './modules/ip/ip-routes';
import { discoveryRoutes } from './modules/discovery/discovery-routes';
import { trackingRoutes } from './modules/tracking/tracking-routes';
import type { FirstViewRenderer } from './modules/web-app/first-view';
import { KIOSK_PREFIX, webAppRoutes } from './modules/web-app/web-app-routes';
import { API_BASE } from './api-base';
import { sessions } from './identity/session-plugin';
import { apiRoutes } from './modules/api-routes';
import { identity } from './identity/identity-plugin';
import { DEV_MAILS_PREFIX, devMailRoutes } from './modules/dev-mails/dev-mail-routes';
import { posSimulatorRoutes } from './modules/pos-simulator/pos-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { moneyLedger } from './modules/contributions/ledger-plugin';
import { serverServices } from './server-services';

/** A route of the server: its method and its URL pattern (`/api/ldn/v1/closeList/:company/:listId`). */
export interface RegisteredRoute {
  readonly method: string;
  readonly url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (HEAD routes Fastify adds for GETs included). */
    readonly registeredRoutes: readonly RegisteredRoute[];
  }
}

/** What the server is given rather than creates, so tests and `main.ts` choose it. */
export interface ServerDeps {
  /** Opened and migrated; the caller closes it after the server (see `main.ts`). */
  readonly database: Database;
  /** Shared with the rest of the process; by default one at `config.logLevel`. */
  readonly logger?: FastifyBaseLogger;
  /** The folder of the built web app to serve at `/`, if any (see `main.ts`). */
  readonly webApp?: string | undefined;
  /** The web app's server-rendered first view (apps/web/dist-server), when it was built. */
  readonly webFirstView?: FirstViewRenderer | undefined;
  /** The folder of the built seller kiosk to serve under `/kiosk`, if any (see `main.ts`). */
  readonly kioskApp?: string | undefined;
  /**
   * The process's job queue; by default one over `database`, installed here and stopped when the
   * server closes.
   */
  readonly jobs?: JobQueue;
}

/** The Fastify instance with zod schemas as its type provider. */
export type Server = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Builds the HTTP server without listening (house style rule 10): `main.ts` listens, tests call
 * `inject` or listen on port 0. Routes may still be added to the result before `ready()`.
 */
export async function createServer(config: ServerConfig, deps: ServerDeps): Promise<Server> {
  const logger: FastifyBaseLogger = deps.logger ?? createLogger(config.logLevel);
  const options: FastifyHttpOptions<RawServerDefault, FastifyBaseLogger> = {
    loggerInstance: logger,
    genReqId: requestId,
    requestIdHeader: false,
    // One access line a request ('incoming request' only at debug): see request-log.ts.
    logController: new AccessLogController(),
    trustProxy: config.trustProxy,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  // Every route, as registered: the authorization walk checks that none is left out of it.
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', routes);

  // Installed before any route can queue a job (pg-boss refuses jobs of a queue it lacks). A failure
  // is logged, not thrown: a server over a database that is down still answers /health (503), and
  // `main.ts` starts the worker, which installs again and stops the start if it still fails.
  const jobs = deps.jobs ?? createJobQueue({ database: deps.database, logger });
  try {
    await jobs.install();
  } catch (error) {
    logger.warn({ err: error }, 'the job queue could not be installed: no job can be queued');
  }
  await app.register(serverServices, { config, database: deps.database, jobs });
  await app.register(moneyLedger);
  if (!deps.jobs) app.addHook('onClose', () => jobs.stop());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  // One rule for every text and a depth limit on JSON bodies, before any route reads its input.
  installInputRules(app);

  // The request id and the security headers, precomputed, on every answer (one sync hook).
  await registerSecurityHeaders(app, { production: config.isProduction });
  await registerOpenApi(app, { version: APP_VERSION, production: config.isProduction });

  await app.register(sessions, {
    database: deps.database,
    secureCookies: config.isProduction,
    config,
  });
  await app.register(healthRoutes, {
    database: deps.database,
    logLevel: quieterOf(config.logLevel, 'warn'),
  });
  await app.register(imagesRoutes);
  // [S7.48] The IP look-up is a site call (the app's second client, with the site base), not an API one.
  await app.register(ipRoutes);
  // [S7.49]-[S7.52] Product discovery and its tracking, public at the site root (CORS, no XSRF).
  await app.register(discoveryRoutes);
  await app.register(trackingRoutes);
  await app.register(identity, { config, database: deps.database });
  await app.register(apiRoutes, { prefix: API_BASE });
  // design.md §3 "Payments": the sandbox checkout pages (/paiement/{id}), outside the api base.
  await app.register(checkoutRoutes);
  // The development mail page (design.md §3 "E-mail"); 404 under /dev in production.
  await app.register(devMailRoutes, {
    prefix: DEV_MAILS_PREFIX,
    enabled: !config.isProduction,
  });
  // design.md §3 "In-store point of sale": the register simulator, never in production.
  if (!config.isProduction) {
    await app.register(posSimulatorRoutes, { prefix: DEV_MAILS_PREFIX });
  }
  if (deps.webApp) {
    await app.register(webAppRoutes, {
      root: deps.webApp,
      appEnv: config.appEnv,
      firstView: deps.webFirstView,
    });
  }
  // The seller kiosk's own build: its fallback stays inside /kiosk, the web app's handles the rest.
  if (deps.kioskApp) {
    await app.register(webAppRoutes, {
      prefix: KIOSK_PREFIX,
      root: deps.kioskApp,
      appEnv: config.appEnv,
    });
  }
  return app;
}
