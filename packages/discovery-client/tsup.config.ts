import { defineConfig } from 'tsup';

/**
 * The published build (house style rule 3): one ESM file and its declarations in `dist/`.
 * `@ldn/domain` is private and exports TypeScript source, so the few constants the SDK takes from
 * it are inlined (`noExternal`): the published package has no runtime dependency at all.
 * `tsconfig.build.json` adds `ignoreDeprecations: "6.0"`, which tsup 8's declaration build needs
 * with TypeScript 6 (shared toolchain notes).
 */
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'neutral',
  target: 'es2022',
  outDir: 'dist',
  clean: true,
  dts: true,
  sourcemap: true,
  treeshake: true,
  tsconfig: 'tsconfig.build.json',
  noExternal: ['@ldn/domain'],
});
