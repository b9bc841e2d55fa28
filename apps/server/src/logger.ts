import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

/**
 * The process's one logger: JSON lines on stdout (pino, the logger Fastify is built around), so a
 * log collector can index them. The database layer and the HTTP server share it; Fastify adds the
 * request id to every line logged while serving a request.
 *
 * Lines are written asynchronously and in batches (pino's sonic-boom destination, `sync: false`):
 * a synchronous write per line cost more than serving a small answer. Nothing is
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
      // line's time. Nothing needs it: the request serializer writes no
      // headers, so cookies and credentials never reach a line (request-log.test.ts proves it).
      serializers: logSerializers,
    },
    lines,
  );
}

/**
 * What an error carries of a query's VALUES: drizzle's `params` (and the same list at the end of
 * its message), node-postgres's `detail` ('Key (uid)=(...) already exists.'). These are what
 * people typed (names, messages, e-mail addresses), so they never reach a log line; the query
 * itself, with its `$1` placeholders, the SQLSTATE code and the constraint's name stay.
 */
const QUERY_VALUE_KEYS: ReadonlySet<string> = new Set(['params', 'detail']);

/** How many causes of an error are followed (a cycle of causes stops there too). */
const MAX_CAUSES = 5;

/** An error as a log line holds it: its name, message, stack, own fields and causes, no values. */
export function errorForLog(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const hasValues = 'params' in error;
  // drizzle writes `Failed query: <sql>\nparams: <values>`; the values go.
  const message = hasValues ? error.message.replace(/\nparams: [\s\S]*$/, '') : error.message;
  const stack =
    error.stack && message !== error.message
      ? error.stack.replace(error.message, () => message)
      : error.stack;
  const line: Record<string, unknown> = { type: error.name, message, stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || QUERY_VALUE_KEYS.has(key)) continue;
    line[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    line.cause = errorForLog(error.cause, depth + 1);
  }
  return line;
}

/** The serializers of every logger of the process: `err` through {@link errorForLog}. */
export const logSerializers = { err: (error: unknown) => errorForLog(error) };

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
