-- 0006: carts, payments, contributions, returns, the wallet's movements and reward coupons
-- (issue 7: "a gift must never be lost, doubled, or given twice").
--
-- Money is integer cents. The invariants the code keeps, and the CHECKs back up:
-- - list_items: contributed + in progress <= quantity (migration 0002);
-- - a payment is recorded at most once: contributions.payment_id is UNIQUE;
-- - lists.wallet_cents = the sum of the list's wallet_movements, never below 0 (0002's CHECK).

-- An anonymous visitor's cart identity: the `ldn_cart` cookie carries a random token, only its
-- SHA-256 is stored (as for sessions), with the XSRF token that visitor must echo.
CREATE TABLE cart_visitors (
  token_hash text PRIMARY KEY,
  xsrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX cart_visitors_expires_idx ON cart_visitors (expires_at);

-- [S3.11] One cart per visitor (`owner_key`: 'c:<customer pk>' or 'v:<visitor token hash>'),
-- bound to one list [S2.31]. The wallet contribution is `contribution_cents` (the special item
-- 01176190 of [S9.4] is how the API shows it).
CREATE TABLE carts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_key text NOT NULL UNIQUE,
  list_id text NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  contributor_name text NOT NULL DEFAULT '' CHECK (char_length(contributor_name) <= 100),
  contributor_email text NOT NULL DEFAULT '' CHECK (char_length(contributor_email) <= 254),
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 1000),
  gift_message text NOT NULL DEFAULT '' CHECK (char_length(gift_message) <= 1000),
  gift_from text NOT NULL DEFAULT '' CHECK (char_length(gift_from) <= 100),
  contribution_cents integer NOT NULL DEFAULT 0
    CHECK (contribution_cents = 0 OR (contribution_cents BETWEEN 500 AND 1000000
      AND contribution_cents % 100 = 0)),
  make_available_to_holder boolean NOT NULL DEFAULT false,
  holder_favorite_store text REFERENCES stores (store_code),
  client_type text NOT NULL DEFAULT 'RELATIVE' CHECK (client_type IN ('HOLDER', 'RELATIVE')),
  transaction_type text NOT NULL DEFAULT 'CMD' CHECK (transaction_type IN ('VAE', 'CMD')),
  delivery_option text NOT NULL DEFAULT 'NONE'
    CHECK (delivery_option IN ('STORE_DELIVERY', 'NONE')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX carts_list_idx ON carts (list_id);

CREATE TABLE cart_entries (
  cart_id bigint NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  code_ax text NOT NULL REFERENCES products (code_ax),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  is_set_aside boolean NOT NULL DEFAULT false,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (cart_id, code_ax)
);

-- An online checkout (design.md §3 "Payments"). PENDING holds the reservation (list_items'
-- quantity_in_progress) until PAID then RECORDED (the contribution exists), or until DECLINED,
-- CANCELLED or EXPIRED release it. `id` is the unguessable id of the payment page.
CREATE TABLE payments (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{32}$'),
  -- The provider's unique reference of the charge: a second "paid" for it changes nothing.
  provider_reference text UNIQUE,
  provider text NOT NULL DEFAULT 'sandbox',
  list_id text NOT NULL REFERENCES lists (id),
  cart_owner_key text,
  customer_pk bigint REFERENCES customers (pk) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'PAID', 'RECORDED', 'DECLINED', 'CANCELLED', 'EXPIRED')),
  products_cents bigint NOT NULL CHECK (products_cents >= 0),
  contribution_cents bigint NOT NULL CHECK (contribution_cents >= 0),
  delivery_fee_cents bigint NOT NULL CHECK (delivery_fee_cents >= 0),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  contributor_name text NOT NULL DEFAULT '',
  contributor_email text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  gift_message text NOT NULL DEFAULT '',
  gift_from text NOT NULL DEFAULT '',
  client_type text NOT NULL CHECK (client_type IN ('HOLDER', 'RELATIVE')),
  delivery_option text NOT NULL CHECK (delivery_option IN ('STORE_DELIVERY', 'NONE')),
  make_available_to_holder boolean NOT NULL DEFAULT false,
  holder_favorite_store text,
  decline_reason text,
  card_last4 text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  recorded_at timestamptz,
  released_at timestamptz,
  CHECK (amount_cents = products_cents + contribution_cents + delivery_fee_cents)
);
CREATE INDEX payments_list_status_idx ON payments (list_id, status);

