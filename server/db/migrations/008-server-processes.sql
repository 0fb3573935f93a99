-- The running Locus processes (every worker on every machine), so the dashboard's
-- uptime and error rate cover the whole site and not the one process that happens to
-- answer. Each process writes its row at start, its totals and last_seen_at every few
-- seconds, and stopped_at when it shuts down cleanly. A row whose last_seen_at is
-- old and stopped_at empty is a process that died. Timestamps come from the database
-- clock only, so machines with skewed clocks still agree. A handful of rows: no index.
CREATE TABLE server_processes (
  id            uuid PRIMARY KEY,
  hostname      text NOT NULL,
  pid           integer NOT NULL,
  started_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  stopped_at    timestamptz,
  -- answers sent since started_at, health probes excepted
  requests      bigint NOT NULL DEFAULT 0,
  -- of which 5xx
  server_errors bigint NOT NULL DEFAULT 0
);
