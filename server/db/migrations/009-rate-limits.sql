-- Request limits shared by every Locus process: the counters of rate-limiter-flexible's
-- PostgreSQL store (server/services/rate-limit.ts). Made here so the running app needs no
-- CREATE privilege; the library is told the table exists. Its columns are the library's:
-- key is "<limit name>:<client key>", points the attempts counted in the current window,
-- expire the window's end in epoch milliseconds. key is text rather than the library's
-- varchar(255), so no user code is too long to count.
-- Rows of expired windows are deleted by the library's sweep (every 5 minutes, rows that
-- expired over an hour before); the table holds only the keys seen in the last hour or so.
-- UNLOGGED: counting an attempt writes no WAL. A crash or a fail-over to a standby starts
-- every window afresh: at worst a client gets one more allowance.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
