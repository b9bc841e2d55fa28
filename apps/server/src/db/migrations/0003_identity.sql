-- 0003: the embedded OpenID Connect provider (design.md §3 "Identity").
--
-- Everything the provider and the backend-for-frontend keep lives here rather than in memory, so
-- several instances behind a load balancer share sign-ins, keys and throttling.

-- oidc-provider's models (Session, Interaction, AuthorizationCode, AccessToken, RefreshToken,
-- Grant, ...), one row per (kind, id), as its adapter interface stores them: the payload as
-- given, plus the columns its look-ups need. A row past `expires_at` no longer exists for the
-- provider; expired rows are purged from time to time.
CREATE TABLE oidc_payloads (
  kind text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  consumed_at timestamptz,
  expires_at timestamptz,
  PRIMARY KEY (kind, id)
);
CREATE INDEX oidc_payloads_grant_id_idx ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid_idx ON oidc_payloads (kind, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code_idx ON oidc_payloads (kind, user_code)
  WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_at_idx ON oidc_payloads (expires_at);

-- Secrets generated at the first start and shared by every instance: the provider's signing
-- keys (JWKS) and cookie keys, the client secret of the application, the key that encrypts the
-- sign-in state cookie and the one that signs the forms of the sign-in pages. The first instance
-- to insert a name wins (INSERT ... ON CONFLICT DO NOTHING), the others read its value.
CREATE TABLE identity_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins per e-mail address (known or not, so the answer reveals nothing): after too
-- many failures in a window, the address is locked for a while, whatever the password.
CREATE TABLE sign_in_failures (
  uid citext PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 1),
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);
