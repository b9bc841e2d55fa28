-- 0014: a mail that carries a one-time secret (the password reset's link) keeps its bodies in the
-- outbox only until it is delivered through SMTP; then they are replaced by a note, so a copy of
-- the database (a backup, a support query) holds no link that still opens an account
-- (src/modules/mail/outbox.ts). Without SMTP the outbox is the development mailbox and keeps them.
ALTER TABLE outbox_mails ADD COLUMN holds_secret boolean NOT NULL DEFAULT false;
