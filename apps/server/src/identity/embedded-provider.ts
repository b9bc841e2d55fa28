import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { SESSION_TTL_MS } from './session-store';
import type { Db } from '../db/database';
import { findAccountByPk } from './identity-queries';
import { identityMessages } from './identity-messages';
import { errorPage, logoutConfirmPage, loggedOutPage } from './identity-pages';
import { APPLICATION_SCOPE_CLAIMS, PROVIDER_MOUNT_PATH, interactionPath } from './mount-path';
import { postgresAdapter } from './oidc-adapter';
import { SCREEN_HINT_PARAM } from './screen-hint';
import type { IdentitySecrets } from './identity-secrets';

export interface EmbeddedProviderOptions {
  readonly db: Db;
  readonly secrets: IdentitySecrets;
  /** The public origin, e.g. `http://127.0.0.1:3000`; the issuer is `<origin>/oidc`. */
  readonly origin: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
  readonly postLogoutRedirectUri: string;
  readonly logger: FastifyBaseLogger;
}

const SESSION_TTL_SECONDS = Math.floor(SESSION_TTL_MS / 1000);

/**
 * ASVS V3.3.1: the provider's cookie names. Served over https (oidc-provider then sets them
 * Secure, its `proxy` trusting the load balancer's X-Forwarded-Proto), they carry the `__Secure-`
 * prefix, so no plain-http page nor other host can plant them. Not `__Host-`: oidc-provider
 * scopes the interaction and resume cookies to their own paths, and `__Host-` requires path `/`.
 * Over plain http (a laptop, the tests) a prefixed cookie would be refused: bare names.
 */
export function providerCookieNames(origin: string): {
  session: string;
  interaction: string;
  resume: string;
} {
  const prefix = new URL(origin).protocol === 'https:' ? '__Secure-' : '';
  return {
    session: `${prefix}ldn_op_session`,
    interaction: `${prefix}ldn_op_interaction`,
    resume: `${prefix}ldn_op_resume`,
  };
}

/**
 * The embedded OpenID Connect provider (design.md §3 "Identity"): oidc-provider, a certified
 * implementation, so no token code is written here. What this module decides:
 *
 * - storage in PostgreSQL (`oidc_payloads`), signing and cookie keys from `identity_secrets`;
 * - one confidential client, the application itself (`ldn-web`): authorization code with PKCE,
 *   its secret by HTTP Basic, redirect to `/oauth_callback`, logout back to `/logged-out`;
 * - accounts are the `customers` rows: `sub` is the customer's pk as a string, with the claims
 *   email, given_name, family_name, name, roles, store_code and country;
 * - consent is skipped for this first-party client: the grant is given on its behalf
 *   (`loadExistingGrant`, the pattern oidc-provider documents for first-party clients);
 * - its own French pages: sign-in and sign-up (interaction-routes.ts), logout, errors.
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db, secrets, clientId, logger } = options;
  const configuration: Configuration = {
    adapter: postgresAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_secret: options.clientSecret,
        client_name: identityMessages.brand,
        redirect_uris: [options.redirectUri],
        post_logout_redirect_uris: [options.postLogoutRedirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [...secrets.signingKeys] },
    cookies: {
      keys: [...secrets.cookieKeys],
      names: providerCookieNames(options.origin),
    },
    pkce: { required: () => true },
    // The application names the first screen of its sign-in (screen-hint.ts).
    extraParams: [SCREEN_HINT_PARAM],
    claims: APPLICATION_SCOPE_CLAIMS,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          // Asked by the application (it always sends the ID token): no question, just go.
          const fromApplication = typeof ctx.oidc.params?.id_token_hint === 'string';
          ctx.type = 'html';
          ctx.body = logoutConfirmPage(form, fromApplication);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    findAccount: async (_ctx, sub) => {
      const account = await findAccountByPk(db, sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.uid,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`.trim(),
          roles: [...account.roles],
          store_code: account.storeCode,
          country: account.country,
        }),
      };
    },
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (client.clientId !== clientId) return existing;
      // First-party client: the grant covers whatever it asks for, so no consent page.
      const grant =
        existing && existing.accountId === session.accountId
          ? existing
          : new ctx.oidc.provider.Grant({
              clientId: client.clientId,
              accountId: session.accountId,
            });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      const claims = [...ctx.oidc.requestParamClaims];
      if (claims.length > 0) grant.addOIDCClaims(claims);
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out, error) => {
      logger.warn({ err: error, oidcError: out.error }, 'OpenID provider error page');
      ctx.type = 'html';
      ctx.body = errorPage(
        out.error === 'invalid_request' || out.error === 'invalid_client'
          ? identityMessages.sessionExpired
          : identityMessages.genericError,
      );
    },
    clientBasedCORS: () => false,
    ttl: {
      AccessToken: 15 * 60,
      AuthorizationCode: 60,
      IdToken: 15 * 60,
      RefreshToken: SESSION_TTL_SECONDS,
      Interaction: 60 * 60,
      Session: SESSION_TTL_SECONDS,
      Grant: SESSION_TTL_SECONDS,
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
      BackchannelAuthenticationRequest: 10 * 60,
    },
  };
  const provider = new Provider(`${options.origin}${PROVIDER_MOUNT_PATH}`, configuration);
  // The mount (provider-routes.ts) tells the provider the public scheme and host through
  // X-Forwarded-* headers it sets itself, whatever the request came through.
  provider.proxy = true;
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    logger.error({ err: error }, 'OpenID provider failed');
  });
  return provider;
}
