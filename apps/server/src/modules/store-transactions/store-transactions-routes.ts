import { ROLES } from '@ldn/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSeller, requireStaff } from '../../identity/guards';
import { userOf } from '../../identity/session-plugin';
import type { CurrentUser } from '../../identity/session-store';
import type { Database } from '../../db/database';
import { errorBodySchema, HttpError } from '../../http/error-body';
import { cartErrorBodySchema, CartRefusal } from '../cart/cart-errors';
import { assertCompany } from '../lists/list-access';
import {
  cancelTransaction,
  checkTicket,
  confirmTransaction,
  createStoreTransaction,
  findTransaction,
  pendingOfStore,
  transactionNotFound,
  viewOf,
} from './store-transactions';
import {
  barcodeBody,
  createFromCartBody,
  pendingTransactionResponse,
  storeParams,
  transactionIdParams,
  pendingTransactionsResponse,
} from '@ldn/contract';

/**
 * Whose in-store transactions a staff member sees and acts on (docs/decisions.md, "In-store
 * transactions"): a SELLER those of their own store; an ACCOUNTANT, who reconciles the registers
 * and creates none [S6.5], those of every store.
 */
export function seesStoreTransactions(user: CurrentUser, storeCode: string): boolean {
  return user.roles.includes(ROLES.ACCOUNTANT) || user.storeCode === storeCode;
}

/**
 * The transaction `id` if the caller may act on it: another store's is answered as unknown
 * (404), so its existence is not told either.
 */
async function ownTransactionId(
  database: Database,
  request: FastifyRequest,
  id: number,
): Promise<number> {
  const row = await findTransaction(database.db, id);
  if (!row || !seesStoreTransactions(userOf(request), row.storeCode)) throw transactionNotFound();
  return id;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The in-store transactions ([S7.38]-[S7.44]); see API.md next to this file. Creating
 * one is for a SELLER without ACCOUNTANT [S6.5]; reading, checking the ticket, confirming and
 * cancelling are for staff: a SELLER of the transaction's store, or an ACCOUNTANT.
 */
export const storeTransactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  app.post(
    '/ldn/v1/createContributionFromCart',
    {
      preHandler: requireSeller,
      schema: {
        tags: ['staff', 'cart'],
        summary: 'Turn the seller’s cart into a pending in-store transaction (reserves its items)',
        body: createFromCartBody,
        response: {
          201: pendingTransactionResponse,
          400: cartErrorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: cartErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      assertCompany(request.body.company, config);
      try {
        const row = await createStoreTransaction(database, userOf(request), request.body);
        return reply.code(201).send(await viewOf(database.db, row));
      } catch (error) {
        // (A 429, for the holds of the online checkout, never comes from here.)
        if (error instanceof CartRefusal && error.status !== 429) {
          return reply.code(error.status).send(error.body());
        }
        throw error;
      }
    },
  );

  app.get(
    '/ldn/v1/getReservedContributionFromWinshopForStore/:company/:storeCode',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'The store’s transactions waiting for the register ticket, newest first',
        params: storeParams,
        response: { 200: pendingTransactionsResponse, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      if (!seesStoreTransactions(userOf(request), request.params.storeCode)) {
        throw new HttpError(403, 'Réservé au personnel de ce magasin.', 'FORBIDDEN');
      }
      return pendingOfStore(database.db, request.params.storeCode);
    },
  );

  app.get(
    '/ldn/v1/getReservedContributionById/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'One in-store transaction',
        params: transactionIdParams,
        response: { 200: pendingTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const row = await findTransaction(database.db, request.params.id);
      if (!row || !seesStoreTransactions(userOf(request), row.storeCode)) {
        throw transactionNotFound();
      }
      return viewOf(database.db, row);
    },
  );

  app.patch(
    '/ldn/v1/updateTransactionBarCodeAndRetrieveMissingEntriesByContributionId/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Check the register ticket of a transaction: its missing entries',
        params: transactionIdParams,
        body: barcodeBody,
        response: { 200: pendingTransactionResponse, ...errors },
      },
    },
    async (request) => {
      assertCompany(request.body.company, config);
      const id = await ownTransactionId(database, request, request.params.id);
      const row = await checkTicket(database, id, request.body.transactionBarcode);
      return viewOf(database.db, row);
    },
  );

  app.post(
    '/ldn/v1/hasCheckedMissingEntries/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Confirm a checked transaction: record the contribution, release what is missing',
        params: transactionIdParams,
        response: { 200: pendingTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const id = await ownTransactionId(database, request, request.params.id);
      return viewOf(database.db, await confirmTransaction(database, id));
    },
  );

  app.delete(
    '/ldn/v1/removeReservedContributionById/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['staff'],
        summary: 'Cancel a transaction not yet validated: its items are giftable again',
        params: transactionIdParams,
        response: { 200: pendingTransactionResponse, ...errors },
      },
    },
    async (request) => {
      const id = await ownTransactionId(database, request, request.params.id);
      return viewOf(database.db, await cancelTransaction(database, id));
    },
  );
};
