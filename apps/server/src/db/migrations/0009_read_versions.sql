-- 0009: versions of what the public reads show, so a server may keep a read's answer in memory
-- and still never serve stale data when several instances share this database (issue 9 points 2
-- and 5). A read takes the version in the same query as the row it needs anyway (a primary-key
-- look-up) and reuses an answer only if it was built at that very version.
--
-- Versions come from one sequence: a value is never given twice, so a list deleted and created
-- again, or a key written again, never meets an answer of its former life.
CREATE SEQUENCE read_versions;

-- [S7.14] One row per list: bumped by every statement that changes the list or its items
-- (contributions and purchases change the items' counters, so they bump it too).
CREATE TABLE list_versions (
  list_id text PRIMARY KEY,
  version bigint NOT NULL
);
INSERT INTO list_versions (list_id, version) SELECT id, nextval('read_versions') FROM lists;

-- Bumps the lists named in `ids` that still exist (an item deleted with its list bumps nothing).
CREATE FUNCTION list_versions_bump(ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO list_versions AS v (list_id, version)
  SELECT l.id, nextval('read_versions') FROM lists l WHERE l.id = ANY (ids)
  ON CONFLICT (list_id) DO UPDATE SET version = EXCLUDED.version;
$$;

CREATE FUNCTION list_versions_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_versions_bump(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION list_versions_lists_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_versions WHERE list_id IN (SELECT id FROM old_rows);
  RETURN NULL;
END
$$;
CREATE TRIGGER lists_versions_on_insert AFTER INSERT ON lists
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_lists_changed();
CREATE TRIGGER lists_versions_on_update AFTER UPDATE ON lists
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_lists_changed();
CREATE TRIGGER lists_versions_on_delete AFTER DELETE ON lists
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_lists_deleted();

CREATE FUNCTION list_versions_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_versions_bump(ARRAY(SELECT DISTINCT list_id FROM new_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION list_versions_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_versions_bump(ARRAY(
    SELECT list_id FROM new_rows UNION SELECT list_id FROM old_rows));
  RETURN NULL;
END
$$;
CREATE FUNCTION list_versions_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM list_versions_bump(ARRAY(SELECT DISTINCT list_id FROM old_rows));
  RETURN NULL;
END
$$;
CREATE TRIGGER list_items_versions_on_insert AFTER INSERT ON list_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_items_inserted();
CREATE TRIGGER list_items_versions_on_update AFTER UPDATE ON list_items
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_items_updated();
CREATE TRIGGER list_items_versions_on_delete AFTER DELETE ON list_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION list_versions_items_deleted();

-- [S3.7] [S7.50] `read:catalogue-version` in app_meta: bumped by every statement that changes a
-- row of the catalogue or of what discovery derives from it (models, scopes, lexicon). The items
-- of a list show products; a discovery answer shows nothing else. No row yet reads as version 0:
-- nothing changed since this migration (the row, once written, is never removed).
CREATE FUNCTION read_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    INSERT INTO app_meta AS meta (key, value)
    VALUES ('read:catalogue-version', nextval('read_versions')::text)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_read_version_on_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER products_read_version_on_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER products_read_version_on_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_models_read_version_on_insert AFTER INSERT ON discovery_models
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_models_read_version_on_update AFTER UPDATE ON discovery_models
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_models_read_version_on_delete AFTER DELETE ON discovery_models
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_scopes_read_version_on_insert AFTER INSERT ON discovery_scopes
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_scopes_read_version_on_update AFTER UPDATE ON discovery_scopes
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_scopes_read_version_on_delete AFTER DELETE ON discovery_scopes
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_lexicon_read_version_on_insert AFTER INSERT ON discovery_lexicon
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_lexicon_read_version_on_update AFTER UPDATE ON discovery_lexicon
  REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
CREATE TRIGGER discovery_lexicon_read_version_on_delete AFTER DELETE ON discovery_lexicon
  REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION read_catalogue_changed();
