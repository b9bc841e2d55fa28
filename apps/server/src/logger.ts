import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * The process's one logger: JSON lines on stdout (pino, the logger Fastify is built around), so a
 * log collector can index them. The database layer and the HTTP server share it; Fastify adds the
 * request id to every line logged while serving a request.
 *
 * Lines are written asynchronously and in batches (pino's sonic-boom destination, `sync: false`):
 * a synchronous write per line cost more than serving a small answer (issue 9 point 2). Nothing is
 * lost: pino flushes what is buffered when the process exits, and `main.ts` flushes on shutdown.
 * `destination` is a file descriptor or a path (the benchmark logs to /dev/null); stdout by default.
 */
export function createLogger(level: LogLevel, destination: number | string = 1): Logger {
  return pino(
    {
      level,
      // Fastify's serializers log no headers today; these paths keep credentials out if one is added.
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      },
    },
    pino.destination({ dest: destination, sync: false, minLength: 4096 }),
  );
}

/** Writes out what the logger still buffers (on shutdown, before the process exits). */
export function flushLogger(logger: Pick<Logger, 'flush'>): Promise<void> {
  return new Promise((resolve) => {
    logger.flush(() => resolve());
  });
}

const SEVERITY: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

/**
 * The quieter of two levels. A route-level `logLevel` replaces the server's for that route, so
 * lowering noise on one route (health probes) must never raise it above the server's setting.
 */
export function quieterOf(a: LogLevel, b: LogLevel): LogLevel {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}
