import { randomBytes } from 'node:crypto';
import { DEFAULT_COUNTRY } from '@ldn/domain';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as oidcClient from 'openid-client';
import { z } from 'zod';
import { cookieName, cookieOptions } from './cookies';
import { hashPassword } from './password';
import { clearSessionCookies, setSessionCookies } from './session-plugin';
import { createSession, deleteSession } from './session-store';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { APPLICATION_SCOPE } from './mount-path';
import { SIGN_IN_ROUTE_CONFIG, sendHtml } from './http-helpers';
import { identityMessages } from './identity-messages';
import { errorPage, loggedOutPage } from './identity-pages';
import {
  createAccount,
  findAccountByPk,
  findAccountByUid,
  findSessionTokens,
} from './identity-queries';
import { CALLBACK_PATH, LOGGED_OUT_PATH, type IdentityRuntime } from './identity-runtime';
import {
  LOGIN_STATE_COOKIE,
  LOGIN_STATE_TTL_SECONDS,
  openLoginState,
  sealLoginState,
} from './login-state';
import { safeRedirectPath } from './redirect-path';
import { SCREEN_HINT_PARAM, screenHintFor } from './screen-hint';

/** [S2.36] The value of `GET /login?ecran=` that opens the sign-up form. */
export const SIGN_UP_SCREEN = 'inscription';

export interface BffOptions {
  readonly runtime: IdentityRuntime;
  readonly database: Database;
  readonly config: ServerConfig;
}

const loginQuerySchema = z.object({
  // A repeated or odd parameter is not an error for a browser: it just lands on the home page.
  redirect: z.string().optional().catch(undefined),
  /** [S2.36] `inscription`: 'Créer un compte' opens the sign-up form rather than the sign-in. */
  ecran: z.enum([SIGN_UP_SCREEN]).optional().catch(undefined),
});

/**
 * The backend-for-frontend of the sign-in (design.md §3 "Identity"): the browser never sees a
 * token, only the httpOnly session cookie, the XSRF cookie and `principalCookie`.
 *
 * - `GET /login?redirect=<path>` starts an authorization-code flow with PKCE [S2.29] [S2.30]
 *   (`&ecran=inscription` opens the sign-up form [S2.36]; a staff page's sign-in speaks to staff);
 * - `GET /oauth_callback` completes it [S2.22] and opens the session;
 * - `GET /logout` ends the session here and at the provider (RP-initiated logout) [S7.48];
 * - `GET /logged-out` says 'Vous êtes déconnecté.'.
 *
 * With `OIDC_ISSUER` the same routes talk to that provider instead: configuration only.
 */
