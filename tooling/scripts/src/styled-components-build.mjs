/**
 * Oxc's styled-components transform at build (`oxc.plugins.styledComponents` of a Vite config):
 * the CSS of every `styled` template minified (whitespace and comments out), each component
 * marked pure so an unused one is dropped, no display names or component ids. Shared by the web
 * app, the kiosk and the size budget's floor, which must be built the same way.
 */
export const STYLED_COMPONENTS_BUILD = Object.freeze({
  displayName: false,
  fileName: false,
  ssr: false,
  minify: true,
  pure: true,
});
