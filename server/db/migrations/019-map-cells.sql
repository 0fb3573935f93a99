-- The map's clusters, pre-aggregated: for each Web Mercator tile level from
-- map_cells_first_level() to map_cells_top_level(), the businesses of each cell with
-- coordinates (count, sums of their coordinates for the mean position, and the business
-- itself when it is alone). Cell x of a level counts 2^level cells eastwards from -180°,
-- y southwards from +85.0511° (the Mercator edge; latitudes beyond it fall in the first or
-- last row). Both are the floor of the same fraction times a power of two, so a cell holds
-- exactly its four children.
--
-- Kept exact by statement-level triggers over the transition tables, one grouped upsert
-- per statement whatever its size (decision 012); map_cells_rebuild() fills the table
-- from scratch where triggers were off (a restored backup).

-- Coarser levels are sums of at most 4,096 cells of the first one, read as needed: every
-- write locks its cells until it commits, and a cell of the first level is a region
-- (about 600 km across), not a quarter of the world.
CREATE FUNCTION map_cells_first_level() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN 6;
-- Finer levels are grouped on the fly from the geo index: a screen at those zooms holds few
-- businesses, and every level kept costs each write.
CREATE FUNCTION map_cells_top_level() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN 16;

-- Not STRICT, so the planner inlines them into the queries (least and greatest are not
-- strict); callers pass coordinates that are not null.
-- Fraction of the world's width east of -180°, 0..1.
CREATE FUNCTION map_x(lng double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (lng + 180) / 360;

-- Fraction of the Mercator square's height south of its top edge, 0..1.
CREATE FUNCTION map_y(lat double precision) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN 0.5 - asinh(tan(radians(greatest(-85.0511287798066, least(85.0511287798066, lat))))) / (2 * pi());

-- The cell of a fraction at a level: 0 .. 2^level - 1.
CREATE FUNCTION map_cell(fraction double precision, level integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN least(greatest(floor(fraction * (1 << level)), 0), (1 << level) - 1)::integer;

CREATE TABLE map_cells (
  level    smallint NOT NULL,
  x        integer NOT NULL,
  y        integer NOT NULL,
  count    integer NOT NULL,
  lat_sum  double precision NOT NULL,
  lng_sum  double precision NOT NULL,
  -- the business, when it is the cell's only one
  one_id   integer,
  PRIMARY KEY (level, x, y)
) WITH (fillfactor = 90);
-- Column strips of a box are read through the primary key, row strips through this one.
CREATE INDEX map_cells_rows_idx ON map_cells (level, y, x);

-- The one business of a cell that is down to one after removals: a lookup in the cell's
-- box through the geo index (a Mercator cell is a longitude-latitude rectangle), widened
-- a little and checked with the cell functions themselves so rounding cannot disagree.
CREATE FUNCTION map_cell_sole_id(p_level integer, p_x integer, p_y integer) RETURNS integer
  LANGUAGE sql STABLE AS $$
    SELECT b.id FROM businesses b
     WHERE b.geo <@ box(
             point(p_x::float8 / (1 << p_level) * 360 - 180 - 1e-9,
                   CASE WHEN p_y = (1 << p_level) - 1 THEN -90
                        ELSE degrees(atan(sinh(pi() * (1 - 2 * (p_y + 1)::float8 / (1 << p_level))))) - 1e-9 END),
             point((p_x + 1)::float8 / (1 << p_level) * 360 - 180 + 1e-9,
                   CASE WHEN p_y = 0 THEN 90
                        ELSE degrees(atan(sinh(pi() * (1 - 2 * p_y::float8 / (1 << p_level))))) + 1e-9 END))
       AND map_cell(map_x(b.longitude), p_level) = p_x
       AND map_cell(map_y(b.latitude), p_level) = p_y
     LIMIT 1
  $$;

-- Adds (sign 1) and removes (sign -1) businesses at these coordinates, at every level;
-- a cell that reaches 0 is deleted. Cells are upserted in (level, x, y) order, which keeps
-- two single statements from deadlocking; a transaction of several statements (an import's
-- update, then its insert) could still meet another one the other way round. So one
-- transaction at a time keeps the cells, from its first write of coordinates to its end (an
-- advisory lock): writers with coordinates queue behind a running import's commit.
CREATE FUNCTION map_cells_apply(ids integer[], lats double precision[], lngs double precision[], signs integer[])
  -- Room to group and sort a large import's cells in memory.
  RETURNS void LANGUAGE plpgsql SET work_mem = '64MB' AS $$
DECLARE
  top integer := map_cells_top_level();
  gone_level smallint[]; gone_x integer[]; gone_y integer[];
  lone_level smallint[]; lone_x integer[]; lone_y integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('locus:map-cells'));
  WITH changes AS MATERIALIZED (
    SELECT c.id, c.lat, c.lng, c.sign,
           map_cell(map_x(c.lng), top) AS top_x, map_cell(map_y(c.lat), top) AS top_y
      FROM unnest(ids, lats, lngs, signs) AS c(id, lat, lng, sign)
  ), deltas AS (
    SELECT l.level::smallint AS level, ch.top_x >> (top - l.level) AS x, ch.top_y >> (top - l.level) AS y,
           sum(ch.sign)::integer AS count, sum(ch.sign * ch.lat) AS lat_sum, sum(ch.sign * ch.lng) AS lng_sum,
           -- the one business added to the cell; it is the survivor when the cell ends with one
           CASE WHEN count(*) FILTER (WHERE ch.sign > 0) = 1 THEN max(ch.id) FILTER (WHERE ch.sign > 0) END AS added_id
      FROM changes ch CROSS JOIN generate_series(map_cells_first_level(), top) AS l(level)
     GROUP BY 1, 2, 3
  ), applied AS (
    INSERT INTO map_cells AS m (level, x, y, count, lat_sum, lng_sum, one_id)
    SELECT d.level, d.x, d.y, d.count, d.lat_sum, d.lng_sum, d.added_id FROM deltas d
     ORDER BY d.level, d.x, d.y
    ON CONFLICT (level, x, y) DO UPDATE SET
      count = m.count + EXCLUDED.count,
      lat_sum = m.lat_sum + EXCLUDED.lat_sum,
      lng_sum = m.lng_sum + EXCLUDED.lng_sum,
      -- Down to one: the business added (all others left), else found below.
      one_id = CASE WHEN m.count + EXCLUDED.count = 1 THEN EXCLUDED.one_id END
    RETURNING m.level, m.x, m.y, m.count, m.one_id
  )
  SELECT array_agg(a.level) FILTER (WHERE a.count <= 0), array_agg(a.x) FILTER (WHERE a.count <= 0),
         array_agg(a.y) FILTER (WHERE a.count <= 0),
         array_agg(a.level) FILTER (WHERE a.count = 1 AND a.one_id IS NULL),
         array_agg(a.x) FILTER (WHERE a.count = 1 AND a.one_id IS NULL),
         array_agg(a.y) FILTER (WHERE a.count = 1 AND a.one_id IS NULL)
    INTO gone_level, gone_x, gone_y, lone_level, lone_x, lone_y
    FROM applied a;

  IF gone_level IS NOT NULL THEN
    DELETE FROM map_cells m USING unnest(gone_level, gone_x, gone_y) AS g(level, x, y)
     WHERE m.level = g.level AND m.x = g.x AND m.y = g.y;
  END IF;
  IF lone_level IS NOT NULL THEN
    UPDATE map_cells m SET one_id = map_cell_sole_id(m.level, m.x, m.y)
      FROM unnest(lone_level, lone_x, lone_y) AS s(level, x, y)
     WHERE m.level = s.level AND m.x = s.x AND m.y = s.y;
  END IF;
END $$;

CREATE FUNCTION map_cells_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[]; lats double precision[]; lngs double precision[]; signs integer[];
BEGIN
  SELECT array_agg(id), array_agg(latitude), array_agg(longitude), array_agg(1)
    INTO ids, lats, lngs, signs
    FROM new_rows WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
  IF ids IS NOT NULL THEN PERFORM map_cells_apply(ids, lats, lngs, signs); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION map_cells_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[]; lats double precision[]; lngs double precision[]; signs integer[];
BEGIN
  SELECT array_agg(id), array_agg(latitude), array_agg(longitude), array_agg(-1)
    INTO ids, lats, lngs, signs
    FROM old_rows WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
  IF ids IS NOT NULL THEN PERFORM map_cells_apply(ids, lats, lngs, signs); END IF;
  RETURN NULL;
END $$;

-- Only rows whose coordinates changed count (a trigger with transition tables cannot be
-- limited to UPDATE OF latitude, longitude): the old place removed, the new one added.
CREATE FUNCTION map_cells_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[]; lats double precision[]; lngs double precision[]; signs integer[];
BEGIN
  WITH moved AS (
    SELECT o.id AS old_id, o.latitude AS old_lat, o.longitude AS old_lng,
           n.id AS new_id, n.latitude AS new_lat, n.longitude AS new_lng
      FROM old_rows o FULL JOIN new_rows n ON n.id = o.id
     WHERE (o.latitude, o.longitude) IS DISTINCT FROM (n.latitude, n.longitude)
  ), changes AS (
    SELECT old_id AS id, old_lat AS lat, old_lng AS lng, -1 AS sign FROM moved
     WHERE old_lat IS NOT NULL AND old_lng IS NOT NULL
    UNION ALL
    SELECT new_id, new_lat, new_lng, 1 FROM moved
     WHERE new_lat IS NOT NULL AND new_lng IS NOT NULL
  )
  SELECT array_agg(id), array_agg(lat), array_agg(lng), array_agg(sign)
    INTO ids, lats, lngs, signs FROM changes;
  IF ids IS NOT NULL THEN PERFORM map_cells_apply(ids, lats, lngs, signs); END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION map_cells_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE map_cells;
  RETURN NULL;
END $$;

CREATE TRIGGER businesses_map_cells_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_insert();
CREATE TRIGGER businesses_map_cells_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_delete();
CREATE TRIGGER businesses_map_cells_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_update();
CREATE TRIGGER businesses_map_cells_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION map_cells_after_truncate();

-- Every cell again from the businesses: after writes made with triggers off.
CREATE FUNCTION map_cells_rebuild() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
DECLARE
  top integer := map_cells_top_level();
BEGIN
  TRUNCATE map_cells;
  INSERT INTO map_cells (level, x, y, count, lat_sum, lng_sum, one_id)
  SELECT l.level, b.top_x >> (top - l.level), b.top_y >> (top - l.level),
         count(*), sum(b.latitude), sum(b.longitude), CASE WHEN count(*) = 1 THEN min(b.id) END
    FROM (SELECT id, latitude, longitude,
                 map_cell(map_x(longitude), top) AS top_x, map_cell(map_y(latitude), top) AS top_y
            FROM businesses WHERE latitude IS NOT NULL AND longitude IS NOT NULL) b
   CROSS JOIN generate_series(map_cells_first_level(), top) AS l(level)
   GROUP BY 1, 2, 3
   ORDER BY 1, 2, 3;
END $$;

SELECT map_cells_rebuild();
ANALYZE map_cells;
