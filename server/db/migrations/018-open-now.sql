-- The Open Now filter of the list. Whether a business is open is read from its hours text
-- by the TypeScript parser the Open Now badge uses (app/lib/hours.ts), which SQL cannot run.
-- So every write stores what the parser read, in a form SQL can match: `open_minutes`, the
-- week's open minutes counted from Monday 00:00 in the business's own time, and `open_zone`,
-- the zone that time is read in (the stored time_zone when valid, else UTC, as the badge).
-- A list then asks, for each zone, whether that zone's current minute of the week lies in
-- `open_minutes` (open-now-clause.ts). Closed statuses are read at query
-- time, so a business keeps its hours while closed for a while.
--
-- Adding nullable columns without a default rewrites nothing. NULL means "not computed yet":
-- the start-up step fills existing rows in short batches (fill-open-hours.ts), through
-- businesses_open_unfilled_idx, which is empty once they are.
ALTER TABLE businesses ADD COLUMN open_minutes int4multirange, ADD COLUMN open_zone text;

SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX businesses_open_unfilled_idx ON businesses (id) WHERE open_minutes IS NULL OR open_zone IS NULL;
-- Open Now over the whole directory (or with filters that leave most of it) is counted from this
-- index alone, without reading the table; it also lists the zones in use (one probe per zone).
CREATE INDEX businesses_open_now_idx ON businesses (open_zone) INCLUDE (open_minutes)
  WHERE business_status NOT IN ('CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY');
-- Open Now within a category: categories are large (tens of thousands at a million businesses),
-- and this counts one from the index instead of from its rows.
CREATE INDEX businesses_category_open_idx ON businesses (category_id) INCLUDE (open_zone, open_minutes)
  WHERE business_status NOT IN ('CLOSED_TEMPORARILY', 'CLOSED_PERMANENTLY');
