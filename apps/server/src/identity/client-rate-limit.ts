import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';

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
 * instances counting at once never lose a hit (table `rate_limit_hits`, migration 0010); a
 * request after the window has passed starts a new window. Requests over the limit count too:
 * a client that keeps trying stays refused until the window ends.
 */
export async function countRequest(
  db: Db,
  limit: RateLimit,
  clientKey: string,
): Promise<RateLimitVerdict> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const stale = sql`${rateLimitHits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ action: limit.action, clientKey, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.action, rateLimitHits.clientKey],
      set: {
        hits: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${rateLimitHits.windowStartedAt} END`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch FROM ${rateLimitHits.windowStartedAt} + ${window} - now()))::int`,
    });
  if (!row || row.hits <= limit.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, row.secondsLeft) };
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
