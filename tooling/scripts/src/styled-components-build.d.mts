/** Oxc's styled-components transform options for the builds (see the .mjs). */
export declare const STYLED_COMPONENTS_BUILD: {
  readonly displayName: false;
  readonly fileName: false;
  readonly ssr: false;
  readonly minify: true;
  readonly pure: true;
};
