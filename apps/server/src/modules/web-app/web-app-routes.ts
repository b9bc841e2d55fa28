import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { pageTitle, RETAILER_BRAND } from '@ldn/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/error-body';
import { sendHtml } from '../../http/response-cache';
import { firstViewPage, type FirstViewRenderer } from './first-view';

/** Paths the single-page app never owns: a miss there is an API-style JSON 404, not the app. */
const SERVER_PREFIXES = [
  '/api/',
  '/oidc/',
  '/images/',
  '/docs',
  '/health',
  '/login',
  '/logout',
  '/discovery/',
  '/tracking/',
  '/dev/',
];

export interface WebAppOptions {
  /** The folder of a Vite build (`index.html` and `assets/`). */
  readonly root: string;
  /** [S1.7] The environment label, written into the page for the banner. */
  readonly appEnv: string;
  /** The app's server-rendered first view, when the app has one. */
  readonly firstView?: FirstViewRenderer | undefined;
}

/** Where the seller kiosk's build is served (its vite `base` and router `basename`). */
export const KIOSK_PREFIX = '/kiosk';

/** The placeholder the app's `index.html` carries: `<meta name="ldn-app-env" content="%LDN_APP_ENV%">`. */
export const APP_ENV_PLACEHOLDER = '%LDN_APP_ENV%';

const escapeAttribute = (value: string): string =>
  value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page's `<title>` element, whatever the build wrote in it. */
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/**
 * [S1.8] The page as served: the environment label written in, and the full title ('Liste de
 * naissance | Aubert'), so that the page carries it before any script runs (the app sets the same).
 */
export function servedIndexHtml(indexHtml: string, appEnv: string): string {
  return indexHtml
    .replaceAll(APP_ENV_PLACEHOLDER, escapeAttribute(appEnv))
    .replace(TITLE_ELEMENT, () => `<title>${escapeAttribute(pageTitle(RETAILER_BRAND))}</title>`);
}

/**
 * How long a shared cache (a CDN) may serve an anonymous visitor's page with its first view
 * before asking again: a list changed by its owner, or given to by a relative, shows within this.
 */
export const SHARED_PAGE_MAX_AGE_S = 30;

/**
 * What a page may be cached as. A first view is rendered from the visitor's cookies (the session,
 * `principalCookie`) and from the device the server guessed (`Sec-CH-UA-Mobile`, the user agent):
 * - a request without any cookie is anonymous, and its page the same for every anonymous visitor
 *   on such a device: a shared cache may keep it briefly (`s-maxage`), the browser asks again each
 *   time (`max-age=0`), and `Vary` names what the page was rendered from;
 * - with a cookie (signed in, or maybe so), the page may hold the visitor's own data (their list,
 *   their profile in the state block): `private, no-store`;
 * - a page sent without a first view (none for this address, or late) is `no-cache` as before, so
 *   that a late render is not kept for everyone.
 */
export function pageCacheHeaders(
  request: FastifyRequest,
  withFirstView: boolean,
): Record<'cache-control' | 'vary', string> {
  const vary = 'Cookie, Sec-CH-UA-Mobile, User-Agent';
  if (request.headers.cookie !== undefined && request.headers.cookie.trim() !== '') {
    return { 'cache-control': 'private, no-store', vary };
  }
  if (!withFirstView) return { 'cache-control': 'no-cache', vary };
  return {
    'cache-control': `public, max-age=0, s-maxage=${String(SHARED_PAGE_MAX_AGE_S)}`,
    vary,
  };
}

/**
 * Serves a built single-page app from this same process (one process is the whole product, so
 * one deployment serves it): its files as they are, hashed `assets/` cached for a year, and `index.html` (never
 * cached) for every other GET, so that the app's own router handles `/list/:id`, `/seller`, ...
 * Register it with a `prefix` to host another app (the seller kiosk) under its own path.
 */
export const webAppRoutes: FastifyPluginAsync<WebAppOptions> = async (
  app,
  { root, appEnv, firstView },
) => {
  // The page is the same for every visitor: read once, with the environment and the title written
  // in (no inline script: the CSP forbids it, so the app reads a meta tag).
  const indexHtml = servedIndexHtml(readFileSync(path.join(root, 'index.html'), 'utf8'), appEnv);
  const sendIndex = (reply: FastifyReply, html = indexHtml) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  /**
   * The page with its first view written in, when the app has one for this address. A file's
   * address (`/favicon.ico`, a chunk gone after a deployment) is not a page: no render for it.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
    const isPage = firstView !== undefined && !lastSegment.includes('.');
    if (!isPage) return sendIndex(reply);
    const html = await firstViewPage(app, request, indexHtml, firstView, appEnv);
    return sendHtml(request, reply.headers(pageCacheHeaders(request, html !== indexHtml)), html);
  };

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // index.html is answered below, with the environment written in.
    globIgnore: ['index.html'],
    // The build writes `file.br` and `file.gz` beside its files (tooling/scripts/src/
    // precompress-assets.mjs): a browser that accepts one gets it, with `Vary: Accept-Encoding`.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // [S7.1] A page: an expired access is renewed by the session check, never answered with a 401.
  const page = { schema: { hide: true }, config: { session: 'page' } } as const;
  app.get('/*', page, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // `request.url` is the whole path, the plugin's prefix included.
    const full = pathname.replace(/\/{2,}/g, '/');
    if (SERVER_PREFIXES.some((prefix) => full.startsWith(prefix))) {
      return reply.code(404).send(errorBody(404, `No route for GET ${full.slice(0, 200)}`));
    }
    return sendPage(request, reply);
  });
  app.get('/', page, async (request, reply) => sendPage(request, reply));
  app.get('/index.html', page, async (_request, reply) => sendIndex(reply));
};

/** The built app's folder when it exists (it does after `pnpm build`), else undefined. */
export function builtAppFolder(folder: string): string | undefined {
  return existsSync(path.join(folder, 'index.html')) ? folder : undefined;
}
