-- 0001: the contrib extensions the product relies on, and a small key/value table.
--
-- They ship with the embedded PostgreSQL's npm binaries and with PostgreSQL's contrib package, so
-- search and distance queries behave alike on the embedded server and on yours:
--   pg_trgm, fuzzystrmatch  typo tolerance (trigram similarity, levenshtein)
--   unaccent                accent-folded French search
--   cube, earthdistance     distances to stores (earthdistance needs cube)
--   citext                  case-insensitive e-mail addresses
--   pgcrypto                digests and random bytes in SQL
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS pgcrypto;

-- Facts about this installation (e.g. which seed generated the data), not product data.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
