import { lazy, Suspense, useEffect, useState } from 'react';
import { toast as defaultStore } from './toast-store';
import type { ToasterProps } from './toaster';

const Toaster = /* @__PURE__ */ lazy(() =>
  import('./toaster').then((module) => ({ default: module.Toaster })),
);

/** Runs `work` once the browser is idle (soon after the first paint); returns the cancel. */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

/**
 * [S8.1] The {@link Toaster} in its own chunk, out of the first page's JavaScript: it is mounted
 * as soon as the browser is idle after the first paint (so its live region exists before most
 * toasts), or at once when a toast is raised before that; the toast then shows for its full time.
 */
export function DeferredToaster({ store = defaultStore }: ToasterProps) {
  const [mounted, setMounted] = useState(() => store.current() !== null);
  useEffect(() => {
    if (mounted) return undefined;
    const unsubscribe = store.subscribe(() => {
      if (store.current() !== null) setMounted(true);
    });
    const cancel = whenIdle(() => setMounted(true));
    return () => {
      unsubscribe();
      cancel();
    };
  }, [mounted, store]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster store={store} />
    </Suspense>
  );
}
