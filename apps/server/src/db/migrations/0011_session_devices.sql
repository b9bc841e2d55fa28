-- 0011: ASVS V7.5.2, the signed-in customer sees and ends his own sessions (Parameters, "Appareils
-- connectés"; src/modules/account-security).
--
-- `id` names a session to its owner without revealing its key: the primary key is the hash of the
-- cookie token, which binds the XSRF token and must never leave the server. `user_agent` is the
-- browser's User-Agent at sign-in (capped at 512 characters by the application), from which the
-- server shows a short summary ('Chrome sur Android'); sessions opened before this migration have
-- none.
ALTER TABLE sessions ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE sessions ADD CONSTRAINT sessions_id_key UNIQUE (id);
ALTER TABLE sessions ADD COLUMN user_agent text;
