import react from '@vitejs/plugin-react';
import { STYLED_COMPONENTS_BUILD } from '../../tooling/scripts/src/styled-components-build.mjs';
import { appViteConfig } from '../../tooling/vite-config/app-vite-config.mjs';
import { defineConfig, type Rolldown } from 'vite';

/** The app the page's entry imports after the first paint, and the chunk it is built into. */
const APP_MODULE = /[\\/]src[\\/]start\.tsx$/;
const APP_CHUNK = /(^|\/)app-[\w-]+\.js$/;

/**
 * What `/list`, `/list/{id}` and `/list/{id}/detenteur` are made of: the list view's package and
 * the list form host the three routes share.
 */
const LIST_PAGES =
  /[\\/]packages[\\/](feature-list[\\/]src[\\/]|app-shell[\\/]src[\\/]list-form-host\.tsx$)/;

/**
 * The list pages' chunk: their modules with what they import (Rolldown adds a captured module's
 * dependencies, the entry's excepted), in one file instead of a dozen small chunks, which gzip
 * about 3 kB worse apart. The lazy parts of the list view (imported with
 * `import()`, such as the virtualised grid) stay in their own chunks.
 */
const listPages: Rolldown.CodeSplittingGroup = {
  name: (id, chunking) =>
    LIST_PAGES.test(id) && chunking.getModuleInfo(id)?.dynamicImporters.length === 0
      ? 'list-page'
      : null,
};

/**
 * Oxc's styled-components transform with component ids: both builds give each component the same
 * id from its file and place, so the server's class names are the browser's, which hydrates the
 * server's markup. Without ids a component's class depends on the order the modules ran in, which
 * the two builds' chunks (and the pages a server rendered first) make differ.
 */
const STYLED_COMPONENTS = { ...STYLED_COMPONENTS_BUILD, ssr: true };

/**
 * The server's build of the first view (`src/entry-server.tsx`, `vite build --ssr`): one module for
 * Node in `dist-server/`, every package bundled in: the workspace's are TypeScript sources, React's
 * production build is chosen at build time (the server does not set NODE_ENV), and Node would load
 * styled-components' CommonJS build, whose default export is not `styled`.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  oxc: { plugins: { styledComponents: STYLED_COMPONENTS } },
  ssr: { noExternal: true },
  // The production builds of React and Redux Toolkit (Vite leaves `process.env` to Node in SSR).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist-server', emptyOutDir: true, copyPublicDir: false },
});

/**
 * The browser build: both apps' (tooling/vite-config: the shared page, precompressed assets, the
 * dev proxy, dist/), with the web app's chunking and manifest.
 */
const browserBuild = appViteConfig({
  plugins: [react()],
  styledComponents: STYLED_COMPONENTS,
  build: {
    // The page's entry (`src/main.tsx`) is a few hundred bytes; after the first paint it imports
    // the app (`src/start.tsx`): one file of the stack (react, router, redux, styled-components)
    // and the shell. Each page is its own chunk, the list pages share one. Sizes are reported by
    // the build (gzip) and `pnpm bench`.
    // Module preloading only for the app's own imports (Rolldown's runtime), fetched beside it:
    // every other list of a lazy chunk's imports is empty, since Vite's helper added a
    // `<link rel="modulepreload">` per chunk in the task that starts the first navigation (the
    // longest task of a phone's start) and the lists weighed 2 kB. A page's chunk fetches its
    // imports itself, one round trip later (docs/decisions.md).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, deps: string[]) =>
        APP_CHUNK.test(file) ? deps.filter((dep) => dep !== file) : [],
    },
    // Which chunks a page loads first: read by the size budget (tooling/bundle-budget).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's chunk: `src/main.tsx` and Vite's preload helper, nothing else.
            { name: 'index', tags: ['$initial'], priority: 2 },
            // Every module the app imports statically (the stack, the shell, the slices) joins
            // its chunk (Rolldown adds a captured module's dependencies): one file compresses
            // better than the ~30 small chunks that the automatic splitting cuts it into, and
            // none of them loads later anyway.
            { name: 'app', test: APP_MODULE, priority: 1 },
            // A page that uses one of the list chunk's building blocks (a field, a badge) loads
            // the whole chunk: a relative's next pages (product, cart) find it in the cache.
            listPages,
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
