import type { Db } from '../../db/database';
import type { ListRow } from './lists-queries';

/** What a module above lists does, in the closing transaction, when a list closes [S4.1]. */
export type ListClosedHook = (tx: Db, list: ListRow) => Promise<void>;

/**
 * The modules above lists that act when a list closes (checkout ends its unpaid holds, the ledger
 * grants the reward) add themselves here when they are registered, so lists, at the bottom of the
 * module graph, never imports them. The hooks run in the closing transaction, under the list's
 * lock, in the order they were added; one that throws refuses the close.
 */
export class ListClosingHooks {
  readonly #hooks: ListClosedHook[] = [];

  add(hook: ListClosedHook): void {
    this.#hooks.push(hook);
  }

  async run(tx: Db, list: ListRow): Promise<void> {
    for (const hook of this.#hooks) await hook(tx, list);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the modules above lists do when a list closes (decorated by server-services.ts). */
    readonly listClosing: ListClosingHooks;
  }
}
