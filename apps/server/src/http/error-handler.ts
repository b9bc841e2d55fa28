import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { errorBody, HttpError } from './error-body';

const INTERNAL_MESSAGE = 'Internal server error';

/**
 * One error contract for the whole API (design.md §3, "bad input gets a 400 with a clear message,
 * never a 500"):
 * - schema validation failures -> 400 BAD_REQUEST naming each faulty field;
 * - {@link HttpError} and Fastify's own 4xx (bad JSON, body too large, ...) -> their status;
 * - anything else -> 500 logged with its stack, answered with a message that reveals nothing;
 * - unknown routes -> 404 NOT_FOUND in the same JSON shape.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send(errorBody(error.status, error.message, error.code));
    }
    if (isFastifyError(error) && error.validation) {
      return reply
        .code(400)
        .send(errorBody(400, validationMessage(error.validation, error.validationContext)));
    }
    if (
      isFastifyError(error) &&
      error.statusCode &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    request.log.error({ err: error }, 'unexpected error while handling the request');
    return reply.code(500).send(errorBody(500, INTERNAL_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
    return reply.code(404).send(errorBody(404, `No route for ${request.method} ${path}`));
  });
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}

/**
 * `Invalid querystring: "limit": Too small: expected number to be >=1`. The part of the request
 * (`body`, `querystring`, `params`, `headers`) and the field path come first, because that is what
 * a client developer needs to find.
 */
export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined = 'request',
): string {
  const details = issues.map((issue) => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    return field ? `"${field}": ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return `Invalid ${part}: ${details.join('; ')}`;
}
