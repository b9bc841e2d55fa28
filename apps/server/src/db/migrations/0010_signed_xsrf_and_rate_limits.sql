-- 0010: issue 9 point 6.
--
-- XSRF tokens become signed double-submit tokens: an HMAC bound to the session or to the
-- anonymous cart (src/auth/xsrf-token.ts, key identity_secrets.xsrf_key), checked without a
-- look-up. The stored per-session tokens go; a browser holding one gets a signed token on its
-- next request.
ALTER TABLE sessions DROP COLUMN xsrf_token;
ALTER TABLE cart_visitors DROP COLUMN xsrf_token;

-- Requests per client address and action in a fixed window (src/identity/client-rate-limit.ts):
-- sign-ups and sign-in attempts. In the database, so the limits hold across restarts and across
-- instances behind a load balancer.
CREATE TABLE rate_limit_hits (
  action text NOT NULL,
  client_key text NOT NULL,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (action, client_key)
);
