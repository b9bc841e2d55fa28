/**
 * Where Radix's portals render: the page's body, given at once. Without it, Radix's `Portal`
 * renders nothing at first and its content in a second render, which a layout effect asks for
 * (it waits to know it runs in a browser, for server rendering): the whole of a popup was then
 * rendered at once in the task of its commit, even when React rendered the opening in slices (a
 * transition, `useOpenedApart`). Nothing on the server, where Radix renders no portal anyway.
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.body;
}
