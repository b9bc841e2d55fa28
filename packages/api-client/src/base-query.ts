import type {} from './import-meta-env';
import { RETRY_COUNT, RETRY_DELAY_MS } from '@ldn/domain';
import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { apiClientConfig, type ApiClientConfig } from './config';
import {
  decideOnError,
  decideOnSiteError,
  type DecideOptions,
  type ErrorDecision,
  type ErrorStatus,
} from './decide-on-error';
import { addXsrfHeader } from './xsrf';

/** [S7.1] Renews the short-lived access of the signed-in session (server: apps/server/src/identity). */
export const REFRESH_TOKEN_PATH = '/user/getCodeToken';
/** [S7.48] [S2.30] Where the server's backend-for-frontend starts the external sign-in. */
export const LOGIN_PATH = '/login';

/** What an endpoint may set in its `extraOptions`. */
export interface LdnExtraOptions extends DecideOptions {
  /** Fewer retries than [S7.1] RETRY_COUNT for this endpoint. */
  readonly maxRetries?: number | undefined;
  /**
   * Statuses that are one of this endpoint's normal answers, not a failure (the 300 'already in
   * list' of [S4.11]): given back as the error for the caller to read, as any other, but not logged.
   */
  readonly answerStatuses?: readonly number[] | undefined;
}

/** The base query both clients use: `fetchBaseQuery` arguments, its errors and its meta. */
export type LdnBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  LdnExtraOptions,
  FetchBaseQueryMeta
>;

/** Which rules a client applies: the api client's all of [S7.1], the site client's the generic one. */
export type ClientKind = 'api' | 'site';

export interface RetryingBaseQueryOptions {
  readonly client: ClientKind;
  /**
   * The single request, before any rule. Tests pass a `vi.fn`; by default a `fetchBaseQuery` on the
   * client's base (credentials and XSRF header for the api client).
   */
  readonly rawBaseQuery?: LdnBaseQuery | undefined;
  /** The wait between two tries; [S7.1] RETRY_DELAY_MS by default. */
  readonly delayMs?: number | undefined;
}

/** [S7.1] `/login?redirect=<current path>` on the site base. */
export function loginUrl(config: ApiClientConfig = apiClientConfig()): string {
  return `${config.siteBase}${LOGIN_PATH}?redirect=${encodeURIComponent(config.currentLocation())}`;
}

const methodOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();

const urlOf = (args: string | FetchArgs, meta: FetchBaseQueryMeta | undefined): string =>
  meta?.request.url ?? (typeof args === 'string' ? args : args.url);

const pathOf = (args: unknown): string =>
  typeof args === 'string' ? args : ((args as Partial<FetchArgs> | undefined)?.url ?? '');

/** A PARSING_ERROR (e.g. an HTML error page) is decided on the response's own status. */
const statusOf = (error: FetchBaseQueryError): ErrorStatus =>
  error.status === 'PARSING_ERROR' ? error.originalStatus : error.status;

/** Whether `error` is one of the endpoint's normal answers ({@link LdnExtraOptions.answerStatuses}). */
const isAnswer = (
  error: FetchBaseQueryError,
  extraOptions: LdnExtraOptions | undefined,
): boolean => {
  const code = statusOf(error);
  return typeof code === 'number' && (extraOptions?.answerStatuses?.includes(code) ?? false);
};

/** A `fetchBaseQuery` on the configured base, with the api client's credentials and XSRF header. */
function defaultRawBaseQuery(client: ClientKind): LdnBaseQuery {
  return (args, api, extraOptions) => {
    const config = apiClientConfig();
    const cookies = client === 'api';
    const query = fetchBaseQuery({
      baseUrl: cookies ? config.apiBase : config.siteBase,
      ...(cookies ? { credentials: 'include' as const } : {}),
      ...(config.fetchFn ? { fetchFn: config.fetchFn } : {}),
      prepareHeaders: (headers, { arg }) =>
        cookies
          ? addXsrfHeader(headers, methodOf(arg), config.readCookies(), pathOf(arg))
          : headers,
    });
    return query(args, api, extraOptions);
  };
}

