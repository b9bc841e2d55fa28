/**
 * The server's speed budgets, each a figure of ONE run against its baseline:
 *
 * 1. Middleware cost: requests per second of a public JSON GET (`/api/ldn/public/v1/getVersion`)
 *    through the whole server (sessions, XSRF, authorization, security headers, request ids,
 *    logging at `info` into /dev/null) against a bare Node `http` server answering the same bytes,
 *    in alternating rounds, same connections. Information only, without a target: the ratio
 *    measures nothing a user feels (docs/decisions.md, "Fastify and request logging kept").
 * 2. The public list read of a 200-item list (`POST getItemsOfListByIdAndCompanyAndCriterias`, an
 *    anonymous relative) at 50 connections on PostgreSQL: p99 at most 20 ms.
 * 3. Discovery search over 100,000 products over HTTP (`POST /discovery/search`, the overlay's
 *    request with facets) at 50 connections on PostgreSQL: p95 at most 40 ms.
 * 4. Library pairs (alone: `BENCH_ONLY=libraries`): a maintained library against the hand-written path
 *    it would replace (@fastify/helmet as a plugin, @fastify/compress), printed with a verdict
 *    and recorded in docs/decisions.md, not written into docs/performance.md.
 *
 * The servers run in a child process (on the embedded PostgreSQL, a fresh data folder) and
 * autocannon in this one, so the load generator does not share the server's event loop. Latency
 * percentiles are computed from every response time autocannon reports (its own summary has no
 * p95). The figures and the load average are printed and written into the "Server throughput and
 * latency" section of docs/performance.md (that section only).
 *
 * Run: `pnpm --filter @ldn/server bench` (with the search benchmark) or, alone,
 * `pnpm --filter @ldn/server exec tsup --config bench/tsup.bench.config.ts && node dist/bench/http-throughput.js`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import inspector from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import autocannon from 'autocannon';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open-database';
import { seedDatabase } from '../src/seed/seed-database';
import { REQUEST_ID_HEADER, requestId } from '../src/http/request-id';
import { JSON_CONTENT_TYPE, SerializedResponse, sendJsonBytes } from '../src/http/response-cache';
import { helmetOptions } from '../src/http/security-headers';
import { AccessLogController } from '../src/http/request-log';
import { createLogger } from '../src/logger';
import { createServer } from '../src/server';

const PRODUCTS = 100_000;
const LIST_ITEMS = 200;
const LIST_ID = 'benchlist200items';
const VERSION_PATH = '/api/ldn/public/v1/getVersion';
const LIST_PATH = `/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/${LIST_ID}`;
const SEARCH_PATH = '/discovery/search';
/** What browsers send: the list read and the search are measured as the app's calls are. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** The budgets: most of a bare server's speed kept, a hot list and a search fast at 50 connections. */
const TARGETS = { listP99Ms: 20, searchP95Ms: 40 } as const;
/**
 * Middleware rounds: the servers of MIDDLEWARE_SERVERS alternate, each for ROUND_SECONDS, after a
 * warm-up of each.
 */
const ROUNDS = 5;
const ROUND_SECONDS = 3;
const THROUGHPUT_CONNECTIONS = 10;
const LATENCY_CONNECTIONS = 50;
const LATENCY_SECONDS = 10;

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MIGRATIONS = path.join(SERVER_DIR, 'src/db/migrations');
const PERFORMANCE_DOC = path.resolve(SERVER_DIR, '../../docs/performance.md');

/**
 * The servers of the middleware rounds, each answering the same body with the same content type:
 * the whole server, the bare baseline, and four references that tell where the whole server's
 * cost goes, measured in the same rounds (a bare server with the whole server's headers, and three
 * Fastify servers).
 */
const MIDDLEWARE_SERVERS = [
  'bare',
  'full',
  'bareHeaders',
  'fastify',
  'fastifyHook',
  'fastifyLog',
] as const;
type MiddlewareServer = (typeof MIDDLEWARE_SERVERS)[number];

