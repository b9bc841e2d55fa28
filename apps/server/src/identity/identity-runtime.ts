import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import * as oidcClient from 'openid-client';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { PROVIDER_MOUNT_PATH } from './mount-path';
import { loadIdentitySecrets, type IdentitySecrets } from './identity-secrets';
import { purgeEndedWindows, SIGN_IN_RATE_WINDOW_SECONDS } from './client-rate-limit';
import { purgeExpiredOidcPayloads } from './oidc-adapter';

/** Where the provider sends the browser back with the authorization code [S2.22]. */
export const CALLBACK_PATH = '/oauth_callback';
/** The French page shown after a logout. */
export const LOGGED_OUT_PATH = '/logged-out';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The identity layer of one server, built lazily: the public origin is only known once the server
 * listens when `PUBLIC_URL` is unset (tests listen on port 0), and a server that never serves a
 * sign-in (health checks, API tests with direct sessions) never touches the keys or the provider.
 */
export interface IdentityRuntime {
  /** True when this server hosts the provider (no `OIDC_ISSUER`). */
  readonly embedded: boolean;
  readonly clientId: string;
  /** `PUBLIC_URL`, or `http://<HOST>:<bound port>`; throws while not listening without it. */
  publicOrigin(): string;
  redirectUri(): string;
  postLogoutRedirectUri(): string;
  secrets(): Promise<IdentitySecrets>;
  /** The embedded provider; only when {@link embedded}. */
  provider(): Promise<Provider>;
  /** The provider's request handler (Koa callback), made once. */
  providerCallback(): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>>;
  /** The backend-for-frontend's view of the issuer (discovery done once, retried after a failure). */
  relyingParty(): Promise<oidcClient.Configuration>;
  close(): void;
}

/** Runs `make` once; a failure is not kept, so the next call tries again. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= make().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** `http://<host>:<port>` of a listening server; a wildcard host becomes `localhost`. */
export function boundOrigin(app: FastifyInstance, host: string): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const shown =
    host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${address.port}`;
}

export function createIdentityRuntime(
  app: FastifyInstance,
  config: ServerConfig,
  database: Database,
  logger: FastifyBaseLogger,
): IdentityRuntime {
  const embedded = config.oidcIssuer === undefined;
  let purgeTimer: NodeJS.Timeout | undefined;

  const publicOrigin = (): string => {
    const origin = config.publicUrl ?? boundOrigin(app, config.host);
    if (!origin) {
      throw new Error(
        'The public origin is unknown: set PUBLIC_URL or serve sign-ins once listening',
      );
    }
    return origin;
  };
  const redirectUri = (): string => `${publicOrigin()}${CALLBACK_PATH}`;
  const postLogoutRedirectUri = (): string => `${publicOrigin()}${LOGGED_OUT_PATH}`;
  const secrets = once(() => loadIdentitySecrets(database.db));
  const clientSecret = async (): Promise<string> =>
    config.oidcClientSecret ?? (await secrets()).clientSecret;

  const provider = once(async () => {
    if (!embedded) throw new Error('No embedded provider with OIDC_ISSUER set');
    // Loaded on first use: a server that never serves a sign-in (API tests, an external issuer)
    // does not load oidc-provider and Koa at all, nor print their runtime notices.
    const { createEmbeddedProvider } = await import('./embedded-provider');
    const made = createEmbeddedProvider({
      db: database.db,
      secrets: await secrets(),
      origin: publicOrigin(),
      clientId: config.oidcClientId,
      clientSecret: await clientSecret(),
      redirectUri: redirectUri(),
      postLogoutRedirectUri: postLogoutRedirectUri(),
      logger,
    });
    const purge = (): void => {
      purgeExpiredOidcPayloads(database.db).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not purge expired OpenID provider rows'),
      );
      purgeEndedWindows(database.db, SIGN_IN_RATE_WINDOW_SECONDS).catch((error: unknown) =>
        logger.warn({ err: error }, 'could not purge ended rate-limit windows'),
      );
    };
    purge();
    purgeTimer = setInterval(purge, PURGE_EVERY_MS);
    purgeTimer.unref();
    return made;
  });

  const providerCallback = once(async () => (await provider()).callback());

  const relyingParty = once(async () => {
    const issuer = new URL(config.oidcIssuer ?? `${publicOrigin()}${PROVIDER_MOUNT_PATH}`);
    const secret = await clientSecret();
    // ASVS V6.8.2: the ID token's signature is checked against the provider's keys (openid-client
    // trusts the TLS channel of the token endpoint otherwise). Plain http only happens on a
    // developer's machine and in tests (loopback).
    const execute = [oidcClient.enableNonRepudiationChecks];
    if (issuer.protocol === 'http:') execute.push(oidcClient.allowInsecureRequests);
    const options = { execute };
    return oidcClient.discovery(
      issuer,
      config.oidcClientId,
      { client_secret: secret },
      oidcClient.ClientSecretBasic(secret),
      options,
    );
  });

  return {
    embedded,
    clientId: config.oidcClientId,
    publicOrigin,
    redirectUri,
    postLogoutRedirectUri,
    secrets,
    provider,
    providerCallback,
    relyingParty,
    close: () => {
      if (purgeTimer) clearInterval(purgeTimer);
    },
  };
}
