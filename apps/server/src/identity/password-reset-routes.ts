import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { validateEmail, validationMessages } from '@ldn/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isBreachedPassword } from './breached-passwords';
import { cookieName, cookieOptions } from './cookies';
import { hashPassword } from './password';
import type { LogLevel } from '../config';
import type { Database } from '../db/database';
import { quieterOf } from '../logger';
import { queueMail } from '../modules/mail/outbox';
import {
  PASSWORD_RESET_MAIL_KIND,
  renderPasswordResetMail,
} from '../modules/mail/password-reset-mail';
import { clientLimiter, SIGN_IN_RATE_WINDOW_SECONDS, type RateLimit } from './client-rate-limit';
import { commonPasswords } from './common-passwords';
import { isResetFormTokenValid, resetFormTokenFor } from './form-token';
import { SIGN_IN_ROUTE_CONFIG, acceptFormBodies, formOf, sendHtml } from './http-helpers';
import { identityMessages } from './identity-messages';
import {
  errorPage,
  newPasswordPage,
  passwordChangedPage,
  resetLinkInvalidPage,
  resetRequestedPage,
  resetRequestPage,
  type NewPasswordField,
  type ResetRequestPageModel,
} from './identity-pages';
import { findAccountByPk, findAccountByUid } from './identity-queries';
import type { IdentityRuntime } from './identity-runtime';
import { NEW_PASSWORD_PATH, PASSWORD_RESET_PATH } from './mount-path';
import { validateNewPassword } from './new-password-form';
import {
  completePasswordReset,
  findUsableReset,
  newResetToken,
  PASSWORD_RESET_TTL_MINUTES,
  storeResetToken,
} from './password-reset-store';
import { PASSWORD_MIN_LENGTH } from './sign-up-form';

/** Reset requests one client address may make per hour, whatever the e-mail addresses. */
export const RESET_REQUESTS_PER_CLIENT_PER_HOUR = 20;
/** Reset requests per hour for one e-mail address, from anywhere: at most this many mails. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 3;
/**
 * Every accepted request is answered this long after it arrived, at the earliest, whether a mail
 * was queued or not: the time of the answer does not tell whether the address has an account.
 * Far above the work of the known-account branch (a look-up and one short transaction).
 */
export const RESET_RESPONSE_MIN_MS = 300;

/** The cookie of the request form: a random nonce its form token is bound to. */
export const RESET_FORM_COOKIE = 'ldn_reset_form';
/** The cookie that carries the mailed token from the link to the new-password form. */
export const RESET_TOKEN_COOKIE = 'ldn_reset';

const NONCE = /^[A-Za-z0-9_-]{43}$/;

/**
 * ASVS V6.4.3 'Mot de passe oublié' of the embedded provider (registered only when this server
 * hosts it: with `OIDC_ISSUER` the retailer's provider owns the passwords):
 *
 * - `GET  /oidc/password-reset`      'Réinitialiser le mot de passe' (the e-mail)
 * - `POST /oidc/password-reset`      queues the mail if the account exists; one answer either way
 * - `GET  /oidc/password-reset/new`  the mailed link (`?token=`), then 'Nouveau mot de passe'
 * - `POST /oidc/password-reset/new`  stores the new password and ends every session
 *
 * The token leaves the URL at once, as Django's `PasswordResetConfirmView` does
 * (https://github.com/django/django/blob/main/django/contrib/auth/views.py, its
 * `INTERNAL_RESET_SESSION_TOKEN`): the link's answer keeps it in an httpOnly cookie and redirects
 * to the same page without it, so the page, its form,
 * the address bar and the history carry no token (and `Referrer-Policy: no-referrer`, on every
 * answer of the server, sends no URL anywhere). The link's route logs at `warn` at most, so the
 * request line with the token is never written. Both forms carry a hidden token bound to the
 * browser's cookie (form-token.ts). Requests are limited per client address and per e-mail address
 * (client-rate-limit.ts, @fastify/rate-limit), so the form cannot flood a mailbox. A new password
 * that passes the sign-up's rules is checked against breached passwords (ASVS V6.2.12:
 * breached-passwords.ts).
 */
