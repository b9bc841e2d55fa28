import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type Server } from '../../server';
import { stubDatabase, testConfig } from '../../test-support/test-server';
import { SHARED_PAGE_MAX_AGE_S } from './web-app-routes';
import {
  firstViewPage,
  viewportOf,
  type FirstViewRenderer,
  type FirstViewRequest,
} from './first-view';

/** What Vite writes for the web app: the root element and the entry script. */
const INDEX_HTML = [
  '<!doctype html><html lang="fr"><head><meta name="ldn-app-env" content="%LDN_APP_ENV%">',
  '<title>Liste de naissance</title>',
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('');

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ldn-first-view-'));
  writeFileSync(path.join(root, 'index.html'), INDEX_HTML);
  return root;
}

/** The state block the web app writes (apps/web/src/app/first-view.ts), `<` and `>` escaped. */
const STATE =
  '<script type="application/json" id="first-view-state">{"viewport":"mobile"}</script>';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

describe('the viewport a first view is laid out for', () => {
  it('is a phone when the browser says so by its client hint', () => {
    expect(viewportOf(requestWith({ 'sec-ch-ua-mobile': '?1' }))).toBe('mobile');
  });

  it("is a phone for a phone's or a tablet's user agent", () => {
    const moto =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
    expect(viewportOf(requestWith({ 'user-agent': moto }))).toBe('mobile');
    expect(viewportOf(requestWith({ 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0)' }))).toBe(
      'mobile',
    );
    // A phone whose user agent says neither 'Mobi' nor a phone's system.
    const featurePhone = 'Nokia6300/2.0 (05.00) Profile/MIDP-2.0 Configuration/CLDC-1.1';
    expect(viewportOf(requestWith({ 'user-agent': featurePhone }))).toBe('mobile');
  });

  it('is a desktop otherwise', () => {
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/150.0 Safari/537.36';
    expect(viewportOf(requestWith({ 'user-agent': desktop }))).toBe('desktop');
    expect(viewportOf(requestWith({}))).toBe('desktop');
  });
});

describe("the web app's pages with their server-rendered first view", () => {
  let app: Server;
  const calls: FirstViewRequest[] = [];
  const render = vi.fn<FirstViewRenderer>();

  beforeAll(async () => {
    app = await createServer(testConfig({ APP_ENV: 'STAGING' }), {
      database: stubDatabase(),
      webApp: fakeBuild(),
      webFirstView: (request) => {
        calls.push(request);
        return render(request);
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes the view into the root as the browser hydrates it (inert until then), its state block after it, its styles into the head', async () => {
    render.mockResolvedValueOnce({
      html: '<main><h1>La liste de Hélène</h1></main>',
      styles: '<style data-styled="active">.a{color:red}</style>',
      state: STATE,
    });
    const response = await app.inject({ method: 'GET', url: '/list/demo00parent?tri=prix' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      `<div id="root" inert><main><h1>La liste de Hélène</h1></main></div>${STATE}`,
    );
    expect(response.body).toContain('.a{color:red}</style></head>');
    expect(calls.at(-1)).toMatchObject({ url: '/list/demo00parent?tri=prix', appEnv: 'STAGING' });
  });

  it("[ASVS V3.2.2] writes the page's text as it is, `$&` and `$'` included (no replacement patterns)", async () => {
    const html = "<main><h1>La liste $& de $' Léa $` $$</h1></main>";
    render.mockResolvedValueOnce({
      html,
      styles: '<style>.a::after{content:"$&"}</style>',
      state: STATE,
    });
    const { body } = await app.inject({ method: 'GET', url: '/list/demo00parent' });
    expect(body).toContain(`<div id="root" inert>${html}</div>`);
    expect(body).toContain('<style>.a::after{content:"$&"}</style></head>');
  });

  it("fetches the app's script at low priority: the first screen's pictures come first", async () => {
    render.mockResolvedValueOnce({ html: '<main>Accueil</main>', styles: '', state: STATE });
    const { body } = await app.inject({ method: 'GET', url: '/' });
    expect(body).toContain(
      '<script type="module" crossorigin fetchpriority="low" src="/assets/index-abc123.js"></script>',
    );
  });

  it("passes the visitor's cookies and guessed viewport to the render", async () => {
    render.mockResolvedValueOnce(null);
    await app.inject({
      method: 'GET',
      url: '/list/search',
      headers: { cookie: 'SESSION=abc; principalCookie=p1', 'sec-ch-ua-mobile': '?1' },
    });
    expect(calls.at(-1)).toMatchObject({
      cookie: 'SESSION=abc; principalCookie=p1',
      viewport: 'mobile',
    });
  });

  it('sends the page as built when the app has no first view for it (a redirect, Not found)', async () => {
    render.mockResolvedValueOnce(null);
    const { body } = await app.inject({ method: 'GET', url: '/list/nowhere' });
    expect(body).toContain('<div id="root"></div>');
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(body).not.toContain('data-first-view');
    expect(body).not.toContain('fetchpriority');
  });

  it('sends the page as built, never an error, when the render fails', async () => {
    render.mockRejectedValueOnce(new Error('window is not defined'));
    const response = await app.inject({ method: 'GET', url: '/list/demo00parent' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it("answers the render's API calls in-process, through the server's hooks, with the visitor's cookies", async () => {
    render.mockImplementationOnce(async (request) => {
      const answer = await request.fetchApi(
        new Request('http://in-process.invalid/api/ldn/public/v1/getVersion'),
      );
      const version = (await answer.json()) as { version: string };
      return {
        html: `<p>${String(answer.status)} ${version.version}</p>`,
        styles: '',
        state: STATE,
      };
    });
    const { body } = await app.inject({ method: 'GET', url: '/' });
    expect(body).toMatch(/<div id="root" inert><p>200 [\w.-]+<\/p><\/div>/);
  });

  it('[ASVS V5.3.3] sends no first view whose state block could run or break out: one JSON block, no `<` or `>` in it', async () => {
    for (const state of [
      '<script type="application/json" id="first-view-state">{"t":"</script><script>alert(1)</script>"}</script>',
      '<script>alert(1)</script>',
      `${STATE}<script>alert(1)</script>`,
    ]) {
      render.mockResolvedValueOnce({ html: '<main>Liste</main>', styles: '', state });
      const { body } = await app.inject({ method: 'GET', url: '/list/demo00parent' });
      expect(body).toContain('<div id="root"></div>');
      expect(body).not.toContain('alert(1)');
    }
  });

  it("[ASVS V8.2.1] keeps a signed-in visitor's page private, and lets a shared cache keep an anonymous one briefly", async () => {
    const view = { html: '<main>Liste</main>', styles: '', state: STATE };
    render.mockResolvedValueOnce(view);
    const anonymous = await app.inject({ method: 'GET', url: '/list/demo00parent' });
    expect(anonymous.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${String(SHARED_PAGE_MAX_AGE_S)}`,
    );
    expect(anonymous.headers.vary).toContain('Cookie');
    expect(anonymous.headers.vary).toContain('Sec-CH-UA-Mobile');
    expect(anonymous.headers.vary).toContain('User-Agent');

    render.mockResolvedValueOnce(view);
    const signedIn = await app.inject({
      method: 'GET',
      url: '/list/demo00parent',
      headers: { cookie: 'principalCookie=p1' },
    });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.vary).toContain('Cookie');

    // A page without its first view (late, none for this address) is not kept for everyone.
    render.mockResolvedValueOnce(null);
    const without = await app.inject({ method: 'GET', url: '/list/demo00parent' });
    expect(without.headers['cache-control']).toBe('no-cache');
  });

  it('sends a page with its first view compressed when the browser accepts it, and says so in Vary', async () => {
    const view = { html: `<main>${'<p>Liste</p>'.repeat(400)}</main>`, styles: '', state: STATE };
    render.mockResolvedValueOnce(view);
    const compressed = await app.inject({
      method: 'GET',
      url: '/list/demo00parent',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    // Brotli first: a page's state repeats its list's items beyond gzip's window.
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(compressed.headers.vary).toMatch(/Cookie.*Accept-Encoding/i);
    const page = brotliDecompressSync(compressed.rawPayload).toString('utf8');
    expect(page).toContain('<p>Liste</p><p>Liste</p>');
    expect(compressed.rawPayload.length).toBeLessThan(page.length / 5);

    render.mockResolvedValueOnce(view);
    const gzipped = await app.inject({
      method: 'GET',
      url: '/list/demo00parent',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(page);

    render.mockResolvedValueOnce(view);
    const plain = await app.inject({ method: 'GET', url: '/list/demo00parent' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
  });

  it('renders no first view for API paths and files (a favicon, a chunk gone after a deployment)', async () => {
    const before = calls.length;
    await app.inject({ method: 'GET', url: '/api/ldn/public/v1/getVersion' });
    await app.inject({ method: 'GET', url: '/assets/missing.js' });
    await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(calls).toHaveLength(before);
  });
});

describe('a first view later than its time limit', () => {
  it('is not waited for: the page goes as built', async () => {
    const app = await createServer(testConfig({}), { database: stubDatabase() });
    await app.ready();
    try {
      const late: FirstViewRenderer = () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ html: '<p>late</p>', styles: '', state: STATE }), 200),
        );
      const request = { url: '/', headers: {}, ip: '127.0.0.1', log: app.log };
      const page = await firstViewPage(
        app,
        request as unknown as FastifyRequest,
        INDEX_HTML,
        late,
        'STAGING',
        20,
      );
      expect(page).toBe(INDEX_HTML);
    } finally {
      await app.close();
    }
  });
});
