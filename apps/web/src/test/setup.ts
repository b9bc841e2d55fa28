import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadsSettled } from '@ldn/ui-kit';
import { afterAll, afterEach, vi } from 'vitest';

// The jsdom stand-ins (ResizeObserver, pointer capture...) come from @ldn/vitest-preset.

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// A chunk preloaded when the browser was idle (the products overlay's, for a signed-in customer)
// is loaded before the file's environment goes: Vitest reports a module loaded after as an error.
afterAll(() => preloadsSettled());

// jsdom implements no scrolling ("Not implemented: window.scrollTo"); the shell scrolls to the top
// after every navigation [S2.35]. The server's first view is tested in Node (no window).
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
