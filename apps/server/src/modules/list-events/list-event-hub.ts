import type { FastifyBaseLogger } from 'fastify';
import type { Database, NotificationListener } from '../../db/database';

/** The channel migration 0021 notifies, with a list's id, on every committed change of a list. */
export const LIST_CHANGED_CHANNEL = 'ldn_list_changed';

/** Waits before listening again after the connection was lost: quick first, then every 5 s. */
export const RELISTEN_DELAYS_MS: readonly number[] = [100, 500, 1_000, 2_000, 5_000];

/** Told that its list changed (or may have, after the listening connection was lost). */
export type ListSubscriber = () => void;

export interface ListEventHubOptions {
  readonly database: Pick<Database, 'listen'>;
  readonly logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  readonly relistenDelaysMs?: readonly number[];
}

/**
 * The live lists of one server instance: one PostgreSQL connection that `LISTEN`s to
 * {@link LIST_CHANGED_CHANNEL}, opened with the first subscriber (an instance nobody watches
 * holds no connection for it), and the subscribers of each list in memory, each told when its
 * list changes. Every instance listens to the same database, so a change committed through any
 * instance reaches the subscribers of all of them.
 *
 * A lost connection is opened again after {@link RELISTEN_DELAYS_MS}; notifications sent while
 * it was down are lost, so every subscriber is then told its list may have changed.
 */
export class ListEventHub {
  private readonly subscribers = new Map<string, Set<ListSubscriber>>();
  private readonly relistenDelaysMs: readonly number[];
  private listener: NotificationListener | undefined;
  private connecting: Promise<void> | undefined;
  private relistenTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private stopped = false;

  constructor(private readonly options: ListEventHubOptions) {
    this.relistenDelaysMs = options.relistenDelaysMs ?? RELISTEN_DELAYS_MS;
  }

  /** Subscribers of every list of this instance. */
  get subscriberCount(): number {
    let count = 0;
    for (const set of this.subscribers.values()) count += set.size;
    return count;
  }

  /** Whether the listening connection is open now. */
  get listening(): boolean {
    return this.listener !== undefined;
  }

  /**
   * Adds `subscriber` to `listId`'s, once this instance listens (so a change committed after this
   * resolves is delivered); rejects when the database cannot be reached. Returns the
   * unsubscription, which may be called more than once.
   */
  async subscribe(listId: string, subscriber: ListSubscriber): Promise<() => void> {
    if (this.stopped) throw new Error('the list events hub is stopped');
    await this.ensureListening();
    let set = this.subscribers.get(listId);
    if (!set) {
      set = new Set();
      this.subscribers.set(listId, set);
    }
    set.add(subscriber);
    return () => {
      const current = this.subscribers.get(listId);
      if (!current?.delete(subscriber)) return;
      if (current.size === 0) this.subscribers.delete(listId);
    };
  }

  /** Tells the subscribers of `listId` that it changed. */
  publish(listId: string): void {
    const set = this.subscribers.get(listId);
    if (!set) return;
    for (const subscriber of [...set]) {
      try {
        subscriber();
      } catch (error) {
        this.options.logger.warn({ err: error, listId }, 'a list subscriber failed');
      }
    }
  }

  /** Ends the listening connection; no subscription is taken afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.relistenTimer);
    this.subscribers.clear();
    await this.connecting?.catch(() => undefined);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.close();
  }

  private ensureListening(): Promise<void> {
    if (this.listener) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const listener = await this.options.database.listen(
      LIST_CHANGED_CHANNEL,
      (listId) => this.publish(listId),
      (error) => this.lost(error),
    );
    if (this.stopped) {
      await listener.close();
      throw new Error('the list events hub is stopped');
    }
    this.listener = listener;
    this.failures = 0;
  }

  private lost(error: Error): void {
    this.listener = undefined;
    if (this.stopped) return;
    this.options.logger.warn(
      { err: error },
      'the list events connection was lost: listening again',
    );
    this.scheduleRelisten();
  }

  private scheduleRelisten(): void {
    if (this.stopped || this.relistenTimer || this.subscribers.size === 0) return;
    const delays = this.relistenDelaysMs;
    const delay = delays[Math.min(this.failures, delays.length - 1)] ?? 5_000;
    this.failures += 1;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = undefined;
      this.ensureListening().then(
        () => {
          this.options.logger.info('listening to list changes again');
          // What changed while nobody listened is unknown: every list may have.
          for (const listId of [...this.subscribers.keys()]) this.publish(listId);
        },
        (error: unknown) => {
          this.options.logger.warn({ err: error }, 'listening to list changes failed again');
          this.scheduleRelisten();
        },
      );
    }, delay);
    this.relistenTimer.unref();
  }
}
