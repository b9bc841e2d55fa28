-- 0008: in-store contribution transactions and the point-of-sale simulator's register tickets
-- (issue 8; spec [S3.12] [S3.13] [S4.5]-[S4.7]).
--
-- A seller's cart becomes a pending transaction: its units are reserved (list_items'
-- quantity_in_progress, as an online payment does) until the register ticket is checked
-- (VALIDATED: the units on the ticket become gifted, those missing from it are released) or the
-- transaction is cancelled (every unit released). `pot_cents` is the holder's wallet the seller
-- chose to use; it is debited when the transaction is validated.

CREATE TABLE store_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 480001) PRIMARY KEY,
  list_id text NOT NULL REFERENCES lists (id),
  store_code text NOT NULL REFERENCES stores (store_code),
  seller_pk bigint REFERENCES customers (pk) ON DELETE SET NULL,
  transaction_type text NOT NULL CHECK (transaction_type IN ('VAE', 'CMD')),
  is_self_purchase boolean NOT NULL,
  contributor_name text NOT NULL DEFAULT '' CHECK (char_length(contributor_name) <= 100),
  contributor_email text NOT NULL DEFAULT '' CHECK (char_length(contributor_email) <= 254),
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 1000),
  holder_favorite_store text,
  products_cents bigint NOT NULL CHECK (products_cents > 0),
  pot_cents bigint NOT NULL DEFAULT 0 CHECK (pot_cents >= 0 AND pot_cents <= products_cents),
  -- What the register scans to ring the transaction up (a GS1-128 text, unique).
  gs1_code text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'IN_PROGRESS'
    CHECK (state IN ('IN_PROGRESS', 'TO_CONFIRM', 'VALIDATED', 'CANCELLED')),
  transaction_barcode text,
  contribution_id bigint UNIQUE REFERENCES contributions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_transactions_store_state_idx
  ON store_transactions (store_code, state, created_at DESC);

CREATE TABLE store_transaction_entries (
  transaction_id bigint NOT NULL REFERENCES store_transactions (id) ON DELETE CASCADE,
  code_ax text NOT NULL REFERENCES products (code_ax),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  -- Units the register ticket did not ring up (known once the ticket is checked).
  quantity_missing integer NOT NULL DEFAULT 0 CHECK (quantity_missing BETWEEN 0 AND quantity),
  PRIMARY KEY (transaction_id, code_ax)
);

-- [S5.11] The point-of-sale simulator's tickets (design.md §3): what the register rang up for a
-- transaction's GS1 code.
CREATE TABLE pos_tickets (
  ticket_number text PRIMARY KEY CHECK (ticket_number ~ '^[AUW]M\w{2}-\d-\d+$'),
  transaction_id bigint NOT NULL REFERENCES store_transactions (id) ON DELETE CASCADE,
  store_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pos_tickets_transaction_idx ON pos_tickets (transaction_id);

CREATE TABLE pos_ticket_lines (
  ticket_number text NOT NULL REFERENCES pos_tickets (ticket_number) ON DELETE CASCADE,
  code_ax text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  PRIMARY KEY (ticket_number, code_ax)
);
