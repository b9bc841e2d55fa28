import { vitestPreset } from '@ldn/vitest-preset';

/**
 * Server tests start real databases (PGlite takes about 3 s, a PostgreSQL scratch database about
 * 1 s), the preset gives hooks 60 s. The whole suite runs under
 * `scripts/with-postgres.sh` with `DATABASE_URL` set (see `src/test-support/test-database.ts`), part
 * of it on PGlite too (`vitest.pglite.config.ts`).
 */
export default vitestPreset();
