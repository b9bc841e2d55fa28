import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * The process's one logger: JSON lines on stdout (pino, the logger Fastify is built around), so a
 * log collector can index them. The database layer and the HTTP server share it; Fastify adds the
 * request id to every line logged while serving a request.
 *
 * Lines are written asynchronously and in batches (pino's sonic-boom destination, `sync: false`):
 * a synchronous write per line cost more than serving a small answer (issue 9 point 2). Nothing is
 * lost: pino flushes what is buffered when the process exits, and `main.ts` flushes on shutdown;
 * nor late: a line waits at most {@link LOG_FLUSH_INTERVAL_MS} for its batch to fill.
 * `destination` is a file descriptor or a path (the benchmark logs to /dev/null); stdout by default.
 */
export function createLogger(level: LogLevel, destination: number | string = 1): Logger {
  const lines = pino.destination({ dest: destination, sync: false, minLength: 4096 });
  // A batch fills only with traffic: on a quiet server a line (an error at night) would wait for
  // the next 4 kB. Written out at the latest a second after it was logged.
  let pending = false;
  const flushing = setInterval(() => {
    if (pending) return;
    pending = true;
    // A failed flush (the destination closing meanwhile) is moot or retried by the next tick.
    lines.flush(() => (pending = false));
  }, LOG_FLUSH_INTERVAL_MS);
  flushing.unref();
  lines.once('close', () => clearInterval(flushing));
  return pino(
    {
      level,
      // No `redact` paths: pino's redaction ran on every line and cost a third of the access
      // line's time (issue 9 point 2). Nothing needs it: the request serializer writes no
      // headers, so cookies and credentials never reach a line (request-log.test.ts proves it).
    },
    lines,
  );
}

/** How long a logged line may wait in the batch before it is written. */
export const LOG_FLUSH_INTERVAL_MS = 1000;

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
