import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { postgresRateLimitStore } from '../http/postgres-rate-limit-store';

/** A limit of requests per client address: `max` in each window of `windowSeconds`. */
export interface RateLimit {
  /** What is counted, e.g. `'sign-up'`. */
  readonly action: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** The window of the sign-up and sign-in limits (their maxima are settings: config.ts). */
export const SIGN_IN_RATE_WINDOW_SECONDS = 3600;

/**
 * Counts the request against `limit`, keyed by the client's address unless `key` says otherwise
 * (an e-mail address, for the password reset's limit per address). False, with `Retry-After`
 * set, when the request is over the limit: the caller answers with its own French page.
 */
export type ClientLimiter = (
  request: FastifyRequest,
  reply: FastifyReply,
  limit: RateLimit,
  key?: string,
) => Promise<boolean>;

/**
 * The per-client limits of the sign-in pages, counted by `@fastify/rate-limit` in PostgreSQL
 * (`rate_limit_hits`, migration 0010, through the same store as the public search's limit), so
 * they hold across instances and restarts. `app` must be an encapsulated scope (a route plugin):
 * the library is registered there with no route limited by itself (`global: false`), and each
 * check is a manual one (`createRateLimit`), made where the route has its form in hand, so that
 * the refusal is the page's own (429, its French message) rather than the library's JSON.
 *
 * Requests over the limit count too: a client that keeps trying stays refused until the window
 * ends. A client is its address as the library keys it (an IPv6 address by its /64, which one
 * host usually holds whole).
 */
export async function clientLimiter(app: FastifyInstance, db: Db): Promise<ClientLimiter> {
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(db, 'sign-in') });
  return async (request, reply, limit, key = normalizeIP(request.ip)) => {
    const check = app.createRateLimit({
      store: postgresRateLimitStore(db, limit.action),
      max: limit.max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: () => key,
    });
    const verdict = await check(request);
    if (verdict.isAllowed || !verdict.isExceeded) return true;
    request.log.warn({ action: limit.action }, 'request refused: too many from this client');
    reply.header('retry-after', String(Math.max(1, verdict.ttlInSeconds)));
    return false;
  };
}

/** Forgets the windows that have ended; run from time to time. */
export async function purgeEndedWindows(db: Db, longestWindowSeconds: number): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(
      sql`${rateLimitHits.windowStartedAt} < now() - make_interval(secs => ${longestWindowSeconds})`,
    )
    .returning({ action: rateLimitHits.action });
  return removed.length;
}
