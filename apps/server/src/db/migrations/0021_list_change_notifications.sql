-- 0021: the live list (docs/decisions.md, "The live list"). Every statement that bumps a list's
-- read version (migration 0009: a change of the list or of its items, so every gift, hold,
-- cancellation, return, closing and item change) also notifies channel `ldn_list_changed` with
-- the list's id. NOTIFY is transactional: it is delivered when the change commits, never when it
-- rolls back, and PostgreSQL sends one notification per list however many statements of one
-- transaction bumped it (same channel, same payload). The payload is the id alone: what a
-- subscriber then reads goes through the list read and its access rules.
CREATE OR REPLACE FUNCTION list_versions_bump(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO list_versions AS v (list_id, version)
  SELECT l.id, nextval('read_versions') FROM lists l WHERE l.id = ANY (ids)
  ON CONFLICT (list_id) DO UPDATE SET version = EXCLUDED.version;
  PERFORM pg_notify('ldn_list_changed', l.id) FROM lists l WHERE l.id = ANY (ids);
END
$$;

-- A deleted list is a change too: its viewers read it again and find it gone.
CREATE OR REPLACE FUNCTION list_versions_lists_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_versions WHERE list_id IN (SELECT id FROM old_rows);
  PERFORM pg_notify('ldn_list_changed', id) FROM old_rows;
  RETURN NULL;
END
$$;
