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