export const passwordResetRoutes: FastifyPluginAsync<{
  runtime: IdentityRuntime;
  database: Database;
  secureCookies: boolean;
  logLevel: LogLevel;
  /** `LDN_BREACHED_PASSWORDS_URL`; undefined: no breached-password check. */
  breachedPasswordsUrl: string | undefined;
}> = async (app, { runtime, database, secureCookies, logLevel, breachedPasswordsUrl }) => {
  acceptFormBodies(app);
  const db = database.db;
  const formCookie = cookieName(RESET_FORM_COOKIE, secureCookies);
  const tokenCookie = cookieName(RESET_TOKEN_COOKIE, secureCookies);
  const cookieAttributes = cookieOptions(secureCookies, true);
  const routeOptions = { config: SIGN_IN_ROUTE_CONFIG, schema: { hide: true } };
  const clientLimit: RateLimit = {
    action: 'password-reset',
    max: RESET_REQUESTS_PER_CLIENT_PER_HOUR,
    windowSeconds: SIGN_IN_RATE_WINDOW_SECONDS,
  };
  const addressLimit: RateLimit = {
    action: 'password-reset-address',
    max: RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
    windowSeconds: SIGN_IN_RATE_WINDOW_SECONDS,
  };

  const formKey = async (): Promise<Buffer> => (await runtime.secrets()).formKey;

  const withinLimit = await clientLimiter(app, db);

  const requestPage = async (
    reply: FastifyReply,
    status: number,
    nonce: string,
    rest: Omit<ResetRequestPageModel, 'action' | 'formToken'> = {},
  ): Promise<FastifyReply> =>
    sendHtml(
      reply,
      status,
      resetRequestPage({
        action: PASSWORD_RESET_PATH,
        formToken: resetFormTokenFor(await formKey(), nonce),
        ...rest,
      }),
    );

  const linkInvalid = (reply: FastifyReply): FastifyReply => {
    reply.clearCookie(tokenCookie, cookieAttributes);
    return sendHtml(reply, 400, resetLinkInvalidPage());
  };

  app.get(PASSWORD_RESET_PATH, routeOptions, async (request, reply) => {
    let nonce = request.cookies[formCookie];
    if (nonce === undefined || !NONCE.test(nonce)) {
      nonce = randomBytes(32).toString('base64url');
      reply.setCookie(formCookie, nonce, {
        ...cookieAttributes,
        maxAge: SIGN_IN_RATE_WINDOW_SECONDS,
      });
    }
    return requestPage(reply, 200, nonce);
  });

  app.post(PASSWORD_RESET_PATH, routeOptions, async (request, reply) => {
    const startedAt = Date.now();
    const form = formOf(request.body);
    const nonce = request.cookies[formCookie];
    if (nonce === undefined || !isResetFormTokenValid(await formKey(), nonce, form.formToken)) {
      return sendHtml(reply, 403, errorPage(identityMessages.formExpired, PASSWORD_RESET_PATH));
    }
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    // Every post counts, valid or not, as at the sign-up.
    if (!(await withinLimit(request, reply, clientLimit))) {
      return requestPage(reply, 429, nonce, { email, error: identityMessages.tooManyRequests });
    }
    const invalid = validateEmail(email, { required: true });
    if (invalid !== undefined) {
      return requestPage(reply, 400, nonce, { email, emailError: validationMessages[invalid] });
    }
    const uid = email.toLowerCase();
    // Counted for any address, known or not: the refusal tells nothing about accounts.
    if (!(await withinLimit(request, reply, addressLimit, uid))) {
      return requestPage(reply, 429, nonce, {
        email,
        error: identityMessages.resetTooManyForAddress,
      });
    }
    const account = await findAccountByUid(db, uid);
    if (account) {
      const token = newResetToken();
      const mail = renderPasswordResetMail({
        firstName: account.firstName,
        resetUrl: `${runtime.publicOrigin()}${NEW_PASSWORD_PATH}?token=${token}`,
        validMinutes: PASSWORD_RESET_TTL_MINUTES,
      });
      await database.transaction(async (tx) => {
        await storeResetToken(tx, account.pk, token);
        await queueMail(tx, {
          kind: PASSWORD_RESET_MAIL_KIND,
          to: account.uid,
          ...mail,
          // The link opens the account until it expires: not kept once delivered.
          holdsSecret: true,
        });
      });
      request.log.info({ customerPk: account.pk }, 'password reset link queued');
    }
    const wait = RESET_RESPONSE_MIN_MS - (Date.now() - startedAt);
    if (wait > 0) await sleep(wait);
    return sendHtml(reply, 200, resetRequestedPage());
  });

  app.get<{ Querystring: { token?: unknown } }>(
    NEW_PASSWORD_PATH,
    // The link's request line holds the token: never logged (errors are, without the query).
    { ...routeOptions, logLevel: quieterOf(logLevel, 'warn') },
    async (request, reply) => {
      const linked = request.query.token;
      if (typeof linked === 'string') {
        if ((await findUsableReset(db, linked)) === null) return linkInvalid(reply);
        return reply
          .setCookie(tokenCookie, linked, {
            ...cookieAttributes,
            maxAge: PASSWORD_RESET_TTL_MINUTES * 60,
          })
          .header('cache-control', 'no-store')
          .redirect(NEW_PASSWORD_PATH, 303);
      }
      const token = request.cookies[tokenCookie];
      if (token === undefined || (await findUsableReset(db, token)) === null) {
        return linkInvalid(reply);
      }
      return sendHtml(
        reply,
        200,
        newPasswordPage({
          action: NEW_PASSWORD_PATH,
          formToken: resetFormTokenFor(await formKey(), token),
          errors: {},
        }),
      );
    },
  );

  app.post(NEW_PASSWORD_PATH, routeOptions, async (request, reply) => {
    const token = request.cookies[tokenCookie];
    const form = formOf(request.body);
    if (token === undefined || !isResetFormTokenValid(await formKey(), token, form.formToken)) {
      return sendHtml(reply, 403, errorPage(identityMessages.formExpired, NEW_PASSWORD_PATH));
    }
    const customerPk = await findUsableReset(db, token);
    const account = customerPk === null ? null : await findAccountByPk(db, String(customerPk));
    if (!account) return linkInvalid(reply);
    const validated = validateNewPassword(form, await commonPasswords(PASSWORD_MIN_LENGTH), {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.uid,
    });
    const refuse = async (errors: Partial<Record<NewPasswordField, string>>) =>
      sendHtml(
        reply,
        400,
        newPasswordPage({
          action: NEW_PASSWORD_PATH,
          formToken: resetFormTokenFor(await formKey(), token),
          errors,
        }),
      );
    if (!validated.ok) return refuse(validated.errors);
    // Asked once the local rules pass: a password they refuse never leaves the machine.
    if (
      await isBreachedPassword(validated.password, { url: breachedPasswordsUrl, log: request.log })
    ) {
      return refuse({ password: identityMessages.passwordBreached });
    }
    const changed = await completePasswordReset(database, {
      token,
      customerPk: account.pk,
      uid: account.uid,
      passwordHash: await hashPassword(validated.password),
    });
    if (!changed) return linkInvalid(reply);
    request.log.info({ customerPk: account.pk }, 'password reset: new password, sessions ended');
    reply.clearCookie(tokenCookie, cookieAttributes);
    return sendHtml(reply, 200, passwordChangedPage());
  });
};
