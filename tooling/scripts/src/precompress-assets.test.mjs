import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressAssets } from './precompress-assets.mjs';

describe('precompressAssets', () => {
  it('[issue 9.1] writes brotli and gzip forms beside the built text files of 1 kB or more', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ldn-precompress-'));
    const big = `export const t = ${JSON.stringify('Liste de naissance '.repeat(100))};\n`;
    await writeFile(path.join(dir, 'index-abc.js'), big);
    await writeFile(path.join(dir, 'tiny-def.js'), 'export const a = 1;\n');
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096));
    const bundle = { 'index-abc.js': {}, 'tiny-def.js': {}, 'logo.png': {} };

    await precompressAssets().writeBundle({ dir }, bundle);

    expect((await readdir(dir)).sort()).toEqual([
      'index-abc.js',
      'index-abc.js.br',
      'index-abc.js.gz',
      'logo.png',
      'tiny-def.js',
    ]);
    const br = await readFile(path.join(dir, 'index-abc.js.br'));
    const gz = await readFile(path.join(dir, 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(big);
    expect(gunzipSync(gz).toString()).toBe(big);
    expect(br.length).toBeLessThan(gz.length);
  });

  it('[issue 9.1] runs at build only', () => {
    expect(precompressAssets().apply).toBe('build');
  });
});
