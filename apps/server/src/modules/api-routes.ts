import type { FastifyPluginAsync } from 'fastify';
import { APP_VERSION } from '../app-version';
import { versionRoutes } from './version/version-routes';
import { userRoutes } from './users/users-routes';
import { listsRoutes } from './lists/lists-routes';
import { listEventsRoutes } from './list-events/list-events-routes';
import { productsRoutes } from './products/products-routes';
import { storesRoutes } from './stores/stores-routes';
import { codeTokenRoutes } from '../identity/code-token-routes';
import { shareRoutes } from './share/share-routes';
import { cartRoutes } from './cart/cart-routes';
import { cartValidationRoutes } from './checkout/cart-validation-routes';
import { contributionsRoutes } from './contributions/contributions-routes';
import { storeTransactionsRoutes } from './store-transactions/store-transactions-routes';
import { accountSecurityRoutes } from './account-security/account-security-routes';

/**
 * Every module of the API, registered under the api base by `createServer`. One module per
 * resource (house style rule 10): its routes, schemas and queries together. A module reads the
 * database, config, mail and job queue from the instance (`server-services.ts`), so it is
 * registered without options and imports nothing from here.
 */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(versionRoutes, { version: APP_VERSION });
  await api.register(userRoutes);
  await api.register(listsRoutes);
  // The live list: its event channel, fed by PostgreSQL notifications.
  await api.register(listEventsRoutes);
  await api.register(productsRoutes);
  await api.register(storesRoutes);
  await api.register(codeTokenRoutes);
  await api.register(shareRoutes);
  // The cart and its validation, then the activity, wallet, returns, thanks and cancellations.
  await api.register(cartRoutes);
  await api.register(cartValidationRoutes);
  await api.register(contributionsRoutes);
  await api.register(storeTransactionsRoutes);
  await api.register(accountSecurityRoutes);
};
