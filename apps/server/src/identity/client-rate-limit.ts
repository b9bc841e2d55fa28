import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';
import { countHit } from '../http/postgres-rate-limit-store';

/** A limit of requests per client address: `max` in each window of `windowSeconds`. */
export interface RateLimit {
  /** What is counted, e.g. `'sign-up'`. */
  readonly action: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/** The window of the sign-up and sign-in limits (their maxima are settings: config.ts). */
export const SIGN_IN_RATE_WINDOW_SECONDS = 3600;

export interface RateLimitVerdict {
  readonly allowed: boolean;
  /** Seconds until the window ends (for `Retry-After`); 0 when allowed. */
  readonly retryAfterSeconds: number;
}

/**
 * Counts one request of `clientKey` (its address) against `limit` in one statement, so two
 * instances counting at once never lose a hit (table `rate_limit_hits`, migration 0010; the count
 * itself is `countHit`, shared with the API's `@fastify/rate-limit` store); a request after the
 * window has passed starts a new window. Requests over the limit count too: a client that keeps
 * trying stays refused until the window ends.
 */
export async function countRequest(
  db: Db,
  limit: RateLimit,
  clientKey: string,
): Promise<RateLimitVerdict> {
  const count = await countHit(db, limit.action, clientKey, limit.windowSeconds * 1000);
  if (count.current <= limit.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(count.ttl / 1000)) };
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
