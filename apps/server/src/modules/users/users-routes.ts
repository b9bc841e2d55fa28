import { randomBytes } from 'node:crypto';
import { COUNTRY_UNKNOWN_COOKIE, DEFAULT_COUNTRY, normalizePhone } from '@ldn/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieOptions } from '../../identity/cookies';
import { requireCustomer, requireLogin, requireStaff } from '../../identity/guards';
import { userOf } from '../../identity/session-plugin';
import { createAccount } from '../../identity/identity-queries';
import { hashPassword } from '../../identity/password';
import { errorBodySchema, HttpError } from '../../http/error-body';
import {
  ACCOUNT_EXISTS,
  accountForEmail,
  accountForPk,
  toCustomer,
  toProfileFields,
} from './users-access';
import {
  findAccountByPk,
  findStoreName,
  hasPickupStoreList,
  updateCountry,
  updateIdentity,
  updateNotificationFrequency,
  type AccountRow,
} from './users-queries';
import {
  accountPathSchema,
  accountProfileSchema,
  accountSettingsAnswerSchema,
  accountSettingsSchema,
  createdCustomerSchema,
  customerCountryPathSchema,
  customerCountrySchema,
  customerCreateSchema,
  customerPatchSchema,
  customerPathSchema,
  customerSchema,
  userCountryQuerySchema,
  userCountrySchema,
  userProfileSchema,
  titleCodeOf,
} from '@ldn/contract';

/** Bytes of randomness of the password of an account created by staff [S5.13]. */
const RANDOM_PASSWORD_BYTES = 32;

