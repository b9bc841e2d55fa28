import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSeller, requireStaff } from '../../auth/guards';
import { userOf } from '../../auth/session-plugin';
import { errorBodySchema } from '../../http/error-body';
import type { ApiDeps } from '../api-routes';
import { cartErrorBodySchema, CartRefusal } from '../contributions/money-errors';
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
} from './store-transactions-schemas';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The in-store transactions of issue 8 ([S7.38]-[S7.44]); see API.md next to this file. Creating
 * one is for a SELLER without ACCOUNTANT [S6.5]; reading, checking the ticket, confirming and
 * cancelling are for staff.
 */
export const storeTransactionsRoutes: FastifyPluginAsyncZod<ApiDeps> = async (
  app,
  { config, database },
) => {
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
        if (error instanceof CartRefusal) return reply.code(error.status).send(error.body());
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
        response: { 200: pendingTransactionResponse.array(), ...errors },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
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
      if (!row) throw transactionNotFound();
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
      const row = await checkTicket(database, request.params.id, request.body.transactionBarcode);
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
    async (request) => viewOf(database.db, await confirmTransaction(database, request.params.id)),
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
    async (request) => viewOf(database.db, await cancelTransaction(database, request.params.id)),
  );
};
