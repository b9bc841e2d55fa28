import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterNextPaint } from './after-next-paint';

describe('useAfterNextPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the value of before until the frame after its change is painted', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterNextPaint(value), {
      initialProps: { value: ['rouge'] },
    });
    expect(result.current).toEqual(['rouge']);
    const next = ['bleu', 'vert'];
    rerender({ value: next });
    // The frame that shows the change (the results) is painted with the old value.
    expect(result.current).toEqual(['rouge']);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(result.current).toEqual(['rouge']);
    // The task queued from that frame, after its paint, brings the new value.
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(next);
  });

  it('gives the latest of several changes made before a paint', () => {
    const { result, rerender } = renderHook(({ value }) => useAfterNextPaint(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(3);
  });
});
