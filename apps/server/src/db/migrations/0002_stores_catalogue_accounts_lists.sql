-- 0002: stores, the product catalogue, customer accounts, birth lists and their items.
--
-- Money is integer cents. Wire values of statuses are the domain's (@ldn/domain): list status
-- DRAFT / VALIDATED / CLOSED, availability AVAILABLE / UNAVAILABLE / PERMANENTLY_OUT_OF_STOCK,
-- notification frequency DAILY / WEEKLY / NEVER.

-- [S3.16] Stores, with their position for "closest stores" [S7.47].
CREATE TABLE stores (
  store_code text PRIMARY KEY CHECK (store_code ~ '^[0-9A-Z]{2,10}$'),
  name text NOT NULL,
  address text NOT NULL,
  postal_code text NOT NULL CHECK (postal_code ~ '^[0-9]{5}$'),
  city text NOT NULL,
  latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  -- [S1.5] WINSHOP (main) or CEGID (alternate point-of-sale system).
  pos_system_name text NOT NULL,
  -- [S7.40] The store can deliver a relative's gifts to the parents.
  is_liv_mag_eligible boolean NOT NULL DEFAULT true
);

-- French postal codes to positions, for distances from a customer's postal code [S7.47].
CREATE TABLE postal_codes (
  postal_code text PRIMARY KEY CHECK (postal_code ~ '^[0-9]{5}$'),
  city text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);

-- [S3.7] [S3.17] The catalogue. `code_ax` is the product code of the routes (8 digits).
CREATE TABLE products (
  code_ax text PRIMARY KEY CHECK (code_ax ~ '^[0-9]{8}$'),
  code_as400 text NOT NULL UNIQUE,
  name text NOT NULL,
  brand text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- [S3.8] bedroom, outings, travels, meals, toilet, look, awakening or autres.
  category text NOT NULL,
  -- The product family (variants of one model share it) [S3.17] sf:variants.
  model_code text NOT NULL,
  size text,
  color text,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  recommended_price_cents integer CHECK (recommended_price_cents >= 0),
  availability text NOT NULL DEFAULT 'AVAILABLE'
    CHECK (availability IN ('AVAILABLE', 'UNAVAILABLE', 'PERMANENTLY_OUT_OF_STOCK')),
  is_bundle boolean NOT NULL DEFAULT false,
  can_add_to_ldn boolean NOT NULL DEFAULT true,
  popularity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_category_idx ON products (category);
CREATE INDEX products_model_code_idx ON products (model_code);

-- [S3.1] Customer accounts, staff included (roles SELLER / ACCOUNTANT with a store).
CREATE TABLE customers (
  pk bigint GENERATED ALWAYS AS IDENTITY (START WITH 8796093022208) PRIMARY KEY,
  uid citext NOT NULL UNIQUE,
  password_hash text NOT NULL,
  title_code text CHECK (title_code IN ('mr', 'mrs')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  -- ISO 3166 alpha-2; NULL until the customer confirms where they live [S5.12].
  country text CHECK (country ~ '^[A-Z]{2}$'),
  roles text[] NOT NULL DEFAULT '{}',
  store_code text REFERENCES stores (store_code),
  favorite_store_code text REFERENCES stores (store_code),
  notification_frequency text NOT NULL DEFAULT 'WEEKLY'
    CHECK (notification_frequency IN ('DAILY', 'WEEKLY', 'NEVER')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- [S3.3] [S3.4] Birth lists. `id` is the unguessable public id of the URLs; `number` the
-- human reference shown to staff and relatives.
CREATE TABLE lists (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]{8,32}$'),
  number bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) UNIQUE,
  company text NOT NULL DEFAULT 'aufr',
  owner_pk bigint NOT NULL REFERENCES customers (pk),
  status text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'VALIDATED', 'CLOSED')),
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
  child_first_name text NOT NULL DEFAULT '',
  child_birthday date,
  welcome_message text NOT NULL DEFAULT '' CHECK (char_length(welcome_message) <= 1000),
  owner_first_name text NOT NULL,
  owner_last_name text NOT NULL,
  owner_phone text NOT NULL DEFAULT '',
  owner_mail text NOT NULL,
  co_owner_first_name text NOT NULL DEFAULT '',
  co_owner_last_name text NOT NULL DEFAULT '',
  co_owner_mail text NOT NULL DEFAULT '',
  notification_frequency text NOT NULL DEFAULT 'WEEKLY'
    CHECK (notification_frequency IN ('DAILY', 'WEEKLY', 'NEVER')),
  -- [S3.18] img1 .. img10
  number_image text NOT NULL DEFAULT 'img1' CHECK (number_image ~ '^img([1-9]|10)$'),
  is_baby_name_hidden boolean NOT NULL DEFAULT false,
  is_baby_birthday_hidden boolean NOT NULL DEFAULT false,
  -- Confidentiality: a private list is shown only to those who have its link.
  is_private boolean NOT NULL DEFAULT false,
  is_searchable boolean NOT NULL DEFAULT true,
  is_gift_delivered boolean NOT NULL DEFAULT false,
  is_pickup_store_allowed boolean NOT NULL DEFAULT false,
  contact_store_code text REFERENCES stores (store_code),
  is_default boolean NOT NULL DEFAULT false,
  wallet_cents bigint NOT NULL DEFAULT 0 CHECK (wallet_cents >= 0),
  wallet_total_cents bigint NOT NULL DEFAULT 0 CHECK (wallet_total_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz,
  closed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lists_owner_idx ON lists (owner_pk);
-- One default list per owner.
CREATE UNIQUE INDEX lists_one_default_per_owner ON lists (owner_pk) WHERE is_default;

-- [S3.7] The items of a list. The CHECK is the last line of defence of "a gift is never given
-- twice": gifted plus in-progress units never exceed the wanted quantity.
CREATE TABLE list_items (
  list_id text NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
  code_ax text NOT NULL REFERENCES products (code_ax),
  quantity integer NOT NULL CHECK (quantity >= 1),
  quantity_contributed integer NOT NULL DEFAULT 0 CHECK (quantity_contributed >= 0),
  quantity_in_progress integer NOT NULL DEFAULT 0 CHECK (quantity_in_progress >= 0),
  message text NOT NULL DEFAULT '' CHECK (char_length(message) <= 255),
  priority boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, code_ax),
  CHECK (quantity_contributed + quantity_in_progress <= quantity)
);

-- Browser sessions of the backend-for-frontend. The cookie carries a random token; only its
-- SHA-256 is stored, so a leaked table opens no session. `access_expires_at` is the short-lived
-- access that POST /user/getCodeToken renews while the session itself (`expires_at`) lasts.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  customer_pk bigint NOT NULL REFERENCES customers (pk) ON DELETE CASCADE,
  xsrf_token text NOT NULL,
  access_expires_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Tokens of the OpenID provider, to refresh the access and to log out there.
  id_token text,
  refresh_token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_customer_idx ON sessions (customer_pk);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);
