-- 0012: "Mot de passe oublié" (ASVS 5.0 V6.4.3; [S5.13] staff-created accounts get a random
-- password, a reset gives their owner a way in).
--
-- One pending reset per account (src/identity/password-reset-store.ts): a new request replaces
-- the row, so an earlier link stops working and the table never holds more than one row per
-- account. Only the SHA-256 of the token is kept (the token itself is 32 random bytes, sent by
-- mail); `used_at` makes it single use, `expires_at` (20 minutes after the request) bounds it.
CREATE TABLE password_resets (
  customer_pk bigint PRIMARY KEY REFERENCES customers (pk) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
