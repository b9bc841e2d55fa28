import { precompressAssets } from '../scripts/src/precompress-assets.mjs';
import { STYLED_COMPONENTS_BUILD } from '../scripts/src/styled-components-build.mjs';

/** The server of `pnpm start` (apps/server): API, sign-in, images, discovery, tracking, dev pages. */
export const DEV_SERVER = 'http://127.0.0.1:3000';

/** The paths `vite dev` hands to the running server (every one an app's pages may ask for). */
export const SERVER_PATHS = [
  '/api',
  '/login',
  '/logout',
  '/logged-out',
  '/oauth_callback',
  '/oidc',
  '/images',
  '/ip',
  '/discovery',
  '/tracking',
  '/dev',
];

const escapeAttribute = (value) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page both apps are served in, written here once: French, the viewport, the environment
 * label the server writes in place of `%LDN_APP_ENV%` [S1.7] (a literal placeholder under
 * `vite dev` means DEV), the theme colour, the title, the root and the entry module. `meta` adds
 * an app's own `<meta name content>` tags. The apps' `index.html` files are only the entry Vite
 * reads: this plugin replaces their text before Vite reads the entry module from it.
 */
export function appHtml(meta = {}) {
  const own = Object.entries(meta).map(
    ([name, content]) =>
      `\n    <meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" />`,
  );
  const html = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="ldn-app-env" content="%LDN_APP_ENV%" />${own.join('')}
    <meta name="theme-color" content="#B0413E" />
    <title>Liste de naissance</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;
  return {
    name: 'ldn-app-html',
    transformIndexHtml: { order: 'pre', handler: () => html },
  };
}

/**
 * One browser build for both apps (apps/web, apps/seller-kiosk): the app's plugins (its React
 * plugin: a bare import here would not resolve from this folder) with the shared page and the
 * Brotli and gzip forms the server sends as they are; minified styled-components CSS with pure
 * components (the size budget's floor is built alike); `vite dev` proxying the server's paths;
 * `dist/` with hashed assets in `dist/assets/` (cached a year by the server). `build` adds to
 * the build options (an app's chunking, its manifest).
 */
export function appViteConfig({
  plugins,
  base = '/',
  port,
  meta = {},
  styledComponents = STYLED_COMPONENTS_BUILD,
  build = {},
}) {
  return {
    plugins: [...plugins, appHtml(meta), precompressAssets()],
    oxc: { plugins: { styledComponents } },
    base,
    server: {
      ...(port === undefined ? {} : { port }),
      proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: DEV_SERVER }])),
    },
    build: { outDir: 'dist', assetsDir: 'assets', chunkSizeWarningLimit: 600, ...build },
  };
}
