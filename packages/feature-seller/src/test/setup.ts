import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// jsdom lacks layout APIs that the ui-kit's Radix parts may call.
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
