-- 0005: the job queue and the mail outbox (design.md §3 "E-mail" and "Scale-out").
--
-- Background work lives in PostgreSQL, not in memory, so it survives restarts and is shared by
-- every instance: workers take due jobs with SELECT ... FOR UPDATE SKIP LOCKED and hold them
-- with a lease (`locked_until`); a worker that dies leaves a lease that runs out, and another
-- worker takes the job again.

CREATE TABLE jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What to do ('mail.send', ...): the worker runs the handler registered under this name.
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- Not before this instant: the first run, then each retry after its back-off.
  run_at timestamptz NOT NULL DEFAULT now(),
  -- Runs started so far (counted when a worker takes the job, so a crash counts too).
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts BETWEEN 1 AND 100),
  -- The worker running it and the end of its lease; both null when nobody runs it.
  locked_by text,
  locked_until timestamptz,
  last_error text,
  -- Finished: done, or given up after max_attempts.
  done_at timestamptz,
  failed_at timestamptz,
  -- The same piece of work is never queued twice (a retried request, a digest of one period):
  -- the insert of a second job with this key does nothing.
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (done_at IS NULL OR failed_at IS NULL)
);
-- The workers' question: the unfinished jobs, by due time.
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE done_at IS NULL AND failed_at IS NULL;

-- Every e-mail the platform sends, written in the transaction of what causes it (a share, a
-- contribution, a digest) together with the job that delivers it: a mail is never lost when the
-- change commits, and never sent when it rolls back.
CREATE TABLE outbox_mails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Why it is sent ('share-list', ...): rate limits and the development mail page read it.
  kind text NOT NULL CHECK (kind ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  to_address text NOT NULL CHECK (char_length(to_address) BETWEEN 3 AND 254),
  subject text NOT NULL CHECK (char_length(subject) BETWEEN 1 AND 300),
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- The list it is about, if any; the mail stays (for the record) when the list is deleted.
  list_id text REFERENCES lists (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'QUEUED' CHECK (status IN ('QUEUED', 'SENT', 'FAILED')),
  -- The Message-ID the transport gave it (SMTP, or the local capture).
  transport_message_id text,
  last_error text,
  -- The same mail is never written twice (see jobs.dedupe_key).
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_mails_list_kind_created_idx ON outbox_mails (list_id, kind, created_at)
  WHERE list_id IS NOT NULL;
CREATE INDEX outbox_mails_created_idx ON outbox_mails (created_at DESC, id DESC);
CREATE INDEX outbox_mails_to_idx ON outbox_mails (lower(to_address));
