/// <reference lib="dom" />
/**
 * Stand-ins for the browser APIs jsdom lacks and the ui-kit's Radix parts call (layout and
 * pointer capture: https://github.com/radix-ui/primitives/issues/1822). Set up before each test
 * file of a package whose preset environment is `jsdom`; a file that runs in Node instead
 * (`@vitest-environment node`, a server-rendered first view) has no window and gets none.
 */
if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
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
