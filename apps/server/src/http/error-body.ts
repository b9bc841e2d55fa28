import { STATUS_CODES } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify';
import { errorBodySchema, type ErrorBody } from '@ldn/contract';

/** The body of every error answer of the API, `{ status, code, message }`: the contract's. */
export { errorBodySchema, type ErrorBody };

/** `413` -> `PAYLOAD_TOO_LARGE`: the standard reason phrase, as a constant-style code. */
export function codeForStatus(status: number): string {
  const phrase = STATUS_CODES[status] ?? 'Error';
  return phrase.toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

export function errorBody(
  status: number,
  message: string,
  code: string = codeForStatus(status),
): ErrorBody {
  return { status, code, message };
}

/**
 * An error a handler throws on purpose; the error handler answers with its status, code and
 * message as they are (so the message must be fit for the client). Anything else thrown becomes
 * a logged 500 whose details stay in the log.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = codeForStatus(status),
  ) {
    super(message);
  }

  /** Fastify's name for the status, read by the error handlers of plugins with their own body. */
  get statusCode(): number {
    return this.status;
  }
}

/**
 * [S1.4] The French head of a validation message, by the part of the request at fault: a screen may
 * show a 400's message as it is, so every word of it is French (the field's name stays as the
 * API spells it, for the client developer to find).
 */
const INVALID_PART: Readonly<Record<string, string>> = {
  body: 'Données invalides',
  params: 'Adresse invalide',
  querystring: 'Paramètres invalides',
  headers: 'En-têtes invalides',
};
const INVALID_REQUEST = 'Requête invalide';
const INVALID_VALUE = 'valeur invalide';

/**
 * `Paramètres invalides : "limit" : Trop petit : nombre doit être >=1`. The part of the request
 * (`body`, `querystring`, `params`, `headers`) and the field path come first, because that is what
 * a client developer needs to find; the messages are the schemas' own, or zod's French ones
 * (http/validator.ts).
 */
export function validationMessage(
  issues: readonly FastifySchemaValidationError[],
  part: string | undefined = 'request',
): string {
  const details = issues.map((issue) => {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    const message = issue.message ?? INVALID_VALUE;
    return field ? `« ${field} » : ${message}` : message;
  });
  return `${INVALID_PART[part] ?? INVALID_REQUEST} : ${details.join(' ; ')}`;
}

/**
 * A 400 for one field that a handler checks itself (a rule beyond its schema), worded as the
 * schema's refusals are: `invalidInput('body', 'company', 'doit être aufr')`.
 */
export function invalidInput(part: string, field: string, message: string): HttpError {
  const path = `/${field.split('.').join('/')}`;
  return new HttpError(
    400,
    validationMessage(
      [{ keyword: 'custom', instancePath: path, schemaPath: '', params: {}, message }],
      part,
    ),
  );
}
