-- Spreadsheet imports: the key that recognises a place without Google ids, and the full
-- list of row problems of each import (the result carries only the first hundred).

-- One part of the key: folded like every other comparison in Locus, runs of spaces and
-- ASCII punctuation collapsed, so "Café Roma, Via Roma 1" and "cafe roma via roma 1" agree.
CREATE FUNCTION locus_match_part(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN btrim(regexp_replace(locus_fold(coalesce(value, '')), '[[:space:][:punct:]]+', ' ', 'g'));

CREATE FUNCTION locus_match_key(p_name text, p_address text, p_city text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN locus_match_part(p_name) || '|' || locus_match_part(p_address) || '|' || locus_match_part(p_city);

CREATE INDEX businesses_match_key_idx ON businesses (locus_match_key(name, address, city));

-- Rows arrive in file order, so id order is row order.
CREATE TABLE import_errors (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  job_id       integer NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
  row_number   integer NOT NULL,
  column_name  text NOT NULL,
  message      text NOT NULL
);
CREATE INDEX import_errors_job_idx ON import_errors (job_id, id);
