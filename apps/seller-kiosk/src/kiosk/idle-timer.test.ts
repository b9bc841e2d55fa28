import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageWithMeta } from '@ldn/test-kit';
import {
  createIdleTimer,
  DEFAULT_IDLE_MS,
  IDLE_META,
  IDLE_WARNING_MS,
  readIdleMs,
} from './idle-timer';

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const start = () => {
    const onWarn = vi.fn();
    const onTimeout = vi.fn();
    const timer = createIdleTimer({ idleMs: 1000, onWarn, onTimeout });
    return { timer, onWarn, onTimeout };
  };

  it('[S2.62] warns after the idle time, then times out 30 s later', () => {
    const { onWarn, onTimeout } = start();
    vi.advanceTimersByTime(999);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(IDLE_WARNING_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('[S2.62] activity resets the count', () => {
    const { timer, onWarn } = start();
    vi.advanceTimersByTime(900);
    timer.reset();
    vi.advanceTimersByTime(900);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onWarn).toHaveBeenCalledOnce();
  });

  it('[S2.62] a reset during the warning keeps the session', () => {
    const { timer, onTimeout } = start();
    vi.advanceTimersByTime(1000 + IDLE_WARNING_MS - 1);
    timer.reset();
    vi.advanceTimersByTime(IDLE_WARNING_MS);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('cancel stops every timer', () => {
    const { timer, onWarn, onTimeout } = start();
    timer.cancel();
    vi.advanceTimersByTime(10 * DEFAULT_IDLE_MS);
    expect(onWarn).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('readIdleMs', () => {
  const page = (content?: string) => pageWithMeta(IDLE_META, content);

  it('reads the delay of the meta tag', () => {
    expect(readIdleMs(page('60000'))).toBe(60000);
  });

  it('falls back to 5 minutes when the tag is missing or wrong', () => {
    expect(DEFAULT_IDLE_MS).toBe(300000);
    expect(readIdleMs(page())).toBe(DEFAULT_IDLE_MS);
    expect(readIdleMs(page('abc'))).toBe(DEFAULT_IDLE_MS);
    expect(readIdleMs(page('-5'))).toBe(DEFAULT_IDLE_MS);
  });
});