/** The error answers a route may give, for the OpenAPI document. */
function errors(...statuses: (400 | 401 | 403 | 404 | 409)[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/**
 * The user API of spec §7 "User" [S7.2]-[S7.6], [S7.9]-[S7.11], under the api base.
 *
 * The retailer-account paths carry the configured retailer literally
 * (`/naoscommercewebservices_aufr/v2/aufr/users/...`), so a request for another retailer finds no
 * route (404). Who may do what: the customer on his own account, staff on customers' accounts
 * (`users-access.ts`).
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;
  const retailer = config.retailerId;
  const usersPath = `/naoscommercewebservices_${retailer}/v2/${retailer}/users`;
  const tags = ['users'];

  /** [S9.11] Tells the app, readable by scripts, whether it must ask where the user lives. */
  const setCountryCookie = (reply: FastifyReply, country: string | null): void => {
    reply.setCookie(
      COUNTRY_UNKNOWN_COOKIE,
      country ? 'false' : 'true',
      cookieOptions(config.isProduction, false),
    );
  };

  /** An update answered no row: the account was deleted between the look-up and the change. */
  const updated = (row: AccountRow | null): AccountRow => {
    if (!row) throw new HttpError(404, "Ce compte n'existe plus.", 'UNKNOWN_ACCOUNT');
    return row;
  };

  app.get(
    `${usersPath}/:email`,
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: 'Customer look-up by e-mail (staff, or the customer himself)',
        description:
          '[S7.2] [S4.10] A 400 UNKNOWN_ACCOUNT means no account has this e-mail: the app keeps it to create one.',
        params: customerPathSchema,
        response: { 200: customerSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const account = await accountForEmail(db, userOf(request), request.params.email);
      return toCustomer(account);
    },
  );

  app.patch(
    `${usersPath}/:email`,
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: "Update a customer's name and phone (staff, or the customer himself)",
        description:
          "[S7.3] [S5.17] Only the named account changes, never the signed-in staff's own. The phone is stored normalised [S3.1].",
        params: customerPathSchema,
        body: customerPatchSchema,
        response: { 200: customerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const account = await accountForEmail(db, userOf(request), request.params.email);
      const { firstName, lastName, phone } = request.body;
      const row = await updateIdentity(db, account.pk, {
        firstName,
        lastName,
        phone: phone === undefined ? undefined : normalizePhone(phone),
      });
      return toCustomer(updated(row));
    },
  );

  app.post(
    usersPath,
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Create a customer account (staff)',
        description:
          '[S7.4] [S5.13] The account gets a random password (never answered: the customer sets his own) and the country FR unless given. 409 ACCOUNT_EXISTS when the e-mail has an account.',
        body: customerCreateSchema,
        response: { 201: createdCustomerSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const passwordHash = await hashPassword(
        randomBytes(RANDOM_PASSWORD_BYTES).toString('base64url'),
      );
      const pk = await createAccount(db, {
        uid: body.uid,
        passwordHash,
        titleCode: body.titleCode ? (titleCodeOf(body.titleCode) ?? null) : null,
        firstName: body.firstName,
        lastName: body.lastName,
        phone: normalizePhone(body.phone),
        country: body.naosCountry ?? DEFAULT_COUNTRY,
      });
      if (pk === null) {
        throw new HttpError(409, `An account already exists for ${body.uid}.`, ACCOUNT_EXISTS);
      }
      return reply.code(201).send({ pk: String(pk) });
    },
  );

  app.patch(
    `${usersPath}/:uid/country`,
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: "Set a customer's country (staff, or the customer himself)",
        description:
          '[S7.5] [S5.12] Any ISO alpha-2 code is stored; only FR allows creating lists.',
        params: customerCountryPathSchema,
        body: customerCountrySchema,
        response: { 200: customerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = userOf(request);
      const account = await accountForEmail(db, actor, request.params.uid);
      const row = updated(await updateCountry(db, account.pk, request.body.naosCountry));
      if (actor.pk === String(row.pk)) setCountryCookie(reply, row.country);
      return toCustomer(row);
    },
  );

  app.get(
    '/user/country',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: "The signed-in user's country",
        description: "[S7.6] [S9.11] '' when unknown; sets the readable cookie countryUnknown.",
        response: { 200: userCountrySchema, ...errors(401) },
      },
    },
    async (request, reply) => {
      const account = updated(await findAccountByPk(db, Number(userOf(request).pk)));
      setCountryCookie(reply, account.country);
      return { isoCode: account.country ?? '' };
    },
  );

  app.post(
    '/user/country',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: "Save the signed-in user's country",
        description:
          '[S7.6] [S4.11] [S9.11] `?isoCode=FR`; sets the readable cookie countryUnknown.',
        querystring: userCountryQuerySchema,
        response: { 200: userCountrySchema, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      const row = updated(
        await updateCountry(db, Number(userOf(request).pk), request.query.isoCode),
      );
      setCountryCookie(reply, row.country);
      return { isoCode: row.country ?? '' };
    },
  );

  app.get(
    '/ldn/v1/getUserProfil/',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or { logged: false }',
        description:
          '[S7.9] [S3.1] [S6.6] Anonymous visitors get a 200 { logged: false } rather than a 401, so the app renders logged out without a token-refresh loop.',
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const user = request.currentUser;
      const account = user ? await findAccountByPk(db, Number(user.pk)) : null;
      if (!account) return { logged: false as const };
      return {
        logged: true as const,
        ...toProfileFields(account),
        favoriteStoreCode: account.favoriteStoreCode,
        hasPickupStoreList: await hasPickupStoreList(db, account.pk),
      };
    },
  );

  app.post(
    '/ldn/v1/createOrUpdateAccount/',
    {
      preHandler: requireCustomer,
      schema: {
        tags,
        summary: "Save the signed-in customer's settings (not for staff)",
        description:
          '[S7.10] [S2.45] [S6.4] userPk must be the signed-in customer (403 otherwise); staff have no Parameters (403).',
        body: accountSettingsSchema,
        response: { 200: accountSettingsAnswerSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const user = userOf(request);
      if (Number(request.body.userPk) !== Number(user.pk)) {
        throw new HttpError(403, 'userPk must be the signed-in customer.', 'FORBIDDEN');
      }
      const row = updated(
        await updateNotificationFrequency(db, Number(user.pk), request.body.notificationFrequency),
      );
      return { notificationFrequency: row.notificationFrequency };
    },
  );

  app.get(
    '/ldn/v1/getCurrentUserProfilFromHybris/:id',
    {
      preHandler: requireLogin,
      schema: {
        tags,
        summary: 'The retailer-account profile of an account (staff, or the customer himself)',
        description: '[S7.11] [S3.1] With the favorite store.',
        params: accountPathSchema,
        response: { 200: accountProfileSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const account = await accountForPk(db, userOf(request), request.params.id);
      const favoriteStore = account.favoriteStoreCode
        ? await findStoreName(db, account.favoriteStoreCode)
        : null;
      return { ...toProfileFields(account), favoriteStore };
    },
  );
};
