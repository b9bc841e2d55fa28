import { ApiError } from './api-error';
import type { ApiErrorService } from './api-error';
import { discoveryMessages } from './messages';

/** What the SDK needs of the transport: `fetch` and the headers of every call of one service. */
export interface Transport {
  readonly fetch: typeof fetch;
  readonly headers: Readonly<Record<string, string>>;
}

/** A JSON call's outcome: its HTTP status and its parsed body. */
interface JsonResponse {
  readonly httpStatus: number;
  readonly ok: boolean;
  readonly body: Record<string, unknown> | undefined;
}

/**
 * One JSON call. A network failure and a body that is not JSON become `ApiError`s of `service`;
 * what the body means (an error of the service or not) is for the caller to read.
 */
export async function callJson(
  transport: Transport,
  service: ApiErrorService,
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; keepalive?: boolean },
): Promise<JsonResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...transport.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport.fetch(url, {
      method: init.method,
      headers,
      // No cookies: the discovery contract is public and credential-free ([S7.49]).
      credentials: 'omit',
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.keepalive ? { keepalive: true } : {}),
    });
  } catch (cause) {
    throw new ApiError({ message: discoveryMessages.NETWORK_ERROR, status: 0, code: 'NETWORK_ERROR', service, cause });
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    if (!response.ok) throw new ApiError({ status: response.status, service, cause });
    throw new ApiError({ message: discoveryMessages.INVALID_RESPONSE, status: 502, code: 'INVALID_RESPONSE', service, cause });
  }
  const record = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  return { httpStatus: response.status, ok: response.ok, body: record };
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * [S8.5] A discovery answer is an error when its body has no module and a status >= 400, or when
 * the HTTP status is an error: `{ status, service, code, message }` becomes an `ApiError`.
 */
export function discoveryErrorOf(answer: JsonResponse): ApiError | undefined {
  const body = answer.body ?? {};
  const bodyStatus = typeof body.status === 'number' ? body.status : undefined;
  const failed = (bodyStatus !== undefined && bodyStatus >= 400 && body.modules === undefined) || !answer.ok;
  if (!failed) return undefined;
  const code = optionalString(body.code);
  return new ApiError({
    status: bodyStatus !== undefined && bodyStatus >= 400 ? bodyStatus : answer.httpStatus,
    service: 'discovery',
    ...(optionalString(body.message) ? { message: optionalString(body.message) } : {}),
    ...(code ? { code } : {}),
  });
}

/**
 * [S8.5] A tracking answer is an error when its code is not OK and it carries an error (or the
 * HTTP status is an error): `{ code: 'KO', status, error }` becomes an `ApiError`.
 */
export function trackingErrorOf(answer: JsonResponse): ApiError | undefined {
  const body = answer.body ?? {};
  const error = optionalString(body.error);
  if (body.code === 'OK' && answer.ok) return undefined;
  if (answer.ok && error === undefined) return undefined;
  const code = optionalString(body.code);
  return new ApiError({
    status: typeof body.status === 'number' ? body.status : answer.ok ? 400 : answer.httpStatus,
    service: 'tracking',
    ...(error ? { message: error } : {}),
    ...(code ? { code } : {}),
  });
}
