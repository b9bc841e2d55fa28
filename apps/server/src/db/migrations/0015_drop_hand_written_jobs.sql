-- 0015: the hand-written job queue of 0005 is replaced by pg-boss (src/jobs/job-queue.ts), whose
-- tables live in their own `pgboss` schema, created and migrated by pg-boss itself when the server
-- starts. The old table goes, with its index.
--
-- Jobs still unfinished in it are not carried over: pg-boss's tables do not exist yet when the
-- migrations run. A live database is upgraded once the old worker has run its due jobs; what was
-- scheduled later (a digest, the expiry of a pending payment) is then lost.
DROP TABLE jobs;
