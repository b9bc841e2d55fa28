import {
  isSpecialContributionItem,
  isStaff,
  validatePostalCode,
  validationMessages,
} from '@ldn/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLogin } from '../../identity/guards';
import { errorBodySchema, HttpError, invalidInput } from '../../http/error-body';
import { assertCompany } from '../lists/list-access';
import { unknownStore } from '../lists/list-errors';
import { availabilityOfCodes } from '../catalogue/products-queries';
import { lookupPostalCodePosition } from '../../geo/postal-code-position';
import { closestStores, findStore, type StoreRow } from './stores-queries';
import {
  cartCodesBody,
  cartLivMagSchema,
  closestStoresSchema,
  livMagEligibleSchema,
  postalCodeParams,
  staffStoreCodeSchema,
  staffStoreParams,
  storeCodeParams,
  storeSchema,
} from '@ldn/contract';

/** [S7.47] How many stores "closest stores" answers. */
export const CLOSEST_STORES_COUNT = 5;

function toStore(row: StoreRow) {
  return {
    name: row.name,
    posSystemName: row.posSystemName,
    storeCode: row.storeCode,
    store_code: row.storeCode,
    address: row.address,
    postalCode: row.postalCode,
    city: row.city,
    isLivMagEligible: row.isLivMagEligible,
  };
}

/** Spec §7 "Transactions and stores": the store calls. */
export const storesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  const { db } = database;

  /**
   * [S7.45] [S2.13] The store of the signed-in staff member. "Empty string on failure": anonymous
   * visitors, customers, staff without a store and another company all get `''`, never an error.
   */
  app.get(
    '/shopinfo/public/v2/internal/storeCode/:company',
    {
      schema: {
        tags: ['stores', 'staff'],
        summary: "The signed-in staff member's store code ('' when none)",
        params: staffStoreParams,
        response: { 200: staffStoreCodeSchema },
      },
    },
    async (request) => {
      const user = request.currentUser;
      const known = request.params.company === config.retailerId && isStaff(user);
      return { store_code: known ? (user?.storeCode ?? '') : '' };
    },
  );

  /** [S7.46] [S4.10] A store by its code; unknown: 404 'Code inconnu'. */
  app.get(
    '/ldn/public/v1/getStoreByCompanyAndStoreCode/:company/:storeCode',
    {
      schema: {
        tags: ['stores', 'public'],
        summary: 'A store by its code',
        params: storeCodeParams,
        response: { 200: storeSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const store = await findStore(db, request.params.storeCode);
      if (!store) throw unknownStore();
      return toStore(store);
    },
  );

  /** [S7.47] The 5 stores closest to a postal code, with their distance. */
  app.get(
    '/ldn/v1/getClosestStoresByPostalCode/:postalCode',
    {
      preHandler: requireLogin,
      schema: {
        tags: ['stores'],
        summary: 'The 5 stores closest to a postal code',
        params: postalCodeParams,
        response: {
          200: closestStoresSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { postalCode } = request.params;
      const error = validatePostalCode(postalCode, { required: true });
      if (error) {
        throw invalidInput('params', 'postalCode', validationMessages[error]);
      }
      const position = await lookupPostalCodePosition(db, postalCode);
      if (!position) {
        throw new HttpError(404, `Code postal inconnu : ${postalCode}.`, 'UNKNOWN_POSTAL_CODE');
      }
      const rows = await closestStores(db, position, CLOSEST_STORES_COUNT);
      return {
        stores: rows.map((row) => ({
          ...toStore(row),
          distanceKm: Math.round(row.distanceKm * 10) / 10,
        })),
      };
    },
  );

  /**
   * [S7.40] Can this store deliver gifts to the parents? An unknown store cannot: the answer stays
   * 200 so that the cart, which calls this, is not sent to Not found [S7.1].
   */
  app.get(
    '/ldn/public/v1/isStoreLivMagEligible/:company/:storeCode',
    {
      schema: {
        tags: ['stores', 'public'],
        summary: 'Whether a store delivers gifts to the parents',
        params: storeCodeParams,
        response: { 200: livMagEligibleSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      assertCompany(request.params.company, config);
      const store = await findStore(db, request.params.storeCode);
      return { eligible: store?.isLivMagEligible ?? false };
    },
  );

  /**
   * [S7.41] Can every product of a cart be delivered to the store? A product can when it is in
   * stock (AVAILABLE); the wallet's special item [S9.4] always can; an unknown code cannot.
   */
  app.post(
    '/ldn/public/v1/isCartLivMagAvailable',
    {
      schema: {
        tags: ['stores', 'public'],
        summary: 'Whether the products of a cart can be delivered to the store',
        body: cartCodesBody,
        response: { 200: cartLivMagSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const codes = [...new Set(request.body)];
      const stock = await availabilityOfCodes(
        db,
        codes.filter((code) => !isSpecialContributionItem(code)),
      );
      const unavailableCodes = codes.filter(
        (code) => !isSpecialContributionItem(code) && stock.get(code) !== 'AVAILABLE',
      );
      return { available: unavailableCodes.length === 0, unavailableCodes };
    },
  );
};
