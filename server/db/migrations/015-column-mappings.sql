-- How the admin mapped the columns of a file Locus could not read by itself, remembered per
-- header: the next file with the same header (same columns, same order) imports without
-- asking. Keyed by a hash of the ordered, normalised header list; `mapping` is normalised
-- header -> Locus field (or "ignore").
CREATE TABLE column_mappings (
  header_hash text PRIMARY KEY,
  headers jsonb NOT NULL,
  mapping jsonb NOT NULL,
  updated_by integer REFERENCES admin_users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