export const bffRoutes: FastifyPluginAsyncZod<BffOptions> = async (
  app,
  { runtime, database, config },
) => {
  const db = database.db;
  const secure = config.isProduction;
  const stateCookie = cookieName(LOGIN_STATE_COOKIE, secure);
  const stateCookieOptions = cookieOptions(secure, true);

  /** The provider's configuration, or null (logged) when its discovery fails. */
  const reachProvider = async (
    log: FastifyBaseLogger,
  ): Promise<oidcClient.Configuration | null> => {
    try {
      return await runtime.relyingParty();
    } catch (error) {
      log.error({ err: error }, 'the OpenID provider cannot be reached');
      return null;
    }
  };

  /** The site's origin for redirect checks; unknown before listening (tests that inject). */
  const siteOrigin = (): string | undefined => {
    try {
      return runtime.publicOrigin();
    } catch {
      return undefined;
    }
  };

  const failed = (reply: FastifyReply, status: number, message: string): FastifyReply => {
    reply.clearCookie(stateCookie, stateCookieOptions);
    return sendHtml(reply, status, errorPage(message));
  };

  app.get(
    '/login',
    {
      config: SIGN_IN_ROUTE_CONFIG,
      schema: {
        tags: ['identity'],
        summary: 'Start a sign-in (redirects to the OpenID provider)',
        querystring: loginQuerySchema,
      },
    },
    async (request, reply) => {
      const redirect = safeRedirectPath(request.query.redirect, siteOrigin());
      if (request.currentUser) return reply.redirect(redirect, 302);
      const screenHint = screenHintFor({
        signUp: request.query.ecran === SIGN_UP_SCREEN,
        redirectPath: redirect,
      });
      const relyingParty = await reachProvider(request.log);
      if (!relyingParty) return sendHtml(reply, 503, errorPage(identityMessages.signInFailed));
      const verifier = oidcClient.randomPKCECodeVerifier();
      const state = oidcClient.randomState();
      const nonce = oidcClient.randomNonce();
      const sealed = sealLoginState((await runtime.secrets()).stateKey, {
        state,
        nonce,
        verifier,
        redirect,
        expiresAt: Math.floor(Date.now() / 1000) + LOGIN_STATE_TTL_SECONDS,
      });
      const authorizationUrl = oidcClient.buildAuthorizationUrl(relyingParty, {
        redirect_uri: runtime.redirectUri(),
        scope: APPLICATION_SCOPE,
        // The application's session is the only sign-in that lasts: without one, the password is
        // asked again even if the provider's own session lives (ASVS V7.3.1, an idle-ended session).
        prompt: 'login',
        state,
        nonce,
        code_challenge: await oidcClient.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        ...(screenHint === undefined ? {} : { [SCREEN_HINT_PARAM]: screenHint }),
      });
      return reply
        .setCookie(stateCookie, sealed, {
          ...stateCookieOptions,
          maxAge: LOGIN_STATE_TTL_SECONDS,
        })
        .header('cache-control', 'no-store')
        .redirect(authorizationUrl.href, 302);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      config: SIGN_IN_ROUTE_CONFIG,
      schema: { tags: ['identity'], summary: '[S2.22] Return point of the sign-in' },
    },
    async (request, reply) => {
      const secrets = await runtime.secrets();
      const loginState = openLoginState(secrets.stateKey, request.cookies[stateCookie]);
      if (!loginState) return failed(reply, 400, identityMessages.sessionExpired);
      const relyingParty = await reachProvider(request.log);
      if (!relyingParty) return failed(reply, 503, identityMessages.signInFailed);
      const currentUrl = new URL(request.url, runtime.publicOrigin());
      let tokens: Awaited<ReturnType<typeof oidcClient.authorizationCodeGrant>>;
      try {
        tokens = await oidcClient.authorizationCodeGrant(relyingParty, currentUrl, {
          pkceCodeVerifier: loginState.verifier,
          expectedState: loginState.state,
          expectedNonce: loginState.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        // A refused consent, a replayed or forged callback, an unreachable provider.
        request.log.warn({ err: error }, 'sign-in callback refused');
        return failed(reply, 400, identityMessages.signInFailed);
      }
      const claims = tokens.claims();
      if (!claims) return failed(reply, 400, identityMessages.signInFailed);
      const customerPk = runtime.embedded
        ? (await findAccountByPk(db, claims.sub))?.pk
        : await externalAccount(relyingParty, tokens.access_token, claims);
      if (customerPk === undefined) {
        request.log.warn({ sub: claims.sub }, 'sign-in for no known customer');
        return failed(reply, 403, identityMessages.accountUnknown);
      }
      // A browser signing in again (maybe as someone else) leaves no older session behind.
      if (request.session) await deleteSession(db, request.session.tokenHash);
      const session = await createSession(
        db,
        customerPk,
        {
          idToken: tokens.id_token ?? null,
          refreshToken: tokens.refresh_token ?? null,
          // ASVS V7.5.2: the customer recognises his sessions by their device (Parameters).
          userAgent: request.headers['user-agent'],
        },
        new Date(),
        config.accessTtlMs,
      );
      await setSessionCookies(reply, session, String(customerPk), secure);
      reply.clearCookie(stateCookie, stateCookieOptions);
      request.log.info({ customerPk }, 'signed in');
      // Checked again: a login state sealed by an older version may hold a target now refused.
      const landing = safeRedirectPath(loginState.redirect, siteOrigin());
      return reply.header('cache-control', 'no-store').redirect(landing, 302);
    },
  );

  /**
   * A customer of an external provider: the account with that e-mail address, created on first
   * sign-in with a random password and France as country [S5.13]. The address must not be
   * declared unverified, or anyone could claim an existing account at a lax provider.
   */
  async function externalAccount(
    relyingParty: oidcClient.Configuration,
    accessToken: string,
    idClaims: oidcClient.IDToken,
  ): Promise<number | undefined> {
    let claims: Record<string, unknown> = idClaims;
    if (typeof claims.email !== 'string') {
      claims = await oidcClient.fetchUserInfo(relyingParty, accessToken, idClaims.sub);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || claims.email_verified === false) return undefined;
    const existing = await findAccountByUid(db, email);
    if (existing) return existing.pk;
    const created = await createAccount(db, {
      uid: email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      titleCode: null,
      firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
      lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
      phone: '',
      country: DEFAULT_COUNTRY,
    });
    return created ?? (await findAccountByUid(db, email))?.pk;
  }

  app.get(
    '/logout',
    {
      config: SIGN_IN_ROUTE_CONFIG,
      schema: { tags: ['identity'], summary: 'Sign out here and at the OpenID provider' },
    },
    async (request, reply) => {
      let idToken: string | null = null;
      if (request.session) {
        idToken = (await findSessionTokens(db, request.session.tokenHash))?.idToken ?? null;
        await deleteSession(db, request.session.tokenHash);
        request.log.info({ customerPk: request.currentUser?.pk }, 'signed out');
      }
      clearSessionCookies(reply, secure);
      reply.header('cache-control', 'no-store');
      let endSessionUrl: string | undefined;
      try {
        const relyingParty = await runtime.relyingParty();
        if (relyingParty.serverMetadata().end_session_endpoint) {
          endSessionUrl = oidcClient.buildEndSessionUrl(relyingParty, {
            post_logout_redirect_uri: runtime.postLogoutRedirectUri(),
            ...(idToken ? { id_token_hint: idToken } : {}),
          }).href;
        }
      } catch (error) {
        // The provider is unreachable: the local logout is done, which is what matters here.
        request.log.warn({ err: error }, 'could not reach the OpenID provider to log out there');
      }
      return reply.redirect(endSessionUrl ?? LOGGED_OUT_PATH, 302);
    },
  );

  app.get(
    LOGGED_OUT_PATH,
    {
      config: SIGN_IN_ROUTE_CONFIG,
      schema: { tags: ['identity'], summary: "The 'Vous êtes déconnecté.' page" },
    },
    async (_request, reply) => sendHtml(reply, 200, loggedOutPage()),
  );
};
