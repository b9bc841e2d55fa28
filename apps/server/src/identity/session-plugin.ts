import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '../api-base';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { errorBody } from '../http/error-body';
import { renewSessionAccess } from './access-renewal';
import { loadXsrfKey } from './identity-secrets';
import {
  PRINCIPAL_COOKIE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  cookieName,
  cookieOptions,
} from './cookies';
import {
  findSession,
  hashToken,
  type CurrentUser,
  type NewSession,
  type SessionRecord,
} from './session-store';
import { xsrfTokens, type XsrfTokens } from './xsrf-token';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * [S7.1] Issues and checks the signed double-submit XSRF tokens; its key is read from the
     * database on first use (a server that never sees a session never reads it).
     */
    xsrfTokens: () => Promise<XsrfTokens>;
  }
  interface FastifyRequest {
    /** The signed-in customer, or null for an anonymous visitor. */
    currentUser: CurrentUser | null;
    /** The live session behind {@link currentUser}. */
    session: SessionRecord | null;
  }
  interface FastifyContextConfig {
    /**
     * `'refresh'`: the route renews or ends the access itself, so an expired access is let through
     * (POST /user/getCodeToken, logout). `'page'`: a page the browser loads (the single-page
     * app): an expired access is renewed here, as POST /user/getCodeToken would, since a page
     * cannot answer a 401 (and its first view reads the API with this session). `xsrf: false`: no
     * XSRF header required (form posts of the sign-in pages, which carry their own protection);
     * `xsrf: 'always'`: required even on a GET that changes state ([S7.19] closeList).
     */
    session?: 'refresh' | 'page';
    xsrf?: false | 'always';
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A call of the API (its base, [S7.1]): the api-client renews an expired access on its 401. */
const isApiCall = (url: string): boolean => url === API_BASE || url.startsWith(`${API_BASE}/`);

export interface SessionPluginOptions {
  readonly database: Database;
  /** Cookies marked Secure (https only): production. */
  readonly secureCookies: boolean;
  /** The access lifetime and the provider a page's renewal asks ({@link renewSessionAccess}). */
  readonly config: Pick<ServerConfig, 'oidcIssuer' | 'accessTtlMs'>;
}

/**
 * Resolves the session cookie into `request.currentUser` and guards every unsafe request of a
 * signed-in browser with the signed double-submit XSRF check [S7.1] (src/identity/xsrf-token.ts),
 * the token bound to the session.
 *
 * - No cookie, or a session that has ended: an anonymous visitor (stale cookies are cleared).
 * - A live session whose short access has expired: on an API call, 401 `ACCESS_EXPIRED`, which the
 *   api-client answers with POST /user/getCodeToken and a retry; on a page (route config
 *   `session: 'page'`), the access is renewed in place; elsewhere outside the API (files, images,
 *   the checkout's forms, none of which can answer a 401) the session is let through as it is.
 */
async function sessionPlugin(app: FastifyInstance, options: SessionPluginOptions): Promise<void> {
  await app.register(fastifyCookie);
  let loading: Promise<XsrfTokens> | undefined;
  app.decorate('xsrfTokens', () => {
    // Kept once read; read again after a failure (the database may have been away).
    loading ??= loadXsrfKey(options.database.db).then(xsrfTokens, (error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  });
  app.decorateRequest('currentUser', null);
  app.decorateRequest('session', null);

  // A visitor without a session cookie (most public reads) passes without a promise or a query.
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[cookieName(SESSION_COOKIE, options.secureCookies)];
    if (!token) {
      done();
      return;
    }
    // An answer sent by the check (401, 403) ends the request: the chain must not go on.
    resolveSession(request, reply, token, options).then((answered) => {
      if (!answered) done();
    }, done);
  });
}

/** The session of `token` onto the request; true when it answered instead (401, 403). */
async function resolveSession(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  options: SessionPluginOptions,
): Promise<boolean> {
  const session = await findSession(options.database.db, token);
  if (!session) {
    clearSessionCookies(reply, options.secureCookies);
    return false;
  }
  const mode = request.routeOptions.config?.session;
  if (mode !== 'refresh' && session.accessExpiresAt.getTime() <= Date.now()) {
    if (mode === 'page') {
      const renewed = await renewSessionAccess({
        app: request.server,
        config: options.config,
        db: options.database.db,
        session,
        log: request.log,
      });
      if (!renewed) {
        clearSessionCookies(reply, options.secureCookies);
        return false;
      }
    } else if (isApiCall(request.url)) {
      reply
        .code(401)
        .send(
          errorBody(
            401,
            'Access expired: renew it with POST /user/getCodeToken.',
            'ACCESS_EXPIRED',
          ),
        );
      return true;
    }
  }
  const xsrf = await request.server.xsrfTokens();
  const xsrfCookie = cookieName(XSRF_COOKIE, options.secureCookies);
  const cookie = request.cookies[xsrfCookie];
  const exempt = request.routeOptions.config?.xsrf;
  const guarded = exempt === 'always' || (UNSAFE_METHODS.has(request.method) && exempt !== false);
  if (guarded && !xsrf.isEcho(session.tokenHash, cookie, request.headers[XSRF_HEADER])) {
    reply
      .code(403)
      .send(errorBody(403, 'Missing or wrong X-XSRF-TOKEN header.', 'XSRF_TOKEN_INVALID'));
    return true;
  }
  // A browser that lost its XSRF cookie, or holds one of another session, gets its own again.
  if (!xsrf.isFor(session.tokenHash, cookie)) {
    reply.setCookie(
      xsrfCookie,
      xsrf.issue(session.tokenHash),
      cookieOptions(options.secureCookies, false),
    );
  }
  request.session = session;
  request.currentUser = session.user;
  return false;
}

export const sessions = fp(sessionPlugin, { name: 'ldn-sessions' });

/** Sets the three cookies of a new session (after sign-in), with an XSRF token bound to it. */
export async function setSessionCookies(
  reply: FastifyReply,
  session: NewSession,
  customerPk: string,
  secure: boolean,
): Promise<void> {
  const xsrfToken = (await reply.server.xsrfTokens()).issue(hashToken(session.token));
  reply.setCookie(cookieName(SESSION_COOKIE, secure), session.token, cookieOptions(secure, true));
  reply.setCookie(cookieName(XSRF_COOKIE, secure), xsrfToken, cookieOptions(secure, false));
  reply.setCookie(PRINCIPAL_COOKIE, customerPk, cookieOptions(secure, false));
}

/** Clears the cookies of a session (logout, or a session that has ended). */
export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  for (const [name, httpOnly] of [
    [cookieName(SESSION_COOKIE, secure), true],
    [cookieName(XSRF_COOKIE, secure), false],
    [PRINCIPAL_COOKIE, false],
  ] as const) {
    reply.clearCookie(name, cookieOptions(secure, httpOnly));
  }
}

/** The signed-in user of a request that passed {@link requireLogin}. */
export function userOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw new Error('userOf() called on a route without requireLogin');
  return request.currentUser;
}
