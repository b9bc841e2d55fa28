import type { FastifyBaseLogger } from 'fastify';

/** The signals an orchestrator (SIGTERM) or a terminal (SIGINT, Ctrl-C) sends to stop us. */
export const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** What {@link handleShutdownSignals} needs from the process; `process` itself in production. */
export interface SignalSource {
  on(signal: (typeof SHUTDOWN_SIGNALS)[number], listener: () => void): unknown;
}

export interface ShutdownOptions {
  readonly logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Stops accepting, lets running requests finish, closes the database. */
  readonly shutdown: () => Promise<void>;
  readonly signals?: SignalSource;
  readonly exit?: (code: number) => void;
}

/**
 * First SIGINT/SIGTERM: a graceful stop (`shutdown`), then exit 0 (1 if it failed). A second
 * signal while stopping exits at once with 1: a stuck request must not hold an operator hostage.
 */
export function handleShutdownSignals(options: ShutdownOptions): void {
  const { logger, shutdown, signals = process, exit = (code) => process.exit(code) } = options;
  let stopping = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    signals.on(signal, () => {
      if (stopping) {
        logger.warn({ signal }, 'second signal while stopping: exiting now');
        exit(1);
        return;
      }
      stopping = true;
      logger.info({ signal }, 'stopping: finishing running requests');
      shutdown().then(
        () => {
          logger.info('stopped');
          exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'graceful stop failed');
          exit(1);
        },
      );
    });
  }
}

/** What {@link drainConnections} needs of Node's HTTP server. */
export interface DrainableServer {
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

/**
 * Keeps closing the connections that have become idle while the server stops: Node's
 * `server.close()` closes the idle keep-alive connections once, when it is called, and a
 * connection that was answering then stays open after its answer until the keep-alive timeout
 * (72 s in Fastify), holding the stop. Each one is closed as soon as its answer is out; after
 * `graceMs` the rest are closed whatever they do. Returns the function that ends the draining.
 */
export function drainConnections(
  server: DrainableServer,
  options: { readonly everyMs?: number; readonly graceMs?: number } = {},
): () => void {
  const { everyMs = 50, graceMs = 10_000 } = options;
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started >= graceMs) server.closeAllConnections();
    else server.closeIdleConnections();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
