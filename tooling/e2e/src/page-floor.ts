import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
  constants as zlibConstants,
} from 'node:zlib';

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

/**
 * The encodings the server may send a page in, each with its decoder and its encoder, at the
 * server's settings for a page compressed per request (apps/server's `response-cache.ts`: brotli
 * 4, gzip 3), so that the floor is compressed, and delayed, as the server would do it.
 */
const CODECS: Record<string, { decode: (body: Buffer) => Buffer; encode: (body: Buffer) => Buffer }> =
  {
    br: {
      decode: brotliDecompressSync,
      encode: (body) =>
        brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
    },
    gzip: { decode: gunzipSync, encode: (body) => gzipSync(body, { level: 3 }) },
    deflate: { decode: inflateSync, encode: (body) => deflateSync(body, { level: 3 }) },
  };

/** A proxy in front of the server, at `origin`, that hands over documents through a transform. */
export interface DocumentProxy {
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Starts a proxy to `target` (the server's origin) that passes every answer through untouched,
 * except HTML documents when given a `transform`: those are read whole, decoded, transformed and
 * encoded again as the server encodes them. The page goes through one without a transform and its
 * floor through one with `withoutScripts`, so both take the same way, compressed alike.
 *
 * DevTools' interception (CDP `Fetch.fulfillRequest`) was used before and is not: it hands the
 * body over as given, without decoding it, so a compressed floor arrived as bytes the browser
 * showed as text (a 2 kB page of two elements), and given decoded it would arrive uncompressed,
 * slower on the simulated network than the page it is the floor of.
 */
export function startDocumentProxy(
  target: string,
  transform: ((html: string) => string) | null,
): Promise<DocumentProxy> {
  const upstream = new URL(target);
  const server = createServer((request, response) => {
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        const type = answer.headers['content-type'] ?? '';
        if (transform === null || !type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const encoding = answer.headers['content-encoding'];
          const codec = encoding === undefined ? undefined : CODECS[encoding.toLowerCase()];
          if (encoding !== undefined && encoding !== 'identity' && codec === undefined) {
            response.writeHead(502).end(`no codec here for ${encoding}`);
            return;
          }
          let body: Buffer;
          try {
            const raw = Buffer.concat(chunks);
            const html = (codec === undefined ? raw : codec.decode(raw)).toString('utf8');
            const given = Buffer.from(transform(html), 'utf8');
            body = codec === undefined ? given : codec.encode(given);
          } catch (error) {
            // A page the floor cannot be made of fails its run, never the bench's process.
            response.writeHead(502).end(String(error));
            return;
          }
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-length': String(body.byteLength),
          });
          response.end(body);
        });
      },
    );
    forwarded.on('error', (error) => response.writeHead(502).end(String(error)));
    request.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${String(port)}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

