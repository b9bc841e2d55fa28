import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One server per data folder (`pnpm start` left running in another terminal, say). PostgreSQL
 * refuses a second postmaster too, but only after we have looked at its files, and in its own
 * words; a lock file holding the owner's pid refuses early and clearly. A lock left by a dead
 * process is taken over.
 */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Lock files this process holds: a second open in the same process is refused as well. */
const held = new Set<string>();

/**
 * Takes the lock `file` for this process; resolves to a function that releases it. A lock naming
 * this very pid that we do not hold is stale: a process before us had our pid (containers start
 * their pids again from 1).
 */
export async function lockDataDir(file: string): Promise<() => Promise<void>> {
  const pid = String(process.pid);
  const inUse = (owner: number) =>
    new DataDirInUseError(
      `The data folder ${path.dirname(file)} is in use by another server (process ${owner}); stop that one first, or give this one another folder with LDN_DATA_DIR`,
    );
  if (held.has(file)) throw inUse(process.pid);
  try {
    await writeFile(file, pid, { flag: 'wx' });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
    const owner = Number((await readFile(file, 'utf8')).trim());
    if (owner !== process.pid && isAlive(owner)) throw inUse(owner);
    await writeFile(file, pid);
  }
  held.add(file);
  return async () => {
    held.delete(file);
    await rm(file, { force: true });
  };
}

function isAlreadyExists(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST';
}

/** Whether process `pid` exists (EPERM: it does, as another user's). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
