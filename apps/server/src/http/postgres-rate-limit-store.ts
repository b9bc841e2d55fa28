import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema';

/** One client's count in the current window, as `@fastify/rate-limit` reads it. */
export interface WindowCount {
  readonly current: number;
  /** Milliseconds until the window ends. */
  readonly ttl: number;
}

/**
 * Counts one request of `clientKey` for `action` in a fixed window of `windowMs`, in one statement
 * on `rate_limit_hits` (migration 0010, shared with the sign-in limits of
 * `identity/client-rate-limit.ts`): every instance behind a load balancer counts in the same row,
 * and a restart forgets nothing. A request after the window has ended starts a new one.
 */
export async function countHit(
  db: Db,
  action: string,
  clientKey: string,
  windowMs: number,
): Promise<WindowCount> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const stale = sql`${rateLimitHits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ action, clientKey, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.action, rateLimitHits.clientKey],
      set: {
        hits: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN now() ELSE ${rateLimitHits.windowStartedAt} END`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      msLeft: sql<number>`ceil(extract(epoch FROM ${rateLimitHits.windowStartedAt} + ${window} - now()) * 1000)::int`,
    });
  if (!row) throw new Error('countHit: the upsert returned no row');
  return { current: row.hits, ttl: Math.max(0, row.msLeft) };
}

/**
 * A store for `@fastify/rate-limit` that keeps its counts in PostgreSQL (docs/decisions.md,
 * "Public list search"), under `action`: the limit holds for a client across every instance,
 * which the library's default in-memory store would multiply by the number of instances.
 * A route's own settings (`child`) count under the same action. A limiter made by
 * `app.createRateLimit({ store })` gets that store: the library documents the option but builds
 * the limiter's store with the registered store's `child`, so `child` honours it.
 */
export function postgresRateLimitStore(db: Db, action: string): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: WindowCount) => void,
      timeWindow: number,
    ): void {
      countHit(db, action, key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const Store = (options as { store?: FastifyRateLimitStoreCtor }).store;
      return Store !== undefined && Store !== PostgresRateLimitStore ? new Store(options) : this;
    }
  };
}
