import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { drainConnections, handleShutdownSignals } from './graceful-shutdown';

const quietLogger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

function setup(shutdown: () => Promise<void>) {
  const signals = new EventEmitter();
  const exit = vi.fn<(code: number) => void>();
  handleShutdownSignals({ logger: quietLogger, shutdown, signals, exit });
  return { signals, exit };
}

describe('handleShutdownSignals', () => {
  it.each(['SIGTERM', 'SIGINT'])('stops gracefully on %s, then exits 0', async (signal) => {
    const shutdown = vi.fn(async () => undefined);
    const { signals, exit } = setup(shutdown);
    signals.emit(signal);
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    expect(shutdown).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when the graceful stop fails', async () => {
    const { signals, exit } = setup(() => Promise.reject(new Error('database would not close')));
    signals.emit('SIGTERM');
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1));
  });

  it('exits at once on a second signal while stopping', () => {
    const shutdown = vi.fn(() => new Promise<void>(() => undefined));
    const { signals, exit } = setup(shutdown);
    signals.emit('SIGTERM');
    expect(exit).not.toHaveBeenCalled();
    signals.emit('SIGINT');
    expect(exit).toHaveBeenCalledWith(1);
    expect(shutdown).toHaveBeenCalledTimes(1);
  });
});

describe('drainConnections', () => {
  it('closes the connections that became idle while stopping, then all of them after the grace time', () => {
    vi.useFakeTimers();
    try {
      const server = { closeIdleConnections: vi.fn(), closeAllConnections: vi.fn() };
      const stop = drainConnections(server, { everyMs: 50, graceMs: 200 });
      vi.advanceTimersByTime(150);
      expect(server.closeIdleConnections).toHaveBeenCalledTimes(3);
      expect(server.closeAllConnections).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(server.closeAllConnections).toHaveBeenCalled();
      stop();
      const calls =
        server.closeIdleConnections.mock.calls.length +
        server.closeAllConnections.mock.calls.length;
      vi.advanceTimersByTime(500);
      expect(
        server.closeIdleConnections.mock.calls.length +
          server.closeAllConnections.mock.calls.length,
      ).toBe(calls);
    } finally {
      vi.useRealTimers();
    }
  });
});