const SERVER_LABELS: Record<MiddlewareServer, string> = {
  bare: 'bare Node http',
  full: 'full',
  bareHeaders:
    "bare Node http sending the full server's headers (its security headers, content type and a request id)",
  fastify: 'Fastify alone (no plugin, hook or logger)',
  fastifyHook: 'Fastify with one onRequest hook (the request id header)',
  fastifyLog:
    "Fastify with the server's request logging only (its logger at info to /dev/null, one access line a request, request ids)",
};

/** The overlay's request ([S7.53] 20 items; [S5.18] addable, not bundles) with its four facets. */
const SEARCH_BODY = JSON.stringify({
  query: { terms: 'body' },
  modules: {
    items: { from: 0, size: 20 },
    facets: { fields: ['sf:price', 'sf:semanticColor', 'g:size', 'g:brand'] },
  },
  user_actions: {
    apply_filters: {
      and: [
        { match: { field: 'c:canaddtoldn', value: 'Oui' } },
        { match: { field: 'c:isbundle', value: 'Non' } },
      ],
    },
  },
});

/** The servers of the library pairs (startPairServers). */
type PairServer =
  'helmetPlugin' | 'replayedHeaders' | 'compressPlugin' | 'compressStream' | 'handCompressed';

/**
 * A maintained library against the hand-written path it would replace, measured in alternating
 * rounds (the order swapped every round) in the same run; each server answers the same bytes.
 */
interface LibraryPair {
  readonly name: string;
  readonly library: PairServer;
  readonly hand: PairServer;
  readonly path: string;
  readonly body?: string;
  readonly connections: number;
}

const LIBRARY_PAIRS: readonly LibraryPair[] = [
  {
    name: 'security headers: @fastify/helmet as a plugin / replayed from one hook (public JSON GET)',
    library: 'helmetPlugin',
    hand: 'replayedHeaders',
    path: VERSION_PATH,
    connections: THROUGHPUT_CONNECTIONS,
  },
  {
    name: 'list read, 200 items: @fastify/compress per request / the brotli form kept per version',
    library: 'compressPlugin',
    hand: 'handCompressed',
    path: LIST_PATH,
    body: '{}',
    connections: LATENCY_CONNECTIONS,
  },
  {
    name: 'search answer: @fastify/compress / hand-written gzip 3 per request',
    library: 'compressPlugin',
    hand: 'handCompressed',
    path: SEARCH_PATH,
    body: SEARCH_BODY,
    connections: LATENCY_CONNECTIONS,
  },
  {
    name: "search answer: @fastify/compress's stream path (syncThreshold 0) / hand-written gzip 3 per request",
    library: 'compressStream',
    hand: 'handCompressed',
    path: SEARCH_PATH,
    body: SEARCH_BODY,
    connections: LATENCY_CONNECTIONS,
  },
];

interface PairRound {
  readonly libraryRps: number;
  readonly handRps: number;
  readonly libraryP95: number;
  readonly handP95: number;
}

type Endpoints = Record<MiddlewareServer | PairServer, string>;

function log(line: string): void {
  process.stderr.write(`[bench] ${line}\n`);
}

const loadAverage = (): string =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' / ');

// --- the child: a seeded PostgreSQL, the full server and the bare baseline -----------------------

/** A published list of 200 items of the catalogue, for the list read. */
async function addBenchList(database: Awaited<ReturnType<typeof openDatabase>>): Promise<void> {
  await database.db.execute(sql`
    INSERT INTO lists (id, owner_pk, status, title, owner_first_name, owner_last_name, owner_mail)
    SELECT ${LIST_ID}, pk, 'VALIDATED', 'Liste de 200 articles', first_name, last_name, uid::text
    FROM customers ORDER BY pk LIMIT 1`);
  await database.db.execute(sql`
    INSERT INTO list_items (list_id, code_ax, quantity, position)
    SELECT ${LIST_ID}, code_ax, 2, row_number() OVER (ORDER BY code_ax)
    FROM products WHERE code_ax <> '01176190' ORDER BY code_ax LIMIT ${LIST_ITEMS}`);
}

