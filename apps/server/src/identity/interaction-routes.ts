import { validateEmail } from '@ldn/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isBreachedPassword } from './breached-passwords';
import { hashPassword, verifyPassword } from './password';
import type { Database } from '../db/database';
import { interactionPath } from './mount-path';
import type { StaffMfa } from '../config';
import { SIGN_IN_ROUTE_CONFIG, acceptFormBodies, sendHtml } from './http-helpers';
import { interactionKit, type InteractionParams } from './interaction-kit';
import { identityMessages } from './identity-messages';
import { errorPage, loginPage, signUpPage, type SignUpPageModel } from './identity-pages';
import { createAccount, findAccountByUid } from './identity-queries';
import type { IdentityRuntime } from './identity-runtime';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in-throttle';
import { clientLimiter, SIGN_IN_RATE_WINDOW_SECONDS, type RateLimit } from './client-rate-limit';
import { isSecondFactorDue, secondFactorPath } from './second-factor-routes';
import { beginSecondStep } from './totp-store';
import { commonPasswords } from './common-passwords';
import { PASSWORD_MIN_LENGTH, validateSignUp } from './sign-up-form';
import { screenHintOf } from './screen-hint';

/** An empty sign-up form: France selected [S5.12]. */
const BLANK_SIGN_UP = {
  titleCode: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: 'FR',
} as const;

/**
 * The French sign-in and sign-up pages of the embedded provider (its "interactions"):
 *
 * - `GET  /oidc/interaction/:uid`         'Connexion' ('Création de compte' first when the
 *                                          application asked for it, `screen_hint=signup`)
 * - `GET  /oidc/interaction/:uid/login`   'Connexion'
 * - `POST /oidc/interaction/:uid/login`   checks the e-mail and password
 * - `GET  /oidc/interaction/:uid/signup`  'Création de compte'
 * - `POST /oidc/interaction/:uid/signup`  creates the account and signs in
 *
 * Each post must carry the hidden form token of its interaction, and the interaction must be the
 * one bound to this browser by the provider's signed cookie. Failed sign-ins are throttled per
 * e-mail address (sign-in-throttle.ts); sign-in attempts and sign-ups are limited per client
 * address (client-rate-limit.ts, @fastify/rate-limit: 429 with Retry-After). A sign-up whose form
 * passes every rule has its password checked against breached passwords (ASVS V6.2.12,
 * `breachedPasswordsUrl`: breached-passwords.ts). On success the provider resumes the
 * authorization and sends the browser back to the application's `/oauth_callback`.
 */
