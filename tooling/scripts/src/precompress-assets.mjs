import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|map)$/;
/** Below this size the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/** Brotli at its best quality and gzip level 9 of `bytes`: built once, served many times. */
export async function compressedForms(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  return { br, gz };
}

/**
 * A Vite plugin: after the build is written, `file.br` and `file.gz` beside each text file of at
 * least 1 kB, for the server's `@fastify/static` `preCompressed` option, which answers them to
 * browsers that accept them (apps/server, web-app-routes.ts). Compressing at build time lets the
 * best, slowest settings pay off; the server does no work per request.
 */
export function precompressAssets() {
  return {
    name: 'ldn-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(dir, fileName);
            const bytes = await readFile(file);
            if (bytes.length < MIN_BYTES) return;
            const { br, gz } = await compressedForms(bytes);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
