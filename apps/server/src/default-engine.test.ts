import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from './test-support/node-bundle';

/**
 * The built server as `pnpm start` runs it on a fresh machine: no DATABASE_URL, its own embedded
 * PostgreSQL in a new data folder, initialised and seeded with the demo data (1,600 products) on
 * this first start. A text search must never freeze the server (the WebAssembly engine that was
 * the default before this one did).
 */

/** Terms as the overlay sends them: words, a prefix, two words, accents, a typo, a reference. */
const TERMS = [
  'poussette',
  'body',
  'ab',
  'biberon',
  'gigoteuse coton',
  'body bébé',
  'doudou',
  'chaise haute',
  'tetine',
  'poussete',
] as const;

/** [S5.18] [S7.53] [S9.10] The overlay's request: 20 items, its facets and filters. */
function overlaySearch(terms: string): object {
  return {
    query: { terms },
    modules: {
      items: { from: 0, size: 20 },
      references: { from: 0, size: 32 },
      facets: { fields: ['sf:price', 'sf:semanticColor', 'g:size'] },
      acp: { size: 4 },
      scope_pages: { from: 0, size: 4 },
      spell_check: { enabled: false },
    },
    user_actions: {
      apply_filters: {
        and: [
          { match: { field: 'c:canaddtoldn', value: 'Oui' } },
          { match: { field: 'c:isbundle', value: 'Non' } },
        ],
      },
    },
  };
}

/**
 * Polls the URL every 100 ms until its stdin closes, printing `{"status","ms"}` per answer. A poll
 * that gets no answer prints status 0 and the time it waited.
 */
const HEALTH_POLLER = `
const url = process.argv[1];
let running = true;
process.stdin.on('end', () => { running = false; });
process.stdin.resume();
(async () => {
  while (running) {
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      status = response.status;
    } catch {}
    process.stdout.write(JSON.stringify({ status, ms: performance.now() - started }) + '\\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
})();
`;

interface Running {
  readonly child: ChildProcess;
  readonly origin: string;
}

describe('the default engine: the built server on its own embedded PostgreSQL', () => {
  let bundle: { folder: string; script: string };
  let dataDir: string;
  let server: Running | undefined;

  /** Starts the built server on `dataDir` with the environment of a fresh `pnpm start`. */
  function start(): { child: ChildProcess; listening: Promise<string>; stderr: () => string } {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      APP_ENV: 'STAGING',
      LOG_LEVEL: 'warn',
      LDN_DATA_DIR: dataDir,
    };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [bundle.script], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    const listening = new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /listening on (http:\/\/[^\s)]+)/.exec(out);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', (code) => {
        reject(new Error(`the server exited (${String(code)}): ${err}`));
      });
    });
    return { child, listening, stderr: () => err };
  }

  beforeAll(async () => {
    bundle = await bundleServer('.default-engine-');
    dataDir = await mkdtemp(path.join(tmpdir(), 'ldn-default-engine-'));
    const first = start();
    server = { child: first.child, origin: await first.listening };
  }, 240_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      const exited = once(server.child, 'exit');
      server.child.kill('SIGTERM');
      await exited;
    }
    await rm(bundle.folder, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('[S2.49] [S7.50] stays responsive under 200 concurrent text searches over the demo catalogue: every search answers 200, /health always within 1 s', async () => {
    const origin = server?.origin ?? '';
    // The poller runs in a process of its own: in this one, parsing 200 answers would delay it.
    const poller = spawn(process.execPath, ['-e', HEALTH_POLLER, `${origin}/health`], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let polled = '';
    poller.stdout?.on('data', (chunk: Buffer) => {
      polled += chunk.toString();
    });
    const pollerDone = once(poller, 'exit');
    // Its first answer: it polls from now on.
    await new Promise<void>((resolve) => {
      const check = (): void => {
        if (polled.includes('\n')) resolve();
        else setTimeout(check, 20);
      };
      check();
    });

    const searches = Array.from({ length: 200 }, async (_, index) => {
      const terms = TERMS[index % TERMS.length] ?? 'body';
      const response = await fetch(`${origin}/discovery/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(overlaySearch(terms)),
      });
      const body = (await response.json()) as { modules?: { items?: { total?: number } } };
      return { terms, status: response.status, total: body.modules?.items?.total };
    });
    const answers = await Promise.all(searches);
    poller.stdin?.end();
    await pollerDone;
    const health = polled
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { status: number; ms: number });

    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // Real searches over the catalogue, not empty answers.
    expect(answers.find((answer) => answer.terms === 'poussette')?.total).toBeGreaterThan(0);
    expect(health.length).toBeGreaterThanOrEqual(2);
    expect(health.every((poll) => poll.status === 200)).toBe(true);
    const slowest = Math.max(...health.map((poll) => poll.ms));
    expect(slowest, `${health.length} polls of /health, the slowest in ms`).toBeLessThan(1_000);
  }, 180_000);

  it('refuses a second server on the same data folder, saying that the folder is in use', async () => {
    const second = start();
    const [code] = (await once(second.child, 'exit')) as [number | null];
    await second.listening.catch(() => undefined);
    expect(code).toBe(1);
    expect(second.stderr()).toContain(`The data folder ${dataDir} is in use by another server`);
    // The first one still serves.
    expect((await fetch(`${server?.origin ?? ''}/health`)).status).toBe(200);
  }, 120_000);

  it('SIGTERM stops the server and its PostgreSQL; the next start finds the same cluster and serves the list', async () => {
    const running = server;
    if (!running) throw new Error('no server');
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const postmaster = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
    const cluster = (await stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).ino;
    const exited = once(running.child, 'exit') as Promise<[number | null]>;
    running.child.kill('SIGTERM');
    const [code] = await exited;
    expect(code).toBe(0);
    expect(() => process.kill(postmaster, 0)).toThrow();
    expect(await stat(pidFile).catch(() => null)).toBeNull();

    const again = start();
    server = { child: again.child, origin: await again.listening };
    expect((await stat(path.join(dataDir, 'postgres', 'PG_VERSION'))).ino).toBe(cluster);
    const list = await fetch(
      `${server.origin}/api/ldn/public/v1/getItemsOfListByIdAndCompanyAndCriterias/aufr/demo00parent`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    );
    expect(list.status).toBe(200);
  }, 180_000);
});
