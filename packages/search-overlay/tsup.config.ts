import { defineConfig } from 'tsup';

/**
 * The published build (house style rule 3): one ESM file and its declarations in `dist/`.
 * `@ldn/ui-kit` and `@ldn/domain` are private and export TypeScript source, so they are bundled
 * (`noExternal`); the third-party modules they pull in (Radix) are this package's dependencies.
 * React, react-dom and styled-components are peers; `@ldn/discovery-client` and
 * `@tanstack/react-query` are real dependencies (not bundled: a host that uses them shares them).
 * One file, no code splitting: esbuild would emit a chunk for every dynamic import of the ui-kit
 * (its deferred popups and toaster), used or not, that the overlay never loads; in one file they
 * are tree-shaken away, and the size budget reads all the overlay's code.
 * `tsconfig.build.json` adds `ignoreDeprecations: "6.0"`, which tsup 8's declaration build needs
 * with TypeScript 6 (shared toolchain notes).
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  dts: true,
  sourcemap: true,
  treeshake: true,
  splitting: false,
  tsconfig: 'tsconfig.build.json',
  noExternal: ['@ldn/ui-kit', '@ldn/domain'],
  external: [
    'react',
    'react-dom',
    'styled-components',
    '@ldn/discovery-client',
    '@tanstack/react-query',
    /^@radix-ui\//,
  ],
});
