import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The server's first view is tested in Node (no window): the browser stand-ins are jsdom's only.
if (typeof window !== 'undefined') {
  // jsdom implements no scrolling ("Not implemented: window.scrollTo"); the shell scrolls to the top
  // after every navigation [S2.35].
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

  // jsdom lacks the layout and pointer APIs that Radix's dismissable layers call.
  // https://github.com/radix-ui/primitives/issues/1822
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub;
  const elementProto = window.HTMLElement.prototype;
  elementProto.scrollIntoView ??= function scrollIntoView() {};
  elementProto.hasPointerCapture ??= function hasPointerCapture() {
    return false;
  };
  elementProto.releasePointerCapture ??= function releasePointerCapture() {};
  elementProto.setPointerCapture ??= function setPointerCapture() {};
}
