-- 0007: faster product search (issue 5 point 6: p95 under 50 ms with facets over 100,000
-- products; issue 9: engine p95 at most 15 ms), measured with EXPLAIN (ANALYZE, BUFFERS) and the
-- backend's CPU time per query (docs/performance.md, "Search latency").
--
-- 1. The full-text index without a pending list (`fastupdate = off`): with it on, rows inserted
--    since the last VACUUM sit in an unsorted list that every search reads in full: after seeding
--    100,000 products, before autovacuum's pass, every query scanned megabytes of it.
-- 2. `facet_keys`: the colour, size and brand facet values of a model in one array, each prefixed
--    with its facet ('c:Blanc', 's:0-6 mois', 'b:Mini Coton'), so the facets of a search are one
--    unnest and one GROUP BY over the matched models instead of three passes (about 2.5 ms of CPU
--    saved on a 1,700-model search here).
-- 3. Model rows written in (scope, name) order: the models one query matches are mostly of one
--    kind, so they now share pages. On the 100,000-product catalogue 'poussette' read 1,288 heap
--    pages when rows came in catalogue order, and the same count took a third of the CPU when they
--    were grouped.
-- 4. `discovery:lexicon-version` in app_meta, bumped by every change of the lexicon: the engine
--    caches its typo-correction look-ups in process and drops them when the version moves, so a
--    search needs no lexicon round trip, and instances never serve corrections older than the
--    lexicon they read.

ALTER INDEX discovery_models_search_idx SET (fastupdate = off);
-- What a pending list already holds goes into the index proper now.
SELECT gin_clean_pending_list('discovery_models_search_idx'::regclass);

ALTER TABLE discovery_models ADD COLUMN facet_keys text[] NOT NULL DEFAULT '{}';

-- As 0004's, plus `facet_keys`, rows inserted in (scope, name) order.
CREATE OR REPLACE FUNCTION discovery_refresh_models(models text[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM discovery_models WHERE model_code = ANY (models);
  INSERT INTO discovery_models (model_code, leader_code, name, brand, category, scope, popularity,
    price_cents, prices, colors, sizes, codes, as400s, is_bundle, can_add_to_ldn, search_document,
    search_head, facet_keys)
  SELECT v.model_code, l.code_ax, l.name, l.brand, l.category, l.scope, l.popularity, l.price_cents,
    v.prices, v.colors, v.sizes, v.codes, v.as400s, l.is_bundle, v.can_add_to_ldn,
    setweight(to_tsvector('ldn_french', l.name), 'A') ||
      setweight(to_tsvector('ldn_french', l.brand), 'B') ||
      setweight(to_tsvector('ldn_french', l.description), 'C') ||
      setweight(to_tsvector('ldn_french', array_to_string(v.colors || v.sizes, ' ')), 'D'),
    to_tsvector('ldn_french', split_part(l.name, ' ', 1)),
    ARRAY(SELECT 'c:' || c FROM unnest(v.colors) AS c) ||
      ARRAY(SELECT 's:' || s FROM unnest(v.sizes) AS s) || ('b:' || l.brand)
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
  ) AS l
  ORDER BY l.scope, l.name, v.model_code;
$$;

-- The rows of a catalogue loaded before this migration, rebuilt in that order with their keys.
SELECT discovery_refresh_models(ARRAY(SELECT model_code FROM discovery_models));

-- Bumps the lexicon version when a statement changed at least one lexicon row (statement
-- triggers fire for zero rows too: an empty change leaves the caches alone).
CREATE FUNCTION discovery_lexicon_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    INSERT INTO app_meta AS meta (key, value) VALUES ('discovery:lexicon-version', '1')
    ON CONFLICT (key) DO UPDATE
      SET value = (meta.value::bigint + 1)::text, updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discovery_lexicon_on_insert AFTER INSERT ON discovery_lexicon
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_lexicon_changed();
CREATE TRIGGER discovery_lexicon_on_update AFTER UPDATE ON discovery_lexicon
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_lexicon_changed();
CREATE TRIGGER discovery_lexicon_on_delete AFTER DELETE ON discovery_lexicon
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION discovery_lexicon_changed();
