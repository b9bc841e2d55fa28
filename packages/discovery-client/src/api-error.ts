import { discoveryMessages } from './messages';
import type { DiscoveryMessageCode } from './messages';

/** Which side raised an `ApiError`: one of the two services, or the SDK's own checks. */
export type ApiErrorService = 'discovery' | 'tracking' | 'client';

/** What an `ApiError` is made of; every field has the [S8.5] default. */
export interface ApiErrorInit {
  /** Default 'Bad request'. */
  message?: string;
  /** The HTTP status (or, for the SDK's own checks, the status the service would answer). Default 400. */
  status?: number;
  /** A machine code: the service's (`Discovery:ProductSheet:NotFound`) or the SDK's (`UNKNOWN_SORT_FIELD`). */
  code?: string;
  /** Default 'client'. */
  service?: ApiErrorService;
  /** The underlying error (a network failure), kept for debugging. */
  cause?: unknown;
}

/**
 * [S8.5] The one error type of the SDK: default message 'Bad request', status 400, with the
 * service that raised it and a machine code. Every rejection of the SDK is an `ApiError`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly service: ApiErrorService;

  constructor(init: ApiErrorInit = {}) {
    super(init.message ?? discoveryMessages.BAD_REQUEST, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status ?? 400;
    this.service = init.service ?? 'client';
    if (init.code !== undefined) this.code = init.code;
  }
}

/** An `ApiError` raised by the SDK itself, with its message and code taken from `discoveryMessages`. */
export function sdkError(
  code: DiscoveryMessageCode,
  service: ApiErrorService = 'client',
  status = 400,
): ApiError {
  return new ApiError({ message: discoveryMessages[code], code, service, status });
}

/** Is `value` an `ApiError`? (Works across two copies of the SDK, where `instanceof` would not.) */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && value.name === 'ApiError' && typeof (value as ApiError).status === 'number';
}
