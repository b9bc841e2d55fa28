/**
 * The size budget of the published bundle (house style rule 16): the test builds the package with
 * its own tsup config into a temporary folder, so it needs no earlier `pnpm build`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'tsup';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Gzip bytes of `dist/index.js` as published (not minified: the consumer's bundler minifies).
 * Measured at 9.2 kB for 0.1.0; the budget is about 1.5 times that.
 */
const GZIP_BUDGET_BYTES = 13_500;

let outDir = '';

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the published bundle', () => {
  it('[S7.49] stays under its gzip budget and imports nothing at run time (the domain constants are inlined)', async () => {
    outDir = await mkdtemp(join(tmpdir(), 'discovery-client-size-'));
    await build({ outDir, dts: false, sourcemap: false, silent: true });
    const code = await readFile(join(outDir, 'index.js'), 'utf8');
    const gzipBytes = gzipSync(code).length;
    console.warn(`@ldn/discovery-client: dist/index.js is ${code.length} bytes, ${gzipBytes} bytes gzip (budget ${GZIP_BUDGET_BYTES})`);
    expect(gzipBytes).toBeLessThan(GZIP_BUDGET_BYTES);
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).not.toContain('@ldn/domain');
    expect(code).toContain('var EVENT_BATCH_DELAY_MS = 100;');
  });
});
