-- URL indexing: Google's daily quota is counted from the submission log, and
-- the automatic walk logs a row per business page, so the log grows large;
-- the count must not scan every IndexNow row of the last day to find Google's.
CREATE INDEX url_submissions_engine_created_idx ON url_submissions (engine, created_at DESC);
