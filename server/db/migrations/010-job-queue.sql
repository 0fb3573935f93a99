-- Background work (imports, URL-indexing walks, backups, restores, sitemap refreshes) runs
-- on a PostgreSQL job queue (pg-boss, in its own schema `pgboss`), so any process may run
-- any job. The `jobs` rows stay the record the screens read; what every process must agree
-- on lives here.

-- Jobs a process of the previous version left behind ended with it.
UPDATE jobs
   SET status = 'failed',
       finished_at = now(),
       error = CASE kind
         WHEN 'import' THEN 'Sunucu yeniden başladığı için içe aktarma yarıda kaldı; veritabanında hiçbir değişiklik yapılmadı.'
         WHEN 'url-indexing' THEN 'Sunucu yeniden başladığı için otomatik gönderim yarıda kaldı.'
         ELSE 'Sunucu yeniden başladığı için iş yarıda kaldı.'
       END,
       result = CASE kind WHEN 'import' THEN '{"errorStatus": 500}'::jsonb ELSE result END
 WHERE status IN ('queued', 'running');

ALTER TABLE jobs
  -- The queue's job that runs this row (pg-boss id), to cancel or fail it from any process.
  ADD COLUMN queue_job_id uuid,
  -- What a running job last reported beyond done/total (an import's phase, a walk's tally).
  ADD COLUMN progress jsonb,
  -- Set by a cancel sent to any process; the running process sees it within a second.
  ADD COLUMN cancel_requested_at timestamptz;

-- Job rows are the server's own history, not directory data: backups leave them out and a
-- restore keeps them (the restore's own row among them). The reference to the account
-- would make a restore's TRUNCATE of admin_users cascade into them, so it goes; the id
-- is still kept as who started the job.
ALTER TABLE jobs DROP CONSTRAINT IF EXISTS jobs_created_by_fkey;

-- One import at a time, and never an import beside a restore (each replaces what the other
-- writes), across every process: a second one fails to insert its row.
CREATE UNIQUE INDEX jobs_one_catalogue_writer ON jobs ((true))
  WHERE kind IN ('import', 'restore') AND status IN ('queued', 'running');
-- One URL-indexing walk at a time.
CREATE UNIQUE INDEX jobs_one_walk ON jobs ((true))
  WHERE kind = 'url-indexing' AND status IN ('queued', 'running');
-- The dead-runner sweep reads the unfinished rows every few seconds in every process.
CREATE INDEX jobs_unfinished_idx ON jobs (status) WHERE status IN ('queued', 'running');
