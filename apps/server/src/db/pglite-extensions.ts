import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The contrib extensions PGlite must load before migration 0001 can `CREATE EXTENSION` them.
 * A PostgreSQL server ships them in its contrib package; PGlite only has those passed here.
 * Keep this list and `migrations/0001_*.sql` in step.
 */
export const pgliteExtensions = {
  citext,
  cube,
  earthdistance,
  fuzzystrmatch,
  pg_trgm,
  pgcrypto,
  unaccent,
};
