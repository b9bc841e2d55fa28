import { defineConfig } from 'tsup';

/**
 * Builds the benchmark (`pnpm --filter @ldn/server bench`) into `dist/bench/`: one ESM file, the
 * workspace packages bundled in (they export TypeScript source), npm dependencies from
 * node_modules, as the server's own build does.
 */
export default defineConfig({
  entry: {
    'search-latency': 'bench/search-latency.ts',
    'http-throughput': 'bench/http-throughput.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist/bench',
  clean: true,
  sourcemap: true,
  dts: false,
  silent: true,
  noExternal: [/^@ldn\//],
  // Dev-only npm packages of the benchmarks stay in node_modules too.
  external: ['autocannon', '@fastify/compress'],
});
