import { STATUS_CODES } from 'node:http';
import { z } from 'zod';

/** The body of every error answer of the API: `{ status, code, message }`. */
export const errorBodySchema = z
  .object({
    status: z.number().int().describe('The HTTP status, repeated for clients that lose it'),
    code: z.string().describe('Stable machine-readable code, e.g. BAD_REQUEST'),
    message: z.string().describe('Human-readable explanation; never internal details'),
  })
  .describe('Error');

export type ErrorBody = z.infer<typeof errorBodySchema>;

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
