-- 0004: product discovery (issue 5, design.md §3 "Product discovery") and its tracking.
--
-- The discovery service searches the catalogue with PostgreSQL full-text search: French stemming
-- and accent folding (a text search configuration), a lexicon of the catalogue's words with a
-- trigram index for typo tolerance, scopes (the shelves of the catalogue) and the activity
-- tracking of [S7.51] [S7.52] (unaccent, pg_trgm and fuzzystrmatch come from migration 0001).

-- Accent folding as an IMMUTABLE function, so indexes and generated columns may use it.
-- unaccent(text) is only STABLE: it finds its dictionary through search_path. Naming the
-- dictionary with its schema makes the result depend on the input alone (the usual recipe).
CREATE FUNCTION ldn_fold(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;

-- French stemming over accent-folded words: 'Bébé', 'bebe' and 'BÉBÉ' all become 'beb'.
-- Numbers and other token kinds keep the french configuration's mapping (simple).
CREATE TEXT SEARCH CONFIGURATION ldn_french (COPY = pg_catalog.french);
ALTER TEXT SEARCH CONFIGURATION ldn_french
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH public.unaccent, french_stem;

-- [S3.17] The scopes ("shelves") of the catalogue, grouped by universe (the category of [S3.8]):
-- 'meals/biberons' is 'Biberons' in the universe 'Repas'. `image_path` is a path of this site
-- (the API makes it absolute); `sort` orders scopes of equal weight.
CREATE TABLE discovery_scopes (
  id text PRIMARY KEY CHECK (id ~ '^[a-z]+/[a-z0-9-]+$'),
  name text NOT NULL,
  universe text NOT NULL,
  universe_label text NOT NULL,
  image_path text,
  sort integer NOT NULL DEFAULT 0
);

-- The scope of each product (NULL: on no shelf, e.g. the special contribution item).
ALTER TABLE products ADD COLUMN scope text REFERENCES discovery_scopes (id);
CREATE INDEX products_scope_idx ON products (scope);
-- [S5.18] Purely numeric terms match the beginning of a product's references.
CREATE INDEX products_code_ax_prefix_idx ON products (code_ax text_pattern_ops);
CREATE INDEX products_code_as400_prefix_idx ON products (code_as400 text_pattern_ops);

-- [S3.17] One search row per model: the overlay shows one item per model, its variants (sizes,
-- colours) inside it, so the engine searches, filters, facets and pages models, about four times
-- fewer rows than products (a derived table, kept in step by the triggers below).
--   leader_code      the variant that leads the item: in stock first, then the most popular, then
--                    the cheapest; its price is the item's price
--   prices, colors, sizes, codes, as400s   every variant's values, for filters and facets (a
--                    model matches a condition when one of its variants does)
--   search_document  name (weight A) above brand (B) above description (C), colours and sizes (D),
--                    French stemming over accent-folded words
--   search_head      the first word of the name, which says what the product is ('Poussette ...'
--                    is a pushchair, 'Ombrelle de poussette' a parasol): a query word found there
--                    ranks the model first
CREATE TABLE discovery_models (
  model_code text PRIMARY KEY,
  leader_code text NOT NULL,
  name text NOT NULL,
  brand text NOT NULL,
  category text NOT NULL,
  scope text,
  popularity integer NOT NULL,
  price_cents integer NOT NULL,
  prices integer[] NOT NULL,
  colors text[] NOT NULL,
  sizes text[] NOT NULL,
  codes text[] NOT NULL,
  as400s text[] NOT NULL,
  is_bundle boolean NOT NULL,
  can_add_to_ldn boolean NOT NULL,
  search_document tsvector NOT NULL,
  search_head tsvector NOT NULL
);
CREATE INDEX discovery_models_search_idx ON discovery_models USING gin (search_document);
CREATE INDEX discovery_models_scope_idx ON discovery_models (scope);
CREATE INDEX discovery_models_category_idx ON discovery_models (category);
CREATE INDEX discovery_models_popularity_idx ON discovery_models (popularity DESC, leader_code);

