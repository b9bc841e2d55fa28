import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import Bowser from 'bowser';

/**
 * The web app's server-rendered first view: `apps/web/dist-server/entry-server.js`
 * renders the page asked for with the app's own routes and screens, on the data the API gives this
 * visitor, so that a phone paints the page before the app's JavaScript has arrived. The types
 * below are that module's, restated (the server does not import the web app's sources).
 */
export type ServerViewport = 'mobile' | 'desktop';

export interface FirstViewRequest {
  readonly url: string;
  readonly cookie: string;
  readonly appEnv: string;
  readonly viewport: ServerViewport;
  readonly fetchApi: (request: Request) => Promise<Response>;
}

export interface FirstView {
  readonly html: string;
  readonly styles: string;
  /** The state the page was rendered from: one JSON data block, which the browser hydrates on. */
  readonly state: string;
}

export type FirstViewRenderer = (request: FirstViewRequest) => Promise<FirstView | null>;

/**
 * A first view that takes longer is not sent: the page goes without it, and the browser renders
 * it as it always could. A phone on a slow network gains about a second from the first view; a
 * server that needs more than this to write it gives that gain back.
 */
export const FIRST_VIEW_TIME_LIMIT_MS = 800;

const ROOT_ELEMENT = '<div id="root"></div>';

/*
 * Under a first view the root is `inert` (no focus, no click, out of the accessibility tree) until
 * the app has hydrated it and lifts it (apps/web/src/app/app-root.tsx): a press before then would
 * reach no handler and be lost, so nothing can be pressed that does not work yet.
 */

/**
 * The first view's state as the page may carry it: one non-executable JSON data block (the CSP
 * allows no inline script) whose text holds no `<` or `>`, so nothing in it can close the element
 * or open another (the web app escapes them as `\u003c`, apps/web/src/app/first-view.ts). Checked
 * here, where the page is written: a block of any other form costs the first view, never the page.
 */
const STATE_BLOCK = /^<script type="application\/json" id="first-view-state">[^<>]*<\/script>$/;

/** The app's script tag, as Vite writes it. */
const ENTRY_SCRIPT = '<script type="module" crossorigin src=';

/**
 * Under a first view the page is painted without the app: its script is fetched at low priority,
 * so that on a slow network the pictures of the first screen come before it.
 */
function appScriptAtLowPriority(html: string): string {
  return html.replace(ENTRY_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=');
}

/**
 * A phone or a tablet, by its client hint or its user agent (read by bowser): the layout the
 * server guesses.
 */
export function viewportOf(request: FastifyRequest): ServerViewport {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  const userAgent = request.headers['user-agent'];
  // Bowser refuses an empty string.
  if (!userAgent) return 'desktop';
  const type = Bowser.parse(userAgent).platform.type;
  return type === 'mobile' || type === 'tablet' ? 'mobile' : 'desktop';
}

/** The API answered in-process, through every hook of the server, with the visitor's cookies. */
function inProcessFetch(app: FastifyInstance, request: FastifyRequest) {
  return async (apiRequest: Request): Promise<Response> => {
    const url = new URL(apiRequest.url);
    const headers: Record<string, string> = Object.fromEntries(apiRequest.headers);
    if (request.headers.cookie !== undefined) headers.cookie = request.headers.cookie;
    if (request.headers['user-agent'] !== undefined)
      headers['user-agent'] = request.headers['user-agent'];
    const body = apiRequest.body === null ? undefined : Buffer.from(await apiRequest.arrayBuffer());
    const answer = await app.inject({
      method: apiRequest.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers,
      remoteAddress: request.ip,
      ...(body === undefined ? {} : { payload: body }),
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * `indexHtml` with the first view of `request`'s address written in, or as it is when there is
 * none (the app sends the visitor elsewhere, the render failed or was late).
 */
export async function firstViewPage(
  app: FastifyInstance,
  request: FastifyRequest,
  indexHtml: string,
  render: FirstViewRenderer,
  appEnv: string,
  timeLimitMs = FIRST_VIEW_TIME_LIMIT_MS,
): Promise<string> {
  try {
    const view = await withinTimeLimit(
      render({
        url: request.url,
        cookie: request.headers.cookie ?? '',
        appEnv,
        viewport: viewportOf(request),
        fetchApi: inProcessFetch(app, request),
      }),
      timeLimitMs,
    );
    if (view === null) return indexHtml;
    if (!STATE_BLOCK.test(view.state)) {
      request.log.warn('the first view came with a malformed state block; the page goes without');
      return indexHtml;
    }
    return (
      appScriptAtLowPriority(indexHtml)
        // Replacer functions: a replacement string would read `$&`, `$'`... in the page's text (a
        // list's title, a comment) as patterns.
        .replace('</head>', () => `${view.styles}</head>`)
        // The browser hydrates the markup in place; the state block is read before the app runs.
        .replace(ROOT_ELEMENT, () => `<div id="root" inert>${view.html}</div>${view.state}`)
    );
  } catch (error) {
    request.log.warn({ err: error }, 'the first view could not be rendered; the page goes without');
    return indexHtml;
  }
}

/** The web app's first-view renderer from its server build, when it was built. */
export async function loadFirstView(modulePath: string): Promise<FirstViewRenderer | undefined> {
  if (!existsSync(modulePath)) return undefined;
  const module = (await import(pathToFileURL(modulePath).href)) as {
    renderFirstView?: FirstViewRenderer;
  };
  return module.renderFirstView;
}
