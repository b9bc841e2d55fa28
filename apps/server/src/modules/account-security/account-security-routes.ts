import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endOtherSessions } from '../../identity/end-sessions';
import { requireLogin } from '../../identity/guards';
import { hashPassword, verifyPassword } from '../../identity/password';
import { clearSessionCookies, userOf } from '../../identity/session-plugin';
import { idleLimitOf, type SessionRecord } from '../../identity/session-store';
import { errorBodySchema, HttpError } from '../../http/error-body';
import {
  clearSignInFailures,
  isSignInLocked,
  recordSignInFailure,
} from '../../identity/sign-in-throttle';
import { accountSecurityMessages } from './account-security-messages';
import {
  deleteOwnSession,
  liveSessionsOf,
  passwordHashOf,
  storePasswordHash,
} from './account-security-queries';
import { passwordChangeSchema, sessionPathSchema, sessionsAnswerSchema } from '@ldn/contract';
import { deviceSummary } from './device-summary';
import { newPasswordRefusal } from './new-password';

/** The error answers a route may give, for the OpenAPI document. */
function errors(...statuses: (400 | 401 | 403 | 404 | 429)[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

const noContent = (what: string) => ({ 204: z.null().describe(what) });

/** The session of a request that passed `requireLogin`. */
function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.session) throw new Error('sessionOf() called on a route without requireLogin');
  return request.session;
}

/**
 * The signed-in account's own security, under the api base: its password (ASVS V6.2.2, V6.2.3,
 * V6.2.12, V7.4.3) and its sessions (ASVS V7.5.2). The Parameters screen shows them to customers [S2.45];
 * staff may call them too (their password and their sessions are theirs), they only have no screen
 * for it [S6.4]. Every unsafe call goes through the XSRF check of the session plugin [S7.1].
 *
 * With an external OpenID provider (`OIDC_ISSUER`) the passwords are that provider's: the change
 * answers 404 PASSWORD_MANAGED_ELSEWHERE and the sessions answer says `canChangePassword: false`.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;
  const tags = ['account security'];
  const canChangePassword = config.oidcIssuer === undefined;

  app.post(
    '/user/password',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: "Change the signed-in account's password",
        description:
          '[S2.45] ASVS V6.2.2 V6.2.3 V6.2.12 V7.4.3. The current password is required; a wrong one is a 400 WRONG_PASSWORD and counts as a failed sign-in of the account (5 in 15 minutes lock it: 429 TOO_MANY_ATTEMPTS). The new one follows the sign-up rule (400 WEAK_PASSWORD), is not known from a data breach when `LDN_BREACHED_PASSWORDS_URL` is set (ASVS V6.2.12, 400 WEAK_PASSWORD; accepted unchecked if that service fails) and differs from the current one (400 SAME_PASSWORD); messages in French. `endOtherSessions` ends every other session of the account and its records at the embedded provider; this one stays. 404 PASSWORD_MANAGED_ELSEWHERE with an external provider.',
        body: passwordChangeSchema,
        response: { ...noContent('Changed'), ...errors(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      if (!canChangePassword) {
        throw new HttpError(
          404,
          accountSecurityMessages.passwordManagedElsewhere,
          'PASSWORD_MANAGED_ELSEWHERE',
        );
      }
      const user = userOf(request);
      const pk = Number(user.pk);
      // Counted as the sign-in page counts: the account's e-mail, lower-cased, and this client.
      const attempt = { uid: user.uid.toLowerCase(), client: request.ip };
      const { currentPassword, newPassword, endOtherSessions: endOthers } = request.body;
      if (await isSignInLocked(db, attempt)) {
        throw new HttpError(429, accountSecurityMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
      }
      const currentHash = await passwordHashOf(db, pk);
      if (currentHash === null) {
        throw new HttpError(404, "Ce compte n'existe plus.", 'UNKNOWN_ACCOUNT');
      }
      if (!(await verifyPassword(currentHash, currentPassword))) {
        // A stolen session must not become a way to guess the password (ASVS V6.2.3).
        await recordSignInFailure(db, attempt);
        request.log.info(
          { customerPk: user.pk },
          'password change refused: wrong current password',
        );
        throw new HttpError(400, accountSecurityMessages.wrongCurrentPassword, 'WRONG_PASSWORD');
      }
      const refusal = await newPasswordRefusal(user, newPassword, currentHash, {
        url: config.breachedPasswordsUrl,
        log: request.log,
      });
      if (refusal) throw new HttpError(400, refusal.message, refusal.code);
      const passwordHash = await hashPassword(newPassword);
      // One transaction: a new password never stands with the other sessions it was to end.
      const ended = await database.transaction(async (tx) => {
        if (!(await storePasswordHash(tx, pk, passwordHash))) {
          throw new HttpError(404, "Ce compte n'existe plus.", 'UNKNOWN_ACCOUNT');
        }
        await clearSignInFailures(tx, attempt);
        return endOthers ? endOtherSessions(tx, pk, sessionOf(request).tokenHash) : null;
      });
      request.log.info(
        { customerPk: user.pk, endedSessions: ended?.sessions ?? 0 },
        'password changed',
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/user/sessions',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: "The signed-in account's live sessions",
        description:
          '[S2.45] ASVS V7.5.2. Not expired and used within the idle limit, the most recently used first; `current` marks this request’s. `device` is a summary of the browser made on the server. `canChangePassword` is false with an external provider.',
        response: { 200: sessionsAnswerSchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const current = sessionOf(request).tokenHash;
      const rows = await liveSessionsOf(db, Number(user.pk), idleLimitOf(user));
      reply.header('cache-control', 'no-store');
      return {
        canChangePassword,
        sessions: rows.map((row) => ({
          id: row.id,
          current: row.tokenHash === current,
          device: deviceSummary(row.userAgent),
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: 'End one session of the signed-in account',
        description:
          "[S2.45] ASVS V7.5.2. 404 SESSION_NOT_FOUND for an id that is not one of the caller's live sessions (another account's included). Ending the current session is a logout: its cookies are cleared.",
        params: sessionPathSchema,
        response: { ...noContent('Ended'), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const tokenHash = await deleteOwnSession(db, Number(user.pk), request.params.id);
      if (tokenHash === null) {
        throw new HttpError(404, accountSecurityMessages.sessionNotFound, 'SESSION_NOT_FOUND');
      }
      if (tokenHash === sessionOf(request).tokenHash) {
        clearSessionCookies(reply, config.isProduction);
      }
      request.log.info({ customerPk: user.pk }, 'session ended by its owner');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/user/sessions/end-others',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: 'End every other session of the signed-in account',
        description:
          "[S2.45] ASVS V7.5.2 V7.4.3. Every session of the account but this one, and the account's records at the embedded provider (login sessions, grants, tokens).",
        response: { ...noContent('Ended'), ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const ended = await endOtherSessions(db, Number(user.pk), sessionOf(request).tokenHash);
      request.log.info(
        { customerPk: user.pk, endedSessions: ended.sessions },
        'other sessions ended by their owner',
      );
      return reply.code(204).send(null);
    },
  );
};
