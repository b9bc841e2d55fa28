import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

/**
 * A response cache for public reads: serialized answers kept in memory, each with the version of
 * the data it was built from, so a hot read costs one small query instead of a full read. A read
 * takes the current version from PostgreSQL in the same request (in the query of the row it needs
 * anyway), and an answer is reused only when its version is that one: several instances on one
 * database never serve stale data, since a change anywhere bumps the version (migration 0009's
 * triggers) that every instance reads before answering.
 *
 * Bounded by entries and bytes (lru-cache's `max` and `maxSize`); the least recently used answers
 * go first, and an answer larger than the byte bound is not kept. An answer whose version moved
 * is dropped when it is next asked for.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, { version: string; response: SerializedResponse }>;

  constructor(limits: { maxEntries: number; maxBytes: number }) {
    this.entries = new LRUCache({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (entry) => Math.max(1, entry.response.body.length),
    });
  }

  /** The answer kept for `key` if it was built at `version`. */
  get(key: string, version: string): SerializedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.response;
  }

  set(key: string, version: string, answer: SerializedResponse): void {
    this.entries.set(key, { version, response: answer });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The content type Fastify gives the JSON it serializes. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

type Encoding = 'br' | 'gzip';

/** Compressors at a brotli quality and a gzip level, run on libuv's thread pool. */
function compressorsAt(brotliQuality: number, gzipLevel: number) {
  return {
    br: (body: Buffer) =>
      promisify(brotliCompress)(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: (body: Buffer) => promisify(gzip)(body, { level: gzipLevel }),
  } satisfies Record<Encoding, (body: Buffer) => Promise<Buffer>>;
}
/** For a kept answer, compressed once per version: a few milliseconds for a 200-item list. */
const compressors = compressorsAt(5, 6);
/**
 * For an answer compressed on each request, gzip first: 50 compressions at once of a 23 kB search
 * answer ran at about 22,000 a second in gzip 3 on this machine, against 4,500 in brotli 5 and
 * 2,500 in brotli 3 (each brotli stream allocates its window), for 3.5 kB against 2.9 kB.
 */
const perRequestCompressors = compressorsAt(4, 3);
const GZIP_FIRST: readonly Encoding[] = ['gzip', 'br'];
/** Brotli first, the smaller: for an answer compressed once. */
const BROTLI_FIRST: readonly Encoding[] = ['br', 'gzip'];
/** Below this size compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1_024;

/**
 * A JSON answer already serialized, with its compressed forms made on first demand and kept with
 * it (so a kept answer is compressed once per version, not once per request). @fastify/compress,
 * which compresses every answer anew, served the 200-item list at a small fraction of this rate
 * in the http bench's library pairs (docs/decisions.md, "Security headers and compression:
 * measured against the libraries").
 */
export class SerializedResponse {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly body: Buffer) {}

  /** The body in `encoding` (compressed once). */
  async as(encoding: Encoding): Promise<Buffer> {
    let compressed = this.encoded.get(encoding);
    if (compressed === undefined) {
      compressed = compressors[encoding](this.body);
      this.encoded.set(encoding, compressed);
    }
    return compressed;
  }

  /**
   * Sends the answer, compressed when the client accepts brotli or gzip (`Vary: Accept-Encoding`
   * on every answer, compressed or not, so a shared cache keeps them apart).
   */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return sendEncoded(request, reply, this.body, (encoding) => this.as(encoding), BROTLI_FIRST);
  }
}

/**
 * Sends a JSON body, compressed by `encode` in the first encoding of `preference` the client
 * accepts, when it is worth it; `Vary: Accept-Encoding` on every answer, compressed or not, so a shared cache keeps them
 * apart.
 */
