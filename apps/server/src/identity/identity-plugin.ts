import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { bffRoutes } from './bff-routes';
import { createIdentityRuntime, type IdentityRuntime } from './identity-runtime';
import { interactionRoutes } from './interaction-routes';
import { secondFactorRoutes } from './second-factor-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { providerRoutes } from './provider-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sign-in machinery (identity-runtime.ts), for routes that renew or end sessions. */
    identity: IdentityRuntime;
  }
}

export interface IdentityPluginOptions {
  readonly config: ServerConfig;
  readonly database: Database;
}

/**
 * Sign-in (design.md §3 "Identity"): the embedded OpenID provider under `/oidc` with its French
 * pages and its 'Mot de passe oublié' (unless `OIDC_ISSUER` points at another provider), and the
 * backend-for-frontend routes `/login`, `/oauth_callback`, `/logout`, `/logged-out`.
 * `POST /api/user/getCodeToken` lives with the API (code-token-routes.ts) and reaches this through
 * `app.identity`.
 * Registered after the sessions plugin, whose cookies and guards it uses.
 */
async function identityPlugin(app: FastifyInstance, options: IdentityPluginOptions): Promise<void> {
  const runtime = createIdentityRuntime(app, options.config, options.database, app.log);
  app.decorate('identity', runtime);
  app.addHook('onClose', async () => runtime.close());
  if (runtime.embedded) {
    await app.register(providerRoutes, { runtime });
    await app.register(interactionRoutes, {
      runtime,
      database: options.database,
      signUpsPerHour: options.config.signUpsPerHour,
      signInsPerHour: options.config.signInsPerHour,
      breachedPasswordsUrl: options.config.breachedPasswordsUrl,
      staffMfa: options.config.staffMfa,
    });
    await app.register(secondFactorRoutes, {
      runtime,
      database: options.database,
      signInsPerHour: options.config.signInsPerHour,
    });
    await app.register(passwordResetRoutes, {
      runtime,
      database: options.database,
      secureCookies: options.config.isProduction,
      logLevel: options.config.logLevel,
      breachedPasswordsUrl: options.config.breachedPasswordsUrl,
    });
  }
  await app.register(bffRoutes, {
    runtime,
    database: options.database,
    config: options.config,
  });
}

export const identity = fp(identityPlugin, {
  name: 'ldn-identity',
  dependencies: ['ldn-sessions'],
});
