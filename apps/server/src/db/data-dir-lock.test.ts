import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let lock = '';
  beforeEach(async () => {
    lock = path.join(await mkdtemp(path.join(tmpdir(), 'ldn-lock-')), 'postgres.lock');
  });
  afterEach(async () => {
    await rm(path.dirname(lock), { recursive: true, force: true });
  });

  it('writes our pid and removes the file on release', async () => {
    const release = await lockDataDir(lock);
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(stat(lock)).rejects.toThrow();
  });

  it('refuses a folder held by another live process', async () => {
    await writeFile(lock, String(process.ppid));
    await expect(lockDataDir(lock)).rejects.toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(lock, String(gone));
    const release = await lockDataDir(lock);
    expect(await readFile(lock, 'utf8')).toBe(String(process.pid));
    await release();
  });

  it('refuses a second lock in the same process, and takes a stale one naming its own pid', async () => {
    const release = await lockDataDir(lock);
    await expect(lockDataDir(lock)).rejects.toThrow(/is in use by another server/);
    await release();
    // Left by an earlier process that had this pid (a container's pid 1, say).
    await writeFile(lock, String(process.pid));
    const again = await lockDataDir(lock);
    await again();
  });
});
