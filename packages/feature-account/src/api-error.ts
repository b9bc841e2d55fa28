import { apiErrorBody } from '@ldn/api-client';

export { apiErrorCode } from '@ldn/api-client';

/**
 * Codes the server gives answers that are not deliberate refusals (schema errors, unknown routes,
 * database conflicts, Fastify's own 4xx): their message is technical English, never shown.
 * Deliberate refusals carry their own code (COUNTRY_UNKNOWN, LIST_HAS_CONTRIBUTIONS...) or
 * FORBIDDEN with a French message.
 */
const TECHNICAL_CODES: ReadonlySet<string> = new Set([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
]);

/**
 * [S8.2] The server's message when it is a deliberate refusal fit to show (a 4xx with its own
 * code, in French); otherwise `undefined`, and the screen shows its generic text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const body = apiErrorBody(error);
  if (body === undefined || body.message.trim() === '') return undefined;
  if (body.status < 400 || body.status >= 500 || TECHNICAL_CODES.has(body.code)) return undefined;
  return body.message.trim();
}