/** Headers of the connection, not of the answer: Node writes its own for the bare servers. */
const PER_CONNECTION_HEADERS = new Set([
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

async function listenOnLoopback(server: http.Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function serve(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ldn-bench-http-'));
  const database = await openDatabase({ kind: 'embedded', dataDir }, { migrationsDir: MIGRATIONS });
  log(`seeding ${PRODUCTS} products and the demo data`);
  const started = performance.now();
  await seedDatabase(database, { products: PRODUCTS, demo: true });
  await addBenchList(database);
  await database.db.execute(sql`VACUUM ANALYZE`);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // Production settings: logging at info (every request), written to /dev/null.
  const config = loadConfig({ APP_ENV: 'PROD', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1' });
  const logger = createLogger('info', '/dev/null');
  const app = await createServer(config, { database, logger });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const fullUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // The bare baseline answers the very bytes and content type of the full server's answer.
  const sample = await fetch(`${fullUrl}${VERSION_PATH}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const contentType = sample.headers.get('content-type') ?? 'application/json';
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    response.end(body);
  });
  // The same, with every header the full server sends but those of the connection itself.
  const fullHeaders = Object.fromEntries(
    [...sample.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name)),
  );
  const bareHeaders = http.createServer((_request, response) => {
    response.writeHead(200, { ...fullHeaders, 'content-length': body.length });
    response.end(body);
  });
  const bareUrl = await listenOnLoopback(bare);
  const bareHeadersUrl = await listenOnLoopback(bareHeaders);

  // The references: Fastify answering the same bytes with nothing, one hook, or the logging.
  const references = {
    fastify: Fastify({ logger: false }),
    fastifyHook: Fastify({ logger: false, genReqId: requestId }),
    fastifyLog: Fastify({
      loggerInstance: createLogger('info', '/dev/null') as FastifyBaseLogger,
      logController: new AccessLogController(),
      genReqId: requestId,
    }),
  };
  references.fastifyHook.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  const referenceUrls: Partial<Endpoints> = {};
  for (const [name, reference] of Object.entries(references)) {
    reference.get(VERSION_PATH, (_request, reply) => {
      void reply.header('content-type', contentType).send(body);
    });
    await reference.listen({ port: 0, host: '127.0.0.1' });
    referenceUrls[name as keyof typeof references] =
      `http://127.0.0.1:${(reference.server.address() as { port: number }).port}`;
  }

  const pairs = await startPairServers(fullUrl, contentType, body);
  const endpoints = {
    ...referenceUrls,
    ...pairs.urls,
    full: fullUrl,
    bare: bareUrl,
    bareHeaders: bareHeadersUrl,
  } as Endpoints;
  // BENCH_CPU_PROFILE=file.cpuprofile: a CPU profile of the server while the parent measures.
  const profileFile = process.env.BENCH_CPU_PROFILE;
  const profiler = profileFile ? await startProfiler() : undefined;
  process.stdout.write(`${JSON.stringify(endpoints)}\n`);
  // Serves until the parent closes stdin.
  process.stdin.resume();
  await once(process.stdin, 'end');
  if (profiler && profileFile) await writeFile(profileFile, JSON.stringify(await profiler()));
  bare.close();
  bareHeaders.close();
  for (const reference of Object.values(references)) await reference.close();
  for (const server of pairs.servers) await server.close();
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * The servers of the library pairs, each a Fastify server with the full server's request logging
 * (its logger at info to /dev/null, one access line a request, request ids), so that a pair
 * differs by one piece only:
 *
 * - `helmetPlugin` registers @fastify/helmet with the server's options (helmet's middleware run
 *   on every request); `replayedHeaders` sets the very headers that plugin wrote, captured once,
 *   from one synchronous hook. Both answer the public version's bytes.
 * - `compressPlugin` answers the list read's and the search's bytes (as the full server sends
 *   them without compression) through @fastify/compress (gzip level 3 first, brotli quality 4),
 *   compressed on every request; `handCompressed` answers the list through the response cache's
 *   form compressed once (brotli 5, kept), and the search through `sendJsonBytes` (gzip 3 on
 *   libuv's threads, on every request).
 */
async function startPairServers(
  fullUrl: string,
  versionType: string,
  versionBody: Buffer,
): Promise<{ urls: Record<PairServer, string>; servers: ReturnType<typeof Fastify>[] }> {
  const identityAnswer = async (pathName: string, requestBody: string): Promise<Buffer> => {
    const answer = await fetch(`${fullUrl}${pathName}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'identity' },
      body: requestBody,
    });
    return Buffer.from(await answer.arrayBuffer());
  };
  const listBody = await identityAnswer(LIST_PATH, '{}');
  const searchBody = await identityAnswer(SEARCH_PATH, SEARCH_BODY);
  const logged = () =>
    Fastify({
      loggerInstance: createLogger('info', '/dev/null') as FastifyBaseLogger,
      logController: new AccessLogController(),
      genReqId: requestId,
    });
  const servers = {
    helmetPlugin: logged(),
    replayedHeaders: logged(),
    compressPlugin: logged(),
    compressStream: logged(),
    handCompressed: logged(),
  } satisfies Record<PairServer, ReturnType<typeof Fastify>>;

  await servers.helmetPlugin.register(helmet, helmetOptions({ production: true }));
  servers.helmetPlugin.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // The headers helmet wrote, captured from one answer of a throwaway instance.
  const probe = Fastify();
  await probe.register(helmet, helmetOptions({ production: true }));
  probe.get('/', (_request, reply) => reply.send(''));
  const securityHeaders = Object.entries((await probe.inject({ method: 'GET', url: '/' })).headers)
    .filter(([name]) => !PER_CONNECTION_HEADERS.has(name) && name !== 'content-type')
    .map(([name, value]) => [name, [value].flat().join(', ')] as const);
  await probe.close();
  servers.replayedHeaders.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    for (const [name, value] of securityHeaders) void reply.header(name, value);
    done();
  });
  for (const server of [servers.helmetPlugin, servers.replayedHeaders]) {
    server.get(VERSION_PATH, (_request, reply) => {
      void reply.header('content-type', versionType).send(versionBody);
    });
  }

  await servers.compressPlugin.register(compress, {
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // The same, every answer through zlib's streams (libuv's threads), never compressed inline.
  await servers.compressStream.register(compress, {
    encodings: ['gzip', 'br'],
    zlibOptions: { level: 3 },
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    syncThreshold: 0,
  });
  servers.compressStream.post(SEARCH_PATH, (_request, reply) => {
    void reply.type(JSON_CONTENT_TYPE).send(searchBody);
  });
  servers.compressPlugin.post(LIST_PATH, (_request, reply) => {
    void reply.type(JSON_CONTENT_TYPE).send(listBody);
  });
  servers.compressPlugin.post(SEARCH_PATH, (_request, reply) => {
    void reply.type(JSON_CONTENT_TYPE).send(searchBody);
  });
  const keptList = new SerializedResponse(listBody);
  servers.handCompressed.post(LIST_PATH, (request, reply) => keptList.send(request, reply));
  servers.handCompressed.post(SEARCH_PATH, (request, reply) =>
    sendJsonBytes(request, reply, searchBody),
  );

  const urls = {} as Record<PairServer, string>;
  for (const [name, server] of Object.entries(servers)) {
    await server.listen({ port: 0, host: '127.0.0.1' });
    urls[name as PairServer] =
      `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  }
  return { urls, servers: Object.values(servers) };
}

/** Starts the V8 sampling profiler of this process; the result stops it and gives the profile. */
async function startProfiler(): Promise<() => Promise<object>> {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object): Promise<unknown> =>
    new Promise((resolve, reject) =>
      session.post(method, params ?? {}, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 200 });
  await post('Profiler.start');
  return async () => ((await post('Profiler.stop')) as { profile: object }).profile;
}

// --- the parent: autocannon -----------------------------------------------------------------------

interface Load {
  readonly requestsPerSecond: number;
  readonly latencies: readonly number[];
  readonly non2xx: number;
  readonly errors: number;
}

async function load(
  url: string,
  options: {
    connections: number;
    seconds: number;
    method?: 'GET' | 'POST';
    body?: string;
    /** Sends a browser's `Accept-Encoding` (the list read and the search, as the app does). */
    acceptEncoding?: boolean;
  },
): Promise<Load> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        method: options.method ?? 'GET',
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(options.acceptEncoding ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}),
        },
        ...(options.body === undefined ? {} : { body: options.body }),
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
  return {
    requestsPerSecond: result.requests.total / options.seconds,
    latencies,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Logs the size of an answer as sent, without and with a browser's Accept-Encoding. */
async function logSizes(url: string, body: string): Promise<string> {
  const sizes: string[] = [];
  for (const encoding of ['identity', BROWSER_ACCEPT_ENCODING]) {
    const answer = await new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
      const request = http.request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        },
        (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () =>
            resolve({
              bytes,
              encoding: String(response.headers['content-encoding'] ?? 'identity'),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    sizes.push(`${answer.encoding} ${answer.bytes} B`);
  }
  log(`answer size: ${sizes.join(', ')}`);
  return sizes.join(', ');
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const median = (values: readonly number[]): number => percentile(values, 50);

async function startChild(): Promise<{ child: ChildProcess; endpoints: Endpoints }> {
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', fileURLToPath(import.meta.url), '--serve'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  if (child.stdout === null) throw new Error('the server child has no stdout');
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) return { child, endpoints: JSON.parse(line) as Endpoints };
  }
  throw new Error('the server child ended before listening');
}

interface Figures {
  /** Median requests per second of each server over the rounds. */
  readonly rps: Record<MiddlewareServer, number>;
  /** Median over the rounds of each server's requests per second against the bare server's. */
  readonly ratios: Record<MiddlewareServer, number>;
  readonly rounds: readonly Record<MiddlewareServer, number>[];
  readonly listP50: number;
  readonly listP99: number;
  readonly listRps: number;
  readonly searchP50: number;
  readonly searchP95: number;
  readonly searchRps: number;
  readonly failures: number;
  readonly loadStart: string;
  readonly loadEnd: string;
  readonly listSizes: string;
  readonly searchSizes: string;
  readonly pairs: readonly { readonly pair: LibraryPair; readonly rounds: readonly PairRound[] }[];
}

async function measure(endpoints: Endpoints): Promise<Figures> {
  const loadStart = loadAverage();
  let failures = 0;
  const count = (result: Load): Load => {
    failures += result.non2xx + result.errors;
    return result;
  };
  const rounds: Record<MiddlewareServer, number>[] = [];
  const empty: Load = { requestsPerSecond: Number.NaN, latencies: [], non2xx: 0, errors: 0 };
  let list = empty;
  let listSizes = '';
  let searchSizes = '';
  let search = empty;
  if (selected('middleware')) {
    log('middleware: warm-up');
    for (const server of MIDDLEWARE_SERVERS) {
      await load(`${endpoints[server]}${VERSION_PATH}`, {
        connections: THROUGHPUT_CONNECTIONS,
        seconds: 2,
      });
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      const options = { connections: THROUGHPUT_CONNECTIONS, seconds: ROUND_SECONDS };
      const measured = {} as Record<MiddlewareServer, number>;
      for (const server of MIDDLEWARE_SERVERS) {
        const result = count(await load(`${endpoints[server]}${VERSION_PATH}`, options));
        measured[server] = result.requestsPerSecond;
      }
      rounds.push(measured);
      log(
        `middleware round ${round + 1}: ${MIDDLEWARE_SERVERS.map((server) => `${server} ${measured[server].toFixed(0)}`).join(', ')} req/s`,
      );
    }
  }
  const perServer = <T>(value: (server: MiddlewareServer) => T): Record<MiddlewareServer, T> =>
    Object.fromEntries(MIDDLEWARE_SERVERS.map((server) => [server, value(server)])) as Record<
      MiddlewareServer,
      T
    >;

  if (selected('list')) {
    log('list read: warm-up and measure');
    const listOptions = { method: 'POST' as const, body: '{}', acceptEncoding: true };
    listSizes = await logSizes(`${endpoints.full}${LIST_PATH}`, '{}');
    await load(`${endpoints.full}${LIST_PATH}`, { ...listOptions, connections: 10, seconds: 2 });
    list = count(
      await load(`${endpoints.full}${LIST_PATH}`, {
        ...listOptions,
        connections: LATENCY_CONNECTIONS,
        seconds: LATENCY_SECONDS,
      }),
    );
  }

  if (selected('search')) {
    log('discovery search: warm-up and measure');
    const searchOptions = { method: 'POST' as const, body: SEARCH_BODY, acceptEncoding: true };
    searchSizes = await logSizes(`${endpoints.full}${SEARCH_PATH}`, SEARCH_BODY);
    await load(`${endpoints.full}${SEARCH_PATH}`, {
      ...searchOptions,
      connections: 10,
      seconds: 2,
    });
    search = count(
      await load(`${endpoints.full}${SEARCH_PATH}`, {
        ...searchOptions,
        connections: LATENCY_CONNECTIONS,
        seconds: LATENCY_SECONDS,
      }),
    );
  }

  const pairs: { pair: LibraryPair; rounds: PairRound[] }[] = [];
  if (selected('libraries')) {
    for (const pair of LIBRARY_PAIRS) {
      log(`library pair: ${pair.name}`);
      const options = {
        connections: pair.connections,
        acceptEncoding: true,
        ...(pair.body === undefined ? {} : { method: 'POST' as const, body: pair.body }),
      };
      for (const server of [pair.library, pair.hand]) {
        await load(`${endpoints[server]}${pair.path}`, { ...options, seconds: 2 });
      }
      const rounds: PairRound[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? [pair.library, pair.hand] : [pair.hand, pair.library];
        const measured = new Map<PairServer, Load>();
        for (const server of order) {
          const url = `${endpoints[server]}${pair.path}`;
          measured.set(server, count(await load(url, { ...options, seconds: ROUND_SECONDS })));
        }
        const library = measured.get(pair.library) ?? empty;
        const hand = measured.get(pair.hand) ?? empty;
        rounds.push({
          libraryRps: library.requestsPerSecond,
          handRps: hand.requestsPerSecond,
          libraryP95: percentile(library.latencies, 95),
          handP95: percentile(hand.latencies, 95),
        });
        log(
          `  round ${round + 1}: library ${library.requestsPerSecond.toFixed(0)} req/s p95 ${percentile(library.latencies, 95)} ms, hand-written ${hand.requestsPerSecond.toFixed(0)} req/s p95 ${percentile(hand.latencies, 95)} ms`,
        );
      }
      pairs.push({ pair, rounds });
    }
  }

  const round1 = (value: number): number => Math.round(value * 10) / 10;
  return {
    pairs,
    rps: perServer((server) => Math.round(median(rounds.map((round) => round[server])))),
    ratios: perServer(
      (server) =>
        Math.round(median(rounds.map((round) => round[server] / round.bare)) * 1000) / 1000,
    ),
    rounds,
    listP50: round1(percentile(list.latencies, 50)),
    listP99: round1(percentile(list.latencies, 99)),
    listRps: Math.round(list.requestsPerSecond),
    searchP50: round1(percentile(search.latencies, 50)),
    searchP95: round1(percentile(search.latencies, 95)),
    searchRps: Math.round(search.requestsPerSecond),
    failures,
    loadStart,
    loadEnd: loadAverage(),
    listSizes,
    searchSizes,
  };
}

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

/**
 * Where the whole server's cost goes in this run, written from the measured ratios, never
 * assumed: information beside the middleware ratio, which has no target.
 */
function referenceLine(ratios: Record<MiddlewareServer, number>): string {
  return [
    `- A bare Node \`http\` server sending the full server's headers (the security headers of ASVS V3.4, the content type, a request id) answers ${percent(ratios.bareHeaders)} of the plain bare server's rate in the same rounds.`,
    `- The references, in the same rounds: Fastify alone ${percent(ratios.fastify)}, with one \`onRequest\` hook ${percent(ratios.fastifyHook)}, with the server's request logging only ${percent(ratios.fastifyLog)} of the bare server; the whole server adds sessions, XSRF, the security headers and the response schema, each kept on purpose (docs/decisions.md).`,
  ].join('\n');
}

/** BENCH_ONLY=middleware,list,search,libraries runs only those measures (and writes no document). */
const only = process.env.BENCH_ONLY?.split(',');
const selected = (part: 'middleware' | 'list' | 'search' | 'libraries'): boolean =>
  only === undefined || only.includes(part);

const verdict = (met: boolean): string => (met ? 'met' : 'MISSED');

function table(figures: Figures): string {
  return [
    '| figure | measured | baseline | ratio | target | verdict |',
    '| --- | ---: | ---: | ---: | --- | --- |',
    `| public JSON GET through the full middleware (${THROUGHPUT_CONNECTIONS} connections, median of ${ROUNDS} alternating rounds) | ${figures.rps.full} req/s | bare Node http ${figures.rps.bare} req/s | ${percent(figures.ratios.full)} | none: information | |`,
    ...(['bareHeaders', 'fastify', 'fastifyHook', 'fastifyLog'] as const).map(
      (server) =>
        `| for reference: ${SERVER_LABELS[server]}, the same bytes, the same rounds | ${figures.rps[server]} req/s | bare Node http ${figures.rps.bare} req/s | ${percent(figures.ratios[server])} | | |`,
    ),
    `| public list read, ${LIST_ITEMS} items, PostgreSQL, ${LATENCY_CONNECTIONS} connections | p99 ${figures.listP99} ms (p50 ${figures.listP50} ms, ${figures.listRps} req/s) | | | p99 <= 20 ms | ${verdict(figures.listP99 <= TARGETS.listP99Ms)} |`,
    `| discovery search over ${PRODUCTS.toLocaleString('en')} products, HTTP, PostgreSQL, ${LATENCY_CONNECTIONS} connections | p95 ${figures.searchP95} ms (p50 ${figures.searchP50} ms, ${figures.searchRps} req/s) | | | p95 <= 40 ms | ${verdict(figures.searchP95 <= TARGETS.searchP95Ms)} |`,
  ].join('\n');
}

/**
 * The library pairs: medians over the rounds, and whether the library costs the user. It does when
 * the median of its per-round ratios to the hand-written path (req/s, or p95) is worse than even
 * by more than the run's noise, the median absolute deviation of those ratios: one round that a
 * neighbour's load upsets neither hides a steady cost nor makes one.
 */
function pairsTable(figures: Figures): string {
  const rows = figures.pairs.map(({ pair, rounds }) => {
    const ratios = rounds.map((round) => round.libraryRps / round.handRps);
    const p95Ratios = rounds.map((round) => round.libraryP95 / round.handP95);
    const spread = (values: readonly number[]): number => {
      const middle = median(values);
      return median(values.map((value) => Math.abs(value - middle)));
    };
    const slower = 1 - median(ratios) > spread(ratios);
    const later = median(p95Ratios) - 1 > spread(p95Ratios);
    const rps = (pick: (round: PairRound) => number) => Math.round(median(rounds.map(pick)));
    const p95 = (pick: (round: PairRound) => number) => median(rounds.map(pick)).toFixed(1);
    const worse = [...(slower ? ['req/s'] : []), ...(later ? ['p95'] : [])].join(' and ');
    return `| ${pair.name} (${pair.connections} connections) | ${rps((r) => r.libraryRps)} / ${rps((r) => r.handRps)} | ${percent(median(ratios))} (${ratios.map((ratio) => percent(ratio)).join(', ')}; noise ${percent(spread(ratios))}) | ${p95((r) => r.libraryP95)} / ${p95((r) => r.handP95)} ms | ${worse ? `the library costs (${worse} beyond the noise)` : 'within the noise'} |`;
  });
  return [
    '| pair: library / hand-written | req/s, median | req/s ratio, median (each round; noise) | p95, median | verdict |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}

async function writeSection(figures: Figures): Promise<void> {
  const heading = '## Server throughput and latency';
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    heading,
    '',
    `Measured ${date} by \`apps/server/bench/http-throughput.ts\` (\`pnpm bench\`) on this machine (${process.platform}, Node ${process.versions.node}, ${os.cpus().length} cores), autocannon in one process and the servers in another, a throwaway PostgreSQL cluster seeded with ${PRODUCTS.toLocaleString('en')} products and the demo data. Load average ${figures.loadStart} when the measures started, ${figures.loadEnd} when they ended; ${figures.failures} failed or non-2xx answers.`,
    '',
    "The full server runs with the production settings (`APP_ENV=PROD`: security headers, sessions, XSRF, request ids, logging at `info` of every request, written to /dev/null); the request is an anonymous one (a relative opening a shared list). The bare baseline is a Node `http` server answering the same body with the same content type (without the security headers). The list read and the search send a browser's `Accept-Encoding` (`" +
      BROWSER_ACCEPT_ENCODING +
      "`), as the app's calls do; answer sizes without and with it: list read " +
      figures.listSizes +
      '; search ' +
      figures.searchSizes +
      '.',
    '',
    table(figures),
    '',
    `Middleware rounds (${MIDDLEWARE_SERVERS.join(' / ')}, req/s): ${figures.rounds.map((round) => MIDDLEWARE_SERVERS.map((server) => round[server].toFixed(0)).join(' / ')).join('; ')}.`,
    '',
  ].join('\n');
  let document = await readFile(PERFORMANCE_DOC, 'utf8');
  const start = document.indexOf(heading);
  if (start === -1) {
    document = `${document.trimEnd()}\n\n${section}`;
  } else {
    const next = document.indexOf('\n## ', start + 1);
    document = `${document.slice(0, start)}${section}${next === -1 ? '' : `\n${document.slice(next + 1)}`}`;
  }
  await writeFile(PERFORMANCE_DOC, `${document.trimEnd()}\n`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--serve')) {
    await serve();
    return;
  }
  const { child, endpoints } = await startChild();
  try {
    const figures = await measure(endpoints);
    process.stdout.write(
      `\nServer throughput and latency\n${table(figures)}\n${selected('middleware') ? `${referenceLine(figures.ratios)}\n` : ''}`,
    );
    if (figures.pairs.length > 0) {
      process.stdout.write(
        `\nLibrary pairs (${ROUNDS} alternating rounds of ${ROUND_SECONDS} s; load ${figures.loadStart} to ${figures.loadEnd})\n${pairsTable(figures)}\n`,
      );
    }
    if (only !== undefined) return;
    await writeSection(figures);
    log(`figures written to ${path.relative(process.cwd(), PERFORMANCE_DOC)}`);
  } finally {
    child.stdin?.end();
    await once(child, 'exit');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
