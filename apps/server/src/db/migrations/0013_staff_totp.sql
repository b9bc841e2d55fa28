-- 0013: a second factor at sign-in, an authenticator app's time-based code (TOTP, RFC 6238),
-- required of store staff (SELLER, ACCOUNTANT) in production (ASVS 5.0 V6.3.3;
-- src/identity/totp-store.ts).
--
-- One authenticator per account. Its secret is kept sealed (AES-256-GCM under the identity secret
-- `totp_key`): a copy of the database alone gives no codes. `confirmed_at` is null until the first
-- code is accepted (enrolment); `last_step` is the time step of the last accepted code, so that a
-- code is accepted once (V6.5.1).
CREATE TABLE totp_factors (
  customer_pk bigint PRIMARY KEY REFERENCES customers (pk) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0
);

-- A sign-in whose password was right and that waits for its code, by the provider's interaction
-- (bound to one browser by the provider's signed cookie). Wrong codes are counted; the row ends
-- with the interaction's code, at 5 wrong codes, or when it expires (10 minutes).
CREATE TABLE sign_in_second_steps (
  interaction_uid text PRIMARY KEY,
  customer_pk bigint NOT NULL REFERENCES customers (pk) ON DELETE CASCADE,
  failures integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_second_steps_expires_at ON sign_in_second_steps (expires_at);
