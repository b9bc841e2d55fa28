import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the interactive documentation lives; the document itself is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/docs';

/**
 * Publishes the OpenAPI 3.1 document of every route registered after this (design.md §3
 * "Contract"), generated from the routes' zod schemas, and Swagger UI to read it.
 * Must be registered before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Liste de naissance API',
        description:
          'The HTTP API of the birth-list platform. Errors are `{ status, code, message }`.',
        version: options.version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH });
}
