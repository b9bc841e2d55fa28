/**
 * What a failed call of the api-client tells the screen: RTK Query gives `{ status, data }` where
 * `data` is our API's error body (`{ status, code, message }`, ApiErrorBody) when the server
 * answered with one.
 */
function bodyOf(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error as { data: unknown };
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

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

/** The stable code of a refusal (`COUNTRY_UNKNOWN`, `LIST_HAS_CONTRIBUTIONS`...), if any. */
export function apiErrorCode(error: unknown): string | undefined {
  const code = bodyOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * [S8.2] The server's message when it is a deliberate refusal fit to show (a 4xx with its own
 * code, in French); otherwise `undefined`, and the screen shows its generic text.
 */
export function apiErrorMessage(error: unknown): string | undefined {
  const body = bodyOf(error);
  const { message, status } = body ?? {};
  const code = apiErrorCode(error);
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  if (code === undefined || TECHNICAL_CODES.has(code)) return undefined;
  return message.trim();
}
