import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from '../../server';
import { stubDatabase, testConfig } from '../../test-support/test-server';
import { builtAppFolder } from './web-app-routes';

/**
 * A built app stand-in: what Vite writes (index.html, with the title of the apps' `index.html`, and
 * hashed assets); `name` marks which app's page it is.
 */
function fakeBuild(name = 'Web app', asset = 'index-abc123.js'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ldn-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="fr"><meta name="ldn-app-env" content="%LDN_APP_ENV%"><title>Liste de naissance</title><body>${name}</body></html>`,
  );
  writeFileSync(path.join(root, 'assets', asset), 'console.log(1)');
  return root;
}

describe('the built single-page app, served by the server', () => {
  let app: Server;
  let root: string;

  beforeAll(async () => {
    root = fakeBuild();
    app = await createServer(testConfig({ APP_ENV: 'STAGING' }), {
      database: stubDatabase(),
      webApp: root,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2.3] answers an app route such as /list/{id} with index.html, never cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/list/demo00parent' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('Liste de naissance');
  });

  it.each(['/', '/list/demo00parent', '/seller', '/mentions'])(
    "[S1.8] serves %s with its full title 'Liste de naissance | Aubert', before any script runs",
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).toContain('<title>Liste de naissance | Aubert</title>');
      expect(response.body).not.toContain('<title>Liste de naissance</title>');
    },
  );

  it('[S1.7] writes the environment label into the page for the banner', async () => {
    const response = await app.inject({ method: 'GET', url: '/seller' });
    expect(response.body).toContain('<meta name="ldn-app-env" content="STAGING">');
    expect(response.body).not.toContain('%LDN_APP_ENV%');
  });

  it('serves the home page and hashed assets, the assets cached for a year', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<!doctype html>');
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps JSON 404s for unknown server paths instead of answering the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ldn/v1/doesNotExist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('still answers the API and the server pages', async () => {
    const version = await app.inject({ method: 'GET', url: '/api/ldn/public/v1/getVersion' });
    expect(version.statusCode).toBe(200);
  });

  it('knows whether an app was built', () => {
    expect(builtAppFolder(root)).toBe(root);
    expect(builtAppFolder(path.join(root, 'missing'))).toBeUndefined();
  });
});

describe('the seller kiosk, served under /kiosk next to the web app', () => {
  let app: Server;

  beforeAll(async () => {
    app = await createServer(testConfig({ APP_ENV: 'STAGING' }), {
      database: stubDatabase(),
      webApp: fakeBuild('Web app', 'index-web111.js'),
      kioskApp: fakeBuild('Kiosk app', 'index-kiosk222.js'),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  it('[S2.15] answers every kiosk path with the kiosk page, the environment written in', async () => {
    for (const url of [
      '/kiosk',
      '/kiosk/',
      '/kiosk/seller',
      '/kiosk/seller/pendingtransaction/7',
      '/kiosk/unknown',
    ]) {
      const body = await page(url);
      expect(body, url).toContain('Kiosk app');
      expect(body, url).toContain('content="STAGING"');
    }
  });

  it("leaves every other path to the web app's fallback", async () => {
    for (const url of ['/', '/seller', '/kioskette', '/list/demo00parent']) {
      expect(await page(url), url).toContain('Web app');
    }
  });

  it('serves each build its own assets', async () => {
    const kioskAsset = await app.inject({ method: 'GET', url: '/kiosk/assets/index-kiosk222.js' });
    expect(kioskAsset.statusCode).toBe(200);
    expect(kioskAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/index-web111.js' })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: '/assets/index-kiosk222.js' })).body).toContain(
      'Web app',
    );
  });

  it('keeps JSON 404s for server paths', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ldn/v1/doesNotExist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('the build’s compressed forms', () => {
  it('answers the brotli or gzip form to a browser that accepts it, the file itself otherwise', async () => {
    const root = fakeBuild();
    const code = `export const messages = ${JSON.stringify('Liste de naissance '.repeat(200))};\n`;
    // As the build writes them (tooling/scripts/src/precompress-assets.mjs).
    const br = brotliCompressSync(code);
    const gz = gzipSync(code);
    writeFileSync(path.join(root, 'assets', 'list-page-def456.js'), code);
    writeFileSync(path.join(root, 'assets', 'list-page-def456.js.br'), br);
    writeFileSync(path.join(root, 'assets', 'list-page-def456.js.gz'), gz);
    const app = await createServer(testConfig(), { database: stubDatabase(), webApp: root });
    try {
      const get = (acceptEncoding: string) =>
        app.inject({
          method: 'GET',
          url: '/assets/list-page-def456.js',
          headers: { 'accept-encoding': acceptEncoding },
        });

      const asBrotli = await get('gzip, deflate, br, zstd');
      expect(asBrotli.headers['content-encoding']).toBe('br');
      expect(String(asBrotli.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(asBrotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(asBrotli.rawPayload).toString()).toBe(code);
      expect(asBrotli.rawPayload.length).toBeLessThan(code.length / 10);

      const asGzip = await get('gzip');
      expect(asGzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(asGzip.rawPayload).toString()).toBe(code);

      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(code);
    } finally {
      await app.close();
    }
  });
});
