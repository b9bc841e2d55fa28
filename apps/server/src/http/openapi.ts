import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the interactive documentation lives; the document itself is at `${DOCS_PATH}/json`. */
export const DOCS_PATH = '/docs';

/** The OpenAPI document, served in every environment. */
export const OPENAPI_DOCUMENT_PATH = `${DOCS_PATH}/json`;

/**
 * Publishes the OpenAPI 3.1 document of every route registered after this (design.md §3
 * "Contract"), generated from the routes' zod schemas, and, outside production, Swagger UI to
 * read it. In production the document alone is served: Swagger UI is a separate application
 * (its own scripts, an API console) that has no business on the shop's origin (ASVS V3.5.4).
 * Must be registered before the routes: @fastify/swagger collects them as they are added.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { version: string; production: boolean },
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
  if (!options.production) {
    await app.register(swaggerUi, { routePrefix: DOCS_PATH });
    return;
  }
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, () => app.swagger());
}