-- What a payment reserved, frozen at validation (prices included).
CREATE TABLE payment_entries (
  payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  code_ax text NOT NULL REFERENCES products (code_ax),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  PRIMARY KEY (payment_id, code_ax)
);

-- [S3.14] A contribution: items bought for the list and/or a wallet participation.
CREATE TABLE contributions (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 500001) PRIMARY KEY,
  list_id text NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('GIFT', 'SELF_PURCHASE', 'WALLET')),
  source text NOT NULL DEFAULT 'ONLINE' CHECK (source IN ('ONLINE', 'STORE', 'SEED')),
  payment_id text UNIQUE REFERENCES payments (id),
  customer_pk bigint REFERENCES customers (pk) ON DELETE SET NULL,
  contributor_name text NOT NULL DEFAULT '',
  contributor_email text NOT NULL DEFAULT '',
  message text NOT NULL DEFAULT '',
  gift_message text NOT NULL DEFAULT '',
  gift_from text NOT NULL DEFAULT '',
  products_cents bigint NOT NULL CHECK (products_cents >= 0),
  wallet_cents bigint NOT NULL CHECK (wallet_cents >= 0),
  delivery_fee_cents bigint NOT NULL DEFAULT 0 CHECK (delivery_fee_cents >= 0),
  delivery_option text NOT NULL DEFAULT 'NONE',
  status text NOT NULL DEFAULT 'CONFIRMED' CHECK (status IN ('CONFIRMED', 'CANCELLED')),
  -- The wallet part alone was cancelled (cancelWalletContribution), the rest stands.
  wallet_cancelled_at timestamptz,
  cancelled_at timestamptz,
  cancelled_by_pk bigint REFERENCES customers (pk) ON DELETE SET NULL,
  -- [S4.8] Thanked once.
  thanks_message text CHECK (char_length(thanks_message) BETWEEN 1 AND 1000),
  thanked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((thanks_message IS NULL) = (thanked_at IS NULL))
);
CREATE INDEX contributions_list_created_idx ON contributions (list_id, created_at DESC, id DESC);

CREATE TABLE contribution_entries (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 9001) PRIMARY KEY,
  contribution_id bigint NOT NULL REFERENCES contributions (id) ON DELETE CASCADE,
  code_ax text NOT NULL REFERENCES products (code_ax),
  quantity integer NOT NULL CHECK (quantity >= 1),
  unit_price_cents integer NOT NULL CHECK (unit_price_cents >= 0),
  quantity_returned integer NOT NULL DEFAULT 0,
  CHECK (quantity_returned BETWEEN 0 AND quantity),
  UNIQUE (contribution_id, code_ax)
);

-- [S4.8] [S7.33] Returns and cancelled returns, by quantity.
CREATE TABLE contribution_returns (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES contribution_entries (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('RETURN', 'RETURN_CANCELLED')),
  quantity integer NOT NULL CHECK (quantity >= 1),
  by_pk bigint REFERENCES customers (pk) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contribution_returns_entry_idx ON contribution_returns (entry_id, id);

-- [S3.15] Every change of a wallet, signed: lists.wallet_cents is their sum.
CREATE TABLE wallet_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_id text NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  contribution_id bigint REFERENCES contributions (id) ON DELETE SET NULL,
  type text NOT NULL
    CHECK (type IN ('CONTRIBUTION', 'CONTRIBUTION_CANCELLED', 'WALLET_CANCELLED', 'USE')),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  balance_after_cents bigint NOT NULL CHECK (balance_after_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((type = 'CONTRIBUTION') = (amount_cents > 0))
);
CREATE INDEX wallet_movements_list_idx ON wallet_movements (list_id, id);

-- [S2.42] [S4.9] The reward granted at closing, as coupons of at most 50 EUR.
CREATE TABLE reward_coupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  list_id text NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 5000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reward_coupons_list_idx ON reward_coupons (list_id);
