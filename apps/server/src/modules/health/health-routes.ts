import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LogLevel } from '../../config';
import type { Database } from '../../db/database';

/** How long `/health` waits for the database before calling it down. */
export const HEALTH_DB_TIMEOUT_MS = 2000;

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/**
 * `GET /health` for load balancers and orchestrators: 200 when this instance can reach its
 * database, 503 otherwise, so traffic goes to instances that can serve it. Probes come every few
 * seconds, so the route logs at `logLevel` (the server passes `warn` or quieter).
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  logLevel: LogLevel;
}> = async (app, { database, logLevel }) => {
  app.get(
    '/health',
    {
      logLevel,
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(database.ping(), HEALTH_DB_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
};

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
