import {
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type VirtualizerOptions,
} from '@tanstack/virtual-core';

/** The options a caller gives: the window's own ones are filled in here. */
export type WindowVirtualizerOptions = Omit<
  VirtualizerOptions<Window, HTMLDivElement>,
  | 'getScrollElement'
  | 'observeElementRect'
  | 'observeElementOffset'
  | 'scrollToFn'
  | 'initialOffset'
>;

/**
 * The options of a virtualiser of the window's scroll, as @tanstack/react-virtual's
 * `useWindowVirtualizer` fills them in.
 */
export function windowOptions(
  options: WindowVirtualizerOptions,
): VirtualizerOptions<Window, HTMLDivElement> {
  return {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
  };
}

/**
 * The module a long list loads after its first rows are shown (`use-window-virtualizer.ts`), with
 * @tanstack/virtual-core: the only part of the long list's grid not in the page's first JavaScript.
 */
export function createWindowVirtualizer(
  options: WindowVirtualizerOptions,
): Virtualizer<Window, HTMLDivElement> {
  return new Virtualizer(windowOptions(options));
}
