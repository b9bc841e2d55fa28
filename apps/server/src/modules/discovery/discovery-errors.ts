import type { DiscoveryErrorBody } from '@ldn/contract';
import { discoveryMessages } from './discovery-messages';

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
