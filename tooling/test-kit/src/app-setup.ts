import { preloadsSettled } from '@ldn/ui-kit';
import { afterAll, vi } from 'vitest';

// The apps' setup, after `@ldn/test-kit/setup` (jest-dom, Testing Library's cleanup, MSW).

// A chunk preloaded when the browser was idle (the products overlay's, for a signed-in customer)
// is loaded before the file's environment goes: Vitest reports a module loaded after as an error.
afterAll(() => preloadsSettled());

// jsdom implements no scrolling ("Not implemented: window.scrollTo"); the shell scrolls to the top
// after every navigation [S2.35]. The server's first view is tested in Node (no window).
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}