/** Waits `ms`, or stops early (rejecting) when the request is aborted. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

/**
 * [S7.1] The retrying base query: RTK's `retry` around a single request, asking
 * {@link decideOnError} (api client) or {@link decideOnSiteError} (site client) what to do with
 * each failure. Whatever fails in the end is logged and given back as the RTK error, so
 * `unwrap()` throws it. Concurrent 401s share one refresh.
 */
export function createRetryingBaseQuery(options: RetryingBaseQueryOptions): LdnBaseQuery {
  const raw = options.rawBaseQuery ?? defaultRawBaseQuery(options.client);
  const delayMs = options.delayMs ?? RETRY_DELAY_MS;
  let refreshing: Promise<void> | undefined;

  /**
   * Renews the access; its own failure (the session has ended) is logged, and the retry that
   * follows meets the 401 again until the rule sends the user to the login.
   */
  const refresh = (api: BaseQueryApi, config: ApiClientConfig): Promise<void> => {
    refreshing ??= Promise.resolve(
      raw(
        {
          url: REFRESH_TOKEN_PATH,
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: '',
        },
        // The refresh belongs to no request: one request's abort must not cancel it for the others.
        { ...api, signal: new AbortController().signal },
        {},
      ),
    )
      .then((result) => {
        if (result.error) {
          config.logger.error(`[api-client] POST ${REFRESH_TOKEN_PATH} failed`, result.error);
        }
      })
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  const decide = (
    error: FetchBaseQueryError,
    url: string,
    method: string,
    attempt: number,
    extraOptions: LdnExtraOptions | undefined,
  ): ErrorDecision =>
    options.client === 'api'
      ? decideOnError(statusOf(error), url, method, attempt, extraOptions)
      : decideOnSiteError(statusOf(error), method, attempt);

  return async (args, api, extraOptions) => {
    const config = apiClientConfig();
    const method = methodOf(args);
    let attempt = 0;
    let url = typeof args === 'string' ? args : args.url;

    const once: LdnBaseQuery = async (onceArgs, onceApi, onceExtra) => {
      const result = await raw(onceArgs, onceApi, onceExtra);
      if (!result.error) return result;
      url = urlOf(onceArgs, result.meta);
      const decision = decide(result.error, url, method, attempt, onceExtra);
      attempt += 1;
      switch (decision) {
        case 'refresh':
          await refresh(onceApi, config);
          return result;
        case 'retry':
          return result;
        case 'login':
          config.onNavigate(loginUrl(config), 'login');
          return retry.fail(result.error, result.meta);
        case 'notFound':
          config.onNavigate(config.notFoundPath, 'notFound');
          return retry.fail(result.error, result.meta);
        case 'fail':
          return retry.fail(result.error, result.meta);
      }
    };

    const result = await retry(once, {
      maxRetries: RETRY_COUNT,
      backoff: (_attempt, _max, signal) => wait(delayMs, signal),
    })(args, api, extraOptions);
    // An abort (the screen went away) is no failure of the server, an answer status none at all:
    // nothing to log.
    if (result.error && !api.signal.aborted && !isAnswer(result.error, extraOptions)) {
      config.logger.error(
        `[api-client] ${method} ${url} failed (attempts: ${attempt})`,
        result.error,
      );
    }
    // In development, the answer is held to the contract (logged, never refused). The branch and
    // its lazy import fold away in a production build: no zod, no schema in its downloads.
    if (import.meta.env.DEV && config.checkAnswers && !result.error) {
      const { checkAnswer } = await import('./answer-check');
      checkAnswer(api.endpoint, result.data, config.logger);
    }
    return result as Awaited<ReturnType<LdnBaseQuery>>;
  };
}
