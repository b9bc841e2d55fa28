import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, HttpError, validationMessage } from './error-body';

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
    const violation = integrityViolation(error);
    if (violation) {
      // A rule the handlers check first, caught again by the database (a race between two
      // requests): the change was refused as a whole, which the client should hear as a conflict.
      request.log.warn({ err: error }, 'integrity constraint refused a change');
      return reply.code(409).send(errorBody(409, violation, 'CONFLICT'));
    }
    request.log.error({ err: error }, 'unexpected error while handling the request');
    return reply.code(500).send(errorBody(500, INTERNAL_MESSAGE));
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
    return reply.code(404).send(errorBody(404, `No route for ${request.method} ${path}`));
  });
}

const INTEGRITY_MESSAGES: Record<string, string> = {
  '23505': 'This already exists.',
  '23503': 'This refers to something that does not exist.',
  '23514': 'This change breaks a rule of the data (e.g. more gifts than wanted).',
  '23502': 'A required value is missing.',
  '40001': 'The change collided with another one; please try again.',
  '40P01': 'The change collided with another one; please try again.',
};

/**
 * The client-fit message of a PostgreSQL integrity or serialization error (SQLSTATE class 23 or
 * 40), whether the driver error is thrown as is or wrapped by drizzle in `cause`.
 */
export function integrityViolation(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in INTEGRITY_MESSAGES) return INTEGRITY_MESSAGES[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error;
}