export const interactionRoutes: FastifyPluginAsync<{
  runtime: IdentityRuntime;
  database: Database;
  signUpsPerHour: number;
  signInsPerHour: number;
  /** `LDN_BREACHED_PASSWORDS_URL`; undefined: no breached-password check. */
  breachedPasswordsUrl: string | undefined;
  /** `LDN_STAFF_MFA`: whether staff must give an authenticator's code after the password. */
  staffMfa: StaffMfa;
}> = async (
  app,
  { runtime, database, signUpsPerHour, signInsPerHour, breachedPasswordsUrl, staffMfa },
) => {
  acceptFormBodies(app);
  const db = database.db;
  const signInLimit: RateLimit = {
    action: 'sign-in',
    max: signInsPerHour,
    windowSeconds: SIGN_IN_RATE_WINDOW_SECONDS,
  };
  const signUpLimit: RateLimit = {
    action: 'sign-up',
    max: signUpsPerHour,
    windowSeconds: SIGN_IN_RATE_WINDOW_SECONDS,
  };
  const routeOptions = { config: SIGN_IN_ROUTE_CONFIG, schema: { hide: true } };

  // Compared against when the e-mail is unknown, so a wrong address takes as long as a wrong
  // password and the timing tells nothing.
  let dummyHash: Promise<string> | undefined;
  const hashOfNothing = (): Promise<string> =>
    (dummyHash ??= hashPassword(`no account ${Math.random()}`));

  const { interactionOf, postedForm, finish, formTokenOf } = interactionKit(runtime);
  const withinLimit = await clientLimiter(app, db);

  const signUpModel = async (
    uid: string,
    rest: Pick<SignUpPageModel, 'values' | 'errors'> & { formError?: string },
  ): Promise<SignUpPageModel> => ({
    action: `${interactionPath(uid)}/signup`,
    // The sign-in itself, even when the application asked for the sign-up first.
    loginHref: `${interactionPath(uid)}/login`,
    formToken: await formTokenOf(uid),
    ...rest,
  });

  /** The 'Connexion' page of an interaction; staff's when its sign-in comes from a staff page. */
  const showLogin = async (
    reply: FastifyReply,
    { details }: NonNullable<Awaited<ReturnType<typeof interactionOf>>>,
  ) => {
    const uid = details.uid;
    const hint = details.params.login_hint;
    return sendHtml(
      reply,
      200,
      loginPage({
        action: `${interactionPath(uid)}/login`,
        signUpHref: `${interactionPath(uid)}/signup`,
        formToken: await formTokenOf(uid),
        email: typeof hint === 'string' ? hint : '',
        staff: screenHintOf(details.params) === 'staff',
      }),
    );
  };

  app.get<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid',
    routeOptions,
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      // [S2.36] 'Créer un compte' asked for the sign-up form: it comes first.
      if (screenHintOf(interaction.details.params) === 'signup') {
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${interactionPath(interaction.details.uid)}/signup`, 303);
      }
      return showLogin(reply, interaction);
    },
  );

  app.get<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid/login',
    routeOptions,
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      return showLogin(reply, interaction);
    },
  );

  app.post<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid/login',
    routeOptions,
    async (request, reply) => {
      const posted = await postedForm(request, reply);
      if (!posted) return reply;
      const { uid, form, params } = posted;
      const email = typeof form.email === 'string' ? form.email.trim() : '';
      const password = typeof form.password === 'string' ? form.password : '';
      const answer = async (status: number, error: string) =>
        sendHtml(
          reply,
          status,
          loginPage({
            action: `${interactionPath(uid)}/login`,
            signUpHref: `${interactionPath(uid)}/signup`,
            formToken: await formTokenOf(uid),
            email,
            error,
            staff: screenHintOf(params) === 'staff',
          }),
        );
      if (!(await withinLimit(request, reply, signInLimit))) {
        return answer(429, identityMessages.tooManyRequests);
      }
      // Not an e-mail address: no account can match, and nothing is worth counting.
      if (validateEmail(email, { required: true }) !== undefined) {
        return answer(401, identityMessages.wrongCredentials);
      }
      const accountUid = email.toLowerCase();
      const attempt = { uid: accountUid, client: request.ip };
      if (await isSignInLocked(db, attempt)) {
        return answer(429, identityMessages.tooManyAttempts);
      }
      const account = await findAccountByUid(db, accountUid);
      const passwordMatches = await verifyPassword(
        account?.passwordHash ?? (await hashOfNothing()),
        password,
      );
      if (!account || !passwordMatches) {
        await recordSignInFailure(db, attempt);
        request.log.info('sign-in refused: wrong e-mail or password');
        return answer(401, identityMessages.wrongCredentials);
      }
      if (await isSecondFactorDue(db, account, staffMfa)) {
        // The failures of the address are cleared only once the code is right too.
        await beginSecondStep(db, uid, account.pk);
        return reply.header('cache-control', 'no-store').redirect(secondFactorPath(uid), 303);
      }
      await clearSignInFailures(db, attempt);
      return finish(request, reply, account.pk);
    },
  );

  app.get<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid/signup',
    routeOptions,
    async (request, reply) => {
      const interaction = await interactionOf(request, reply);
      if (!interaction) return reply;
      const model = await signUpModel(interaction.details.uid, {
        values: BLANK_SIGN_UP,
        errors: {},
      });
      return sendHtml(reply, 200, signUpPage(model));
    },
  );

  app.post<{ Params: InteractionParams }>(
    '/oidc/interaction/:uid/signup',
    routeOptions,
    async (request, reply) => {
      const posted = await postedForm(request, reply);
      if (!posted) return reply;
      const { uid, form } = posted;
      // Every post counts, valid or not: 'e-mail taken' answers must not be harvested either.
      if (!(await withinLimit(request, reply, signUpLimit))) {
        return sendHtml(
          reply,
          429,
          errorPage(identityMessages.tooManyRequests, `${interactionPath(uid)}/signup`),
        );
      }
      const validated = validateSignUp(form, await commonPasswords(PASSWORD_MIN_LENGTH));
      if (!validated.ok) {
        const model = await signUpModel(uid, {
          values: validated.values,
          errors: validated.errors,
        });
        return sendHtml(reply, 400, signUpPage(model));
      }
      const { signUp } = validated;
      // Asked last, for a form that is otherwise accepted: nothing leaves the machine for a
      // password the local rules refuse, nor for a form refused anyway.
      if (
        await isBreachedPassword(signUp.password, { url: breachedPasswordsUrl, log: request.log })
      ) {
        const model = await signUpModel(uid, {
          values: { ...formValuesOf(form), country: signUp.country },
          errors: { password: identityMessages.passwordBreached },
        });
        return sendHtml(reply, 400, signUpPage(model));
      }
      const pk = await createAccount(db, {
        uid: signUp.uid,
        passwordHash: await hashPassword(signUp.password),
        titleCode: signUp.titleCode,
        firstName: signUp.firstName,
        lastName: signUp.lastName,
        phone: signUp.phone,
        country: signUp.country,
      });
      if (pk === null) {
        const values = { ...formValuesOf(form), country: signUp.country };
        const model = await signUpModel(uid, {
          values,
          errors: { email: identityMessages.emailTaken },
        });
        return sendHtml(reply, 409, signUpPage(model));
      }
      request.log.info({ customerPk: pk }, 'customer account created at sign-up');
      return finish(request, reply, pk);
    },
  );
};

/** The typed values of a posted sign-up form, to show them again. */
function formValuesOf(form: Record<string, unknown>): SignUpPageModel['values'] {
  const read = (name: string): string => (typeof form[name] === 'string' ? form[name].trim() : '');
  return {
    titleCode: read('titleCode'),
    firstName: read('firstName'),
    lastName: read('lastName'),
    email: read('email'),
    phone: read('phone'),
    country: read('country'),
  };
}
