import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The machines are shared: give the first, cold render of a file (lazy routes, deferred
// chunks) time to answer.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// The pack and size tests run in Node: the browser stubs below are for the jsdom tests only.
if (typeof window !== 'undefined') {
  // jsdom lacks layout APIs that Radix calls.
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
  // jsdom has no IntersectionObserver: the tests that scroll install a fake one
  // (`installIntersectionObserver` in ./render).
}
