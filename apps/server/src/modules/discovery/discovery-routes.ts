import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../../config';
import { validationMessage } from '../../http/error-body';
import { DiscoveryResponseCache } from './discovery-response-cache';
import { DiscoveryError } from './discovery-errors';
import { sendJsonBytes } from '../../http/response-cache';
import { runDiscovery } from './discovery-engine';
import { discoveryMessages } from './discovery-messages';
import {
  DISCOVERY_ENDPOINTS,
  discoveryErrorSchema,
  discoveryRequestSchema,
  discoveryResponseSchema,
  endpointParams,
  type DiscoveryEndpoint,
  discoverySettingsResponse,
} from '@ldn/contract';
import { DISCOVERY_SETTINGS, DISCOVERY_SETTINGS_ID } from './discovery-settings';
import { allowPublicCors } from './public-cors';

/** Where the discovery service lives: `<origin>/discovery` (the contract's `{discovery}`). */
export const DISCOVERY_PREFIX = '/discovery';

/**
 * The origin absolute links are built on: `PUBLIC_URL` when set, else the origin the request
 * reached (`request.protocol` follows `TRUST_PROXY`).
 */
export function originOf(request: FastifyRequest, config: ServerConfig): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** [S8.5] Any error of these routes as `{ status, service: 'discovery', code, message }`. */
function discoveryErrorOf(error: unknown): DiscoveryError | null {
  if (error instanceof DiscoveryError) return error;
  const fastifyError = error as {
    validation?: Parameters<typeof validationMessage>[0];
    validationContext?: string;
    statusCode?: number;
    message?: string;
  };
  if (fastifyError.validation) {
    return new DiscoveryError(
      400,
      'Discovery:BadRequest',
      validationMessage(fastifyError.validation, fastifyError.validationContext),
    );
  }
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return new DiscoveryError(
      status,
      'Discovery:BadRequest',
      fastifyError.message ?? discoveryMessages.badRequest,
    );
  }
  return null;
}

/**
 * [S7.49] [S7.50] The product-discovery service at the site root (not under `/api`): public, no
 * session needed, no XSRF header (the contract: "through a retailer proxy, no client
 * credentials"), CORS open to any origin without credentials. Errors answer the contract's body;
 * anything unexpected is logged and answered as a 500 in that body, never with details.
 */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app;
  allowPublicCors(app, DISCOVERY_PREFIX);
  const responseCache = new DiscoveryResponseCache(database.db);
  app.setErrorHandler((error, request, reply) => {
    const known = discoveryErrorOf(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'unexpected error in the discovery service');
    const internal = new DiscoveryError(500, 'Discovery:InternalError', 'Internal server error');
    return reply.code(500).send(internal.body);
  });

  // Public routes: the session (if any) is not needed, so an expired access must not refuse them.
  const config_ = { xsrf: false, session: 'refresh' } as const;

  app.get(
    `${DISCOVERY_PREFIX}/settings`,
    {
      config: config_,
      schema: {
        tags: ['discovery', 'public'],
        summary:
          '[S7.49] The discovery settings: fields, ranking, shortcuts, spotlights, and their id',
        response: {
          200: discoverySettingsResponse,
        },
      },
    },
    async (_request, reply) => {
      // The id changes with the settings; a proxy may keep them a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return { id: DISCOVERY_SETTINGS_ID, settings: DISCOVERY_SETTINGS };
    },
  );

  app.post(
    `${DISCOVERY_PREFIX}/:endpoint`,
    {
      config: config_,
      schema: {
        tags: ['discovery', 'public'],
        summary: `[S7.50] A discovery query: ${DISCOVERY_ENDPOINTS.join(', ')}`,
        params: endpointParams,
        body: discoveryRequestSchema,
        response: {
          200: discoveryResponseSchema,
          400: discoveryErrorSchema,
          404: discoveryErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { endpoint } = request.params;
      if (!(DISCOVERY_ENDPOINTS as readonly string[]).includes(endpoint)) {
        throw new DiscoveryError(
          404,
          'Discovery:Endpoint:NotFound',
          `${discoveryMessages.unknownEndpoint}: ${endpoint.slice(0, 50)}`,
        );
      }
      const started = performance.now();
      const origin = originOf(request, config);
      // A kept answer only if built at the catalogue's current version (discovery-response-cache.ts).
      const version = await responseCache.version();
      const key = DiscoveryResponseCache.keyOf(endpoint, origin, request.body);
      reply.header('cache-control', 'no-store');
      const kept =
        key !== null && version !== null
          ? responseCache.get(key, version, Math.round(performance.now() - started))
          : undefined;
      if (kept) return sendJsonBytes(request, reply, kept);
      const response = await runDiscovery(
        { db: database.db, origin },
        endpoint as DiscoveryEndpoint,
        request.body,
      );
      return sendJsonBytes(request, reply, responseCache.keep(key, version, response));
    },
  );
};
