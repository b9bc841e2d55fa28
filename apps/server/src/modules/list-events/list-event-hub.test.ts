import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { LIST_CHANGED_CHANNEL, ListEventHub } from './list-event-hub';

/** A database whose listening connections the test drives: it notifies, it loses them. */
function fakeDatabase() {
  const connections: {
    channel: string;
    notify: (payload: string) => void;
    lose: (error: Error) => void;
    closed: boolean;
  }[] = [];
  let failing = 0;
  const database: Pick<Database, 'listen'> = {
    listen: async (channel, onNotification, onLost) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('connection refused');
      }
      const connection = { channel, notify: onNotification, lose: onLost, closed: false };
      connections.push(connection);
      return {
        close: async () => {
          connection.closed = true;
        },
      };
    },
  };
  return { database, connections, failNext: (times: number) => (failing = times) };
}

const quietLogger = { info: () => undefined, warn: () => undefined };

describe('ListEventHub: one listening connection per instance, fanned out in memory', () => {
  it('[S2.3] opens one connection with the first subscriber and tells only the list’s subscribers', async () => {
    const { database, connections } = fakeDatabase();
    const hub = new ListEventHub({ database, logger: quietLogger });
    expect(connections).toHaveLength(0);
    const first = vi.fn();
    const second = vi.fn();
    const other = vi.fn();
    const [unsubscribeFirst] = await Promise.all([
      hub.subscribe('list-a', first),
      hub.subscribe('list-a', second),
      hub.subscribe('list-b', other),
    ]);
    expect(connections).toHaveLength(1);
    expect(connections[0]?.channel).toBe(LIST_CHANGED_CHANNEL);
    connections[0]?.notify('list-a');
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    unsubscribeFirst();
    unsubscribeFirst();
    connections[0]?.notify('list-a');
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledTimes(2);
    expect(hub.subscriberCount).toBe(2);
    await hub.stop();
    expect(connections[0]?.closed).toBe(true);
    await expect(hub.subscribe('list-a', first)).rejects.toThrow('stopped');
  });

  it('[S2.3] listens again after a lost connection, retrying a failed attempt, and tells every subscriber its list may have changed', async () => {
    const { database, connections, failNext } = fakeDatabase();
    const hub = new ListEventHub({ database, logger: quietLogger, relistenDelaysMs: [5, 10] });
    const watcher = vi.fn();
    await hub.subscribe('list-a', watcher);
    failNext(1);
    connections[0]?.lose(new Error('terminated by administrator'));
    expect(hub.listening).toBe(false);
    await vi.waitFor(() => expect(connections).toHaveLength(2), { timeout: 1_000 });
    await vi.waitFor(() => expect(watcher).toHaveBeenCalledOnce(), { timeout: 1_000 });
    expect(hub.listening).toBe(true);
    connections[1]?.notify('list-a');
    expect(watcher).toHaveBeenCalledTimes(2);
    await hub.stop();
  });

  it('[S2.3] a subscription fails when the database cannot be reached, and the next one tries again', async () => {
    const { database, connections, failNext } = fakeDatabase();
    const hub = new ListEventHub({ database, logger: quietLogger });
    failNext(1);
    await expect(hub.subscribe('list-a', () => undefined)).rejects.toThrow('connection refused');
    expect(hub.subscriberCount).toBe(0);
    await hub.subscribe('list-a', () => undefined);
    expect(connections).toHaveLength(1);
    await hub.stop();
  });
});