async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  encode: (encoding: Encoding) => Promise<Buffer>,
  preference: readonly Encoding[],
  contentType = JSON_CONTENT_TYPE,
): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply
    .type(contentType)
    .header(
      'vary',
      typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Encoding` : 'accept-encoding',
    );
  const encoding =
    body.length >= COMPRESS_MIN_BYTES
      ? acceptedEncoding(request.headers['accept-encoding'], preference)
      : null;
  if (encoding === null) return reply.send(body);
  const compressed = await encode(encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Sends JSON already serialized that differs from request to request (the discovery answers carry
 * each request's `took_ms`), compressed for this request when the client accepts it: a 25 kB
 * search answer costs about 50 µs to compress in gzip, off the event loop, and a phone downloads
 * about a seventh of it. @fastify/compress, inline or through zlib's streams, answered fewer
 * requests a second with a later p95 in the same bench pairs.
 */
export function sendJsonBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | string,
): Promise<FastifyReply> {
  return sendCompressedPerRequest(request, reply, body, JSON_CONTENT_TYPE);
}

/**
 * Sends a page rendered for this request (an HTML first view, which carries the data it was rendered
 * from: 620 kB for a 500-item list), compressed for this request, brotli first: the list's answer
 * repeats each item in its categories, hundreds of kB apart, beyond gzip's 32 kB window but within
 * brotli's, so brotli 4 made that page 29.8 kB against 68.3 kB in gzip 3, in about the same time
 * (4.5 ms against 3.8 ms), small beside the render. `Vary` keeps what the caller set and adds
 * `Accept-Encoding`.
 */
export function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<FastifyReply> {
  return sendCompressedPerRequest(request, reply, html, 'text/html; charset=utf-8', BROTLI_FIRST);
}

/** A body made for this request, compressed for it (gzip first unless told: the cheaper). */
function sendCompressedPerRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer | string,
  contentType: string,
  preference: readonly Encoding[] = GZIP_FIRST,
): Promise<FastifyReply> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return sendEncoded(
    request,
    reply,
    bytes,
    (encoding) => perRequestCompressors[encoding](bytes),
    preference,
    contentType,
  );
}

/**
 * The encoding to answer in, from an `Accept-Encoding` header (RFC 9110 §12.5.3): the first of
 * `preference` the client accepts with a non-zero weight; null for the identity. Not
 * @fastify/accept-negotiator: it answers `br` to `br;q=0, *`, an encoding the client refused.
 */
export function acceptedEncoding(
  header: string | string[] | undefined,
  preference: readonly Encoding[] = BROTLI_FIRST,
): Encoding | null {
  if (header === undefined) return null;
  const accepted = typeof header === 'string' ? acceptedBy(header) : negotiate(header.join(','));
  return preference.find((encoding) => accepted.has(encoding)) ?? null;
}

/** Clients send a handful of distinct headers: each is read once. */
function acceptedBy(header: string): ReadonlySet<Encoding> {
  let known = negotiated.get(header);
  if (known === undefined) {
    known = negotiate(header);
    if (negotiated.size >= 64) negotiated.clear();
    negotiated.set(header, known);
  }
  return known;
}

const negotiated = new Map<string, ReadonlySet<Encoding>>();

function negotiate(header: string): ReadonlySet<Encoding> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (name: Encoding): boolean => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return new Set(BROTLI_FIRST.filter(accepted));
}

/**
 * `data` as the route's response serializer writes it (the zod schema's output, as JSON), as bytes
 * to keep: encoding through the same schema keeps the answer to the documented shape (unknown
 * fields dropped), as the serializer compiler of fastify-type-provider-zod does.
 */
export function jsonBytes<Schema extends z.ZodType>(
  schema: Schema,
  data: z.output<Schema>,
): Buffer {
  return Buffer.from(JSON.stringify(z.encode(schema, data)));
}

/**
 * Request coalescing for version look-ups: one look-up shared by requests that arrive together, without ever giving a request a value
 * read before it arrived: requests for the same key join the look-up not yet sent, which is sent
 * on the next turn of the event loop (`setImmediate`, after the I/O of this turn). Each request
 * thus gets a value read by a query that started after it arrived, as fresh as a query of its own
 * would be, and a burst of 50 requests costs one round trip instead of 50.
 */
export class CoalescedLookups<Value> {
  private readonly waiting = new Map<string, Promise<Value>>();

  constructor(private readonly lookUp: (key: string) => Promise<Value>) {}

  get(key: string): Promise<Value> {
    let shared = this.waiting.get(key);
    if (shared === undefined) {
      shared = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        // From now on, arriving requests wait for the next look-up: this one is being sent.
        this.waiting.delete(key);
        return this.lookUp(key);
      });
      this.waiting.set(key, shared);
    }
    return shared;
  }
}
