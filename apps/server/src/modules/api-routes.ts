import type { FastifyPluginAsync } from 'fastify';
import { APP_VERSION } from '../app-version';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { versionRoutes } from './version/version-routes';

/** What every API module is given. */
export interface ApiDeps {
  readonly config: ServerConfig;
  readonly database: Database;
}

/**
 * Every module of the API, registered under the api base by `createServer`. One module per
 * resource (house style rule 10): its routes, schemas and queries together.
 */
export const apiRoutes: FastifyPluginAsync<ApiDeps> = async (api, _deps) => {
  await api.register(versionRoutes, { version: APP_VERSION });
};
