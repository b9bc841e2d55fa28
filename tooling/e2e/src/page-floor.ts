import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { CDPSession, Page } from 'puppeteer-core';

/**
 * A page's no-JavaScript floor (docs/performance.md): the page's own server-rendered HTML with
 * every script removed, so what the floor lacks is exactly what the app's JavaScript costs.
 */

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi;

/**
 * `html` without its `<script>` elements (the app's module and the first view's state) and its
 * `<link rel="modulepreload">`s. The server's markup is React's and the page template's: a
 * script's text never holds `</script` (the state is serialized escaped), which the counts below
 * check, so a pattern removes whole elements; anything left that looks like a script fails the
 * bench rather than measuring a floor that still runs code.
 */
export function withoutScripts(html: string): string {
  const opened = html.match(/<script\b/gi)?.length ?? 0;
  const closed = html.match(/<\/script\s*>/gi)?.length ?? 0;
  if (opened !== closed) {
    throw new Error(`the page's HTML has ${opened} <script> and ${closed} </script>`);
  }
  const floor = html.replace(SCRIPT_ELEMENT, '').replace(MODULE_PRELOAD, '');
  if (/<script\b|modulepreload/i.test(floor)) {
    throw new Error('the floor still holds a script or a module preload');
  }
  return floor;
}

const ENCODERS: Record<string, (body: Buffer) => Buffer> = {
  br: brotliCompressSync,
  gzip: gzipSync,
  deflate: deflateSync,
};

interface PausedResponse {
  readonly requestId: string;
  readonly responseStatusCode?: number;
  readonly responseHeaders?: readonly { name: string; value: string }[];
}

/** What `serveFloor` saw of the document it answered. */
export interface ServedDocument {
  /** Bytes of the HTML the server sent (decoded) and of the HTML the browser was given. */
  served: number;
  given: number;
}

/**
 * Makes the navigation to `url` in `page` load the page's floor: the request reaches the server
 * in the same navigation, and the server's answer, paused at the response stage (CDP `Fetch`, the
 * document only: every other request goes to the server untouched), is given to the browser
 * without its scripts. So the floor is the very markup, images and styles the page gets from the
 * same server at that moment, not a saved copy that could drift from the code measured.
 *
 * The page itself is not passed through here: an intercepted document is handed over whole, and
 * with the app's module in it that changed when the module ran against the first paint
 * (Lighthouse's simulated LCP of the demo list 2.1 s in 3 rounds out of 3, against 1.0 to 1.1 s
 * served plainly); the floor, with no script, measured the same either way (1.0 to 1.2 s against
 * a proxy streaming it, 3 rounds each, 2026-11-27).
 */
export async function serveFloor(page: Page, url: string): Promise<ServedDocument> {
  const cdp: CDPSession = await page.createCDPSession();
  const seen: ServedDocument = { served: 0, given: 0 };
  cdp.on('Fetch.requestPaused', (event: PausedResponse) => {
    void answer(cdp, event, withoutScripts, seen).catch((error: unknown) => {
      console.log(`  (the floor could not be answered: ${String(error)})`);
      void cdp.send('Fetch.failRequest', { requestId: event.requestId, errorReason: 'Failed' });
    });
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: url, resourceType: 'Document', requestStage: 'Response' }],
  });
  return seen;
}

async function answer(
  cdp: CDPSession,
  event: PausedResponse,
  transform: (html: string) => string,
  seen: ServedDocument,
): Promise<void> {
  const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', {
    requestId: event.requestId,
  });
  const html = Buffer.from(body, base64Encoded ? 'base64' : 'utf8').toString('utf8');
  // CDP gives the body decoded; should it ever give the encoded bytes, fail rather than measure.
  if (!/<html\b/i.test(html)) throw new Error('the document CDP gave is not HTML');
  const given = Buffer.from(transform(html), 'utf8');
  seen.served = Buffer.byteLength(html);
  seen.given = given.byteLength;
  const headers = (event.responseHeaders ?? []).filter(
    ({ name }) => name.toLowerCase() !== 'content-length',
  );
  const encoding = headers.find(({ name }) => name.toLowerCase() === 'content-encoding')?.value;
  let bytes: Buffer = given;
  if (encoding !== undefined && encoding !== 'identity') {
    const encode = ENCODERS[encoding.toLowerCase()];
    if (encode === undefined) throw new Error(`no encoder here for ${encoding}`);
    bytes = encode(given);
  }
  await cdp.send('Fetch.fulfillRequest', {
    requestId: event.requestId,
    responseCode: event.responseStatusCode ?? 200,
    responseHeaders: headers,
    body: bytes.toString('base64'),
  });
}