-- Rebuilds the search rows of the given models from their products (a model without products
-- any more loses its row).
CREATE FUNCTION discovery_refresh_models(models text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM discovery_models WHERE model_code = ANY (models);
  INSERT INTO discovery_models (model_code, leader_code, name, brand, category, scope, popularity,
    price_cents, prices, colors, sizes, codes, as400s, is_bundle, can_add_to_ldn, search_document,
    search_head)
  SELECT v.model_code, l.code_ax, l.name, l.brand, l.category, l.scope, l.popularity, l.price_cents,
    v.prices, v.colors, v.sizes, v.codes, v.as400s, l.is_bundle, v.can_add_to_ldn,
    setweight(to_tsvector('ldn_french', l.name), 'A') ||
      setweight(to_tsvector('ldn_french', l.brand), 'B') ||
      setweight(to_tsvector('ldn_french', l.description), 'C') ||
      setweight(to_tsvector('ldn_french', array_to_string(v.colors || v.sizes, ' ')), 'D'),
    to_tsvector('ldn_french', split_part(l.name, ' ', 1))
  FROM (
    SELECT model_code,
      array_agg(DISTINCT price_cents) AS prices,
      coalesce(array_agg(DISTINCT color) FILTER (WHERE color IS NOT NULL), '{}') AS colors,
      coalesce(array_agg(DISTINCT size) FILTER (WHERE size IS NOT NULL), '{}') AS sizes,
      array_agg(code_ax) AS codes,
      array_agg(code_as400) AS as400s,
      bool_or(can_add_to_ldn) AS can_add_to_ldn
    FROM products WHERE model_code = ANY (models) GROUP BY model_code
  ) AS v
  CROSS JOIN LATERAL (
    SELECT * FROM products p WHERE p.model_code = v.model_code
    ORDER BY (p.availability = 'AVAILABLE') DESC, p.popularity DESC, p.price_cents, p.code_ax
    LIMIT 1
  ) AS l;
$$;

-- The catalogue's vocabulary: every distinct accent-folded word of names, brands, descriptions,
-- colours and sizes, with its French stem (NULL for a stop word) and how often it occurs. A query
-- word the lexicon does not know is replaced by its most similar word (trigram similarity):
-- 'pousette' -> 'poussette'. Words are only added (a word whose last product went away finds
-- nothing, as it would uncorrected).
CREATE TABLE discovery_lexicon (
  word text PRIMARY KEY,
  stem text,
  occurrences integer NOT NULL DEFAULT 0
);
CREATE INDEX discovery_lexicon_word_trgm_idx ON discovery_lexicon USING gin (word gin_trgm_ops);
CREATE INDEX discovery_lexicon_stem_idx ON discovery_lexicon (stem);

-- Adds the words of the given texts (a product's name, brand, description, colour and size) to
-- the lexicon.
CREATE FUNCTION discovery_lexicon_add(texts text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO discovery_lexicon AS lexicon (word, stem, occurrences)
  SELECT token.word, (ts_lexize('french_stem', token.word))[1], count(*)::integer
  FROM unnest(texts) AS t(body),
    LATERAL regexp_split_to_table(ldn_fold(t.body), '[^a-z0-9]+') AS token(word)
  WHERE length(token.word) >= 2
  GROUP BY token.word
  ON CONFLICT (word) DO UPDATE SET occurrences = lexicon.occurrences + excluded.occurrences;
$$;

-- Keep the lexicon and the model rows in step with the catalogue: one statement-level pass over
-- the transition tables, so the seed's batches of 5,000 rows cost one grouped rebuild each.
CREATE FUNCTION discovery_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM discovery_lexicon_add(ARRAY(
    SELECT concat_ws(' ', name, brand, description, color, size) FROM new_rows));
  PERFORM discovery_refresh_models(ARRAY(SELECT DISTINCT model_code FROM new_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION discovery_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM discovery_lexicon_add(ARRAY(
    SELECT concat_ws(' ', name, brand, description, color, size) FROM new_rows));
  PERFORM discovery_refresh_models(ARRAY(
    SELECT model_code FROM new_rows UNION SELECT model_code FROM old_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION discovery_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM discovery_refresh_models(ARRAY(SELECT DISTINCT model_code FROM old_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER products_discovery_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_products_inserted();
CREATE TRIGGER products_discovery_on_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_products_updated();
CREATE TRIGGER products_discovery_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_products_deleted();

-- The words and model rows of a catalogue seeded before this migration.
SELECT discovery_lexicon_add(ARRAY(
  SELECT concat_ws(' ', name, brand, description, color, size) FROM products));
SELECT discovery_refresh_models(ARRAY(SELECT DISTINCT model_code FROM products));

-- [S7.51] Activity sessions opened by the tracking SDK. Only what the client sent is kept: the ids
-- are stored when the client sent them (it sends them with the user's consent only), the
-- address only when the client sent `ip_source`; the server never records the caller's IP.
CREATE TABLE tracking_activities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text,
  track_id text,
  user_agent text NOT NULL DEFAULT '',
  ip_source text,
  client_timestamp timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- [S7.52] [S3.17] Tracking events, one row each, with the fields of [S3.17].
CREATE TABLE tracking_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL,
  track_id text NOT NULL,
  source text NOT NULL CHECK (source IN ('api', 'tag')),
  version text NOT NULL,
  occurred_at timestamptz NOT NULL,
  type_id text NOT NULL,
  location_name text,
  namespace text,
  tag text,
  link text,
  doc_link text,
  breadcrumb jsonb,
  expression text,
  delivery_mode text,
  total double precision,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_events_track_idx ON tracking_events (track_id, occurred_at);
CREATE INDEX tracking_events_type_idx ON tracking_events (type_id, occurred_at);
