import type { FastifyPluginAsync } from 'fastify';
import { APP_VERSION } from '../app-version';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { versionRoutes } from './version/version-routes';
import { userRoutes } from './users/users-routes';
import { listsRoutes } from './lists/lists-routes';
import { productsRoutes } from './products/products-routes';
import { storesRoutes } from './stores/stores-routes';
import { codeTokenRoutes } from '../identity/code-token-routes';
import { shareRoutes } from './share/share-routes';
import { moneyRoutes } from './contributions/money-routes';
import { storeTransactionsRoutes } from './store-transactions/store-transactions-routes';
import { accountSecurityRoutes } from './account-security/account-security-routes';

/** What every API module is given. */
export interface ApiDeps {
  readonly config: ServerConfig;
  readonly database: Database;
}

/**
 * Every module of the API, registered under the api base by `createServer`. One module per
 * resource (house style rule 10): its routes, schemas and queries together.
 */
export const apiRoutes: FastifyPluginAsync<ApiDeps> = async (api, deps) => {
  await api.register(versionRoutes, { version: APP_VERSION });
  await api.register(userRoutes, { config: deps.config, database: deps.database });
  await api.register(listsRoutes, { config: deps.config, database: deps.database });
  await api.register(productsRoutes, { config: deps.config, database: deps.database });
  await api.register(storesRoutes, { config: deps.config, database: deps.database });
  await api.register(codeTokenRoutes, { config: deps.config, database: deps.database });
  await api.register(shareRoutes, { config: deps.config, database: deps.database });
  await api.register(moneyRoutes, { config: deps.config, database: deps.database });
  await api.register(storeTransactionsRoutes, { config: deps.config, database: deps.database });
  await api.register(accountSecurityRoutes, { config: deps.config, database: deps.database });
};
