-- 0019: the co-parent manages the list with their own account.
--
-- The holder (lists.owner_pk) invites the co-parent by e-mail; the invitation is a row here, its
-- link carries a 256-bit token of which only the SHA-256 is kept, valid 7 days and single use.
-- One pending invitation per list (inviting again replaces it) and one accepted, not revoked,
-- per list. Accepting sets lists.co_parent_pk in the same transaction, under the list's row lock:
-- that column is what the access rules read on every request (src/modules/lists/list-view.ts),
-- so a revocation (which clears it) takes effect on the co-parent's next request. The list keeps
-- one holder: owner_pk alone gets the reward, the wallet's self-purchases and the digests.
CREATE TABLE list_co_parent_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_id text NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  email citext NOT NULL,
  token_hash text NOT NULL UNIQUE,
  invited_by_pk bigint NOT NULL REFERENCES customers (pk) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_pk bigint REFERENCES customers (pk) ON DELETE CASCADE,
  accepted_at timestamptz,
  revoked_at timestamptz,
  CHECK ((accepted_pk IS NULL) = (accepted_at IS NULL))
);

CREATE UNIQUE INDEX list_co_parent_one_pending ON list_co_parent_invitations (list_id)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;
CREATE UNIQUE INDEX list_co_parent_one_accepted ON list_co_parent_invitations (list_id)
  WHERE accepted_at IS NOT NULL AND revoked_at IS NULL;

ALTER TABLE lists ADD COLUMN co_parent_pk bigint REFERENCES customers (pk) ON DELETE SET NULL;
-- The lists a co-parent manages, for their "Mes listes".
CREATE INDEX lists_co_parent_idx ON lists (co_parent_pk) WHERE co_parent_pk IS NOT NULL;
