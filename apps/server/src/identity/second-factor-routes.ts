import { isStaff } from '@ldn/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import type { StaffMfa } from '../config';
import type { Database, Db } from '../db/database';
import {
  AUTHENTICATOR_ENROLLED_MAIL_KIND,
  renderAuthenticatorEnrolledMail,
} from '../modules/mail/authenticator-mail';
import { queueMail } from '../modules/mail/outbox';
import { clientLimiter, SIGN_IN_RATE_WINDOW_SECONDS, type RateLimit } from './client-rate-limit';
import { SIGN_IN_ROUTE_CONFIG, acceptFormBodies, sendHtml } from './http-helpers';
import { interactionKit, type InteractionParams } from './interaction-kit';
import { identityMessages } from './identity-messages';
import { errorPage, totpPage } from './identity-pages';
import { findAccountByPk, type AccountRow } from './identity-queries';
import type { IdentityRuntime } from './identity-runtime';
import { interactionPath } from './mount-path';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in-throttle';
import { groupedSecret, matchingStep, totpUri } from './totp';
import {
  acceptTotpStep,
  endSecondStep,
  findSecondStep,
  findTotpFactor,
  hasConfirmedTotp,
  recordSecondStepFailure,
  startTotpEnrolment,
} from './totp-store';

/** The authenticator's page of an interaction. */
export const secondFactorPath = (uid: string): string => `${interactionPath(uid)}/totp`;

/**
 * ASVS V6.3.3: whether a sign-in whose password was right must also give an authenticator's code:
 * always for an account that has confirmed an authenticator, and for store staff (who cancel
 * contributions and refund wallets) when `LDN_STAFF_MFA` is `required` (production's default).
 */
export async function isSecondFactorDue(
  db: Db,
  account: Pick<AccountRow, 'pk' | 'roles'>,
  staffMfa: StaffMfa,
): Promise<boolean> {
  if (staffMfa === 'required' && isStaff({ roles: account.roles })) return true;
  return hasConfirmedTotp(db, account.pk);
}

/**
 * The second step of the embedded provider's sign-in, after the password
 * (interaction-routes.ts sends the browser here):
 *
 * - `GET  /oidc/interaction/:uid/totp`  'Vérification en deux étapes' (or, at the first such
 *   sign-in, 'Activez la vérification en deux étapes' with the QR code of a new authenticator)
 * - `POST /oidc/interaction/:uid/totp`  checks the code and ends the sign-in
 *
 * A confirmed enrolment queues a mail to the account (authenticator-mail.ts), in the same
 * transaction. Only an interaction whose password was right has a pending step (`sign_in_second_steps`), so
 * neither page can be reached, nor an authenticator enrolled, without the password. A code is
 * accepted once (its time step is recorded). Every wrong code counts as a failed sign-in of the
 * address (sign-in-throttle.ts, whose count the password alone no longer clears for these
 * accounts), and five wrong codes end the step: the password must be typed again.
 */
export const secondFactorRoutes: FastifyPluginAsync<{
  runtime: IdentityRuntime;
  database: Database;
  signInsPerHour: number;
}> = async (app, { runtime, database, signInsPerHour }) => {
  acceptFormBodies(app);
  const db = database.db;
  const { interactionOf, postedForm, finish, formTokenOf } = interactionKit(runtime);
  const withinLimit = await clientLimiter(app, db);
  const codeLimit: RateLimit = {
    action: 'sign-in-code',
    max: signInsPerHour,
    windowSeconds: SIGN_IN_RATE_WINDOW_SECONDS,
  };
  const routeOptions = { config: SIGN_IN_ROUTE_CONFIG, schema: { hide: true } };
  const totpKey = async (): Promise<Buffer> => (await runtime.secrets()).totpKey;

  /** The account whose code the interaction waits for; otherwise the error page is sent. */
  const pendingAccount = async (uid: string, reply: FastifyReply): Promise<AccountRow | null> => {
    const customerPk = await findSecondStep(db, uid);
    const account = customerPk === null ? null : await findAccountByPk(db, String(customerPk));
    if (account) return account;
    sendHtml(reply, 400, errorPage(identityMessages.sessionExpired, interactionPath(uid)));
    return null;
  };

  const page = async (
    reply: FastifyReply,
    status: number,
    uid: string,
    account: AccountRow,
    error?: string,
  ): Promise<FastifyReply> => {
    const factor = await startTotpEnrolment(db, await totpKey(), account.pk);
    if (factor === null) {
      reply.log.error({ customerPk: account.pk }, 'the authenticator secret cannot be opened');
      return sendHtml(reply, 500, errorPage(identityMessages.totpUnreadable, interactionPath(uid)));
    }
    const enrolment = factor.confirmed
      ? undefined
      : {
          qrSvg: await QRCode.toString(totpUri(factor.secret, account.uid), {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 2,
          }),
          secret: groupedSecret(factor.secret),
        };
    return sendHtml(
      reply,
      status,
      totpPage({
        action: secondFactorPath(uid),
        formToken: await formTokenOf(uid),
        enrolment,
        error,
      }),
    );
  };

  app.get<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid/totp',
    routeOptions,
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      const uid = interaction.details.uid;
      const account = await pendingAccount(uid, reply);
      if (!account) return reply;
      return page(reply, 200, uid, account);
    },
  );

  app.post<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid/totp',
    routeOptions,
    async (request, reply) => {
      const posted = await postedForm(request, reply);
      if (!posted) return reply;
      const { uid, form } = posted;
      const account = await pendingAccount(uid, reply);
      if (!account) return reply;
      if (!(await withinLimit(request, reply, codeLimit))) {
        return page(reply, 429, uid, account, identityMessages.tooManyRequests);
      }
      const attempt = { uid: account.uid.toLowerCase(), client: request.ip };
      const factor = await findTotpFactor(db, await totpKey(), account.pk);
      const typed = typeof form.code === 'string' ? form.code : '';
      const step = factor ? matchingStep(factor.secret, typed) : null;
      const enrolling = factor !== null && !factor.confirmed;
      // One transaction: an enrolment is never confirmed without the mail that tells of it.
      const accepted =
        step !== null &&
        (await database.transaction(async (tx) => {
          if (!(await acceptTotpStep(tx, account.pk, step))) return false;
          if (enrolling) {
            await queueMail(tx, {
              kind: AUTHENTICATOR_ENROLLED_MAIL_KIND,
              to: account.uid,
              ...renderAuthenticatorEnrolledMail({ firstName: account.firstName }),
            });
          }
          return true;
        }));
      if (accepted) {
        await endSecondStep(db, uid);
        await clearSignInFailures(db, attempt);
        if (enrolling) request.log.info({ customerPk: account.pk }, 'authenticator enrolled');
        return finish(request, reply, account.pk);
      }
      request.log.info({ customerPk: account.pk }, 'sign-in refused: wrong authenticator code');
      await recordSignInFailure(db, attempt);
      const mayRetry = await recordSecondStepFailure(db, uid);
      if (!mayRetry || (await isSignInLocked(db, attempt))) {
        await endSecondStep(db, uid);
        return sendHtml(reply, 429, errorPage(identityMessages.totpTooMany, interactionPath(uid)));
      }
      return page(reply, 401, uid, account, identityMessages.totpWrong);
    },
  );
};
