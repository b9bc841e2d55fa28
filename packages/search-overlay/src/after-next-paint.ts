import { useEffect, useState } from 'react';

/** Runs `task` once the next frame is painted (a task queued from a frame callback runs after it). */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * `value` as it was until the frame that follows its change is painted: what a new value brings
 * besides the thing being waited for (the filters beside a search's results) comes one frame after
 * it, and does not weigh on that frame.
 */
export function useAfterNextPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return undefined;
    return afterNextPaint(() => setShown(() => value));
  }, [shown, value]);
  return shown;
}
