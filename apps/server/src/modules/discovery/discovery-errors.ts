import { z } from 'zod';
import { discoveryMessages } from './discovery-messages';

/** [S8.5] The body of every discovery error: HTTP status = body status. */
export const discoveryErrorSchema = z
  .object({
    status: z.number().int(),
    service: z.literal('discovery'),
    code: z.string().describe('Machine code, e.g. Discovery:ProductSheet:NotFound'),
    message: z.string(),
  })
  .describe('Discovery error');
export type DiscoveryErrorBody = z.infer<typeof discoveryErrorSchema>;

/**
 * A refusal of the discovery service, answered as `{ status, service: 'discovery', code,
 * message }` by the module's error handler (the SDK turns it into its ApiError [S8.5]).
 */
export class DiscoveryError extends Error {
  override name = 'DiscoveryError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string = discoveryMessages.badRequest,
  ) {
    super(message);
  }

  get body(): DiscoveryErrorBody {
    return { status: this.status, service: 'discovery', code: this.code, message: this.message };
  }
}

/** A 400 of the discovery service. */
export const badRequest = (code: string, message: string): DiscoveryError =>
  new DiscoveryError(400, code, message);
