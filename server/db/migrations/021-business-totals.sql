-- The catalogue's totals (businesses, verified ones, rated ones with the sum of their
-- ratings, reviews), kept so the site's stats and the count of every business are read,
-- not computed: at a million businesses the scan they replace took 0.7–2 s and, on a busy
-- or freshly started server, ran past the statement timeout, so the home page and
-- /api/businesses/stats failed until one scan finished in time.
--
-- Kept exact by statement-level triggers over the transition tables, like the facets'
-- business counts (decision 001): one aggregate per statement whatever its size. The rows
-- are changes, not totals: the totals are the sums of the columns. A statement that changes
-- a total appends its change and then folds the rows into one once they are more than a
-- few, leaving alone the rows another open transaction is folding (SKIP LOCKED). So no
-- writer ever waits on another for the totals: marking a business verified while an import
-- runs does not wait for the import to commit. business_totals_rebuild() computes them from
-- scratch where triggers were off (a restored backup).
CREATE TABLE business_totals (
  businesses  bigint NOT NULL,
  verified    bigint NOT NULL,
  rated       bigint NOT NULL,
  rating_sum  numeric NOT NULL,
  reviews     bigint NOT NULL
);

-- Rows kept before a change folds them: adding up a few costs a reader nothing.
CREATE FUNCTION business_totals_rows_kept() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN 4;

-- A business counts as rated with a rating above 0, as the stats' average has always read it.
CREATE FUNCTION business_totals_add(
  d_businesses numeric, d_verified numeric, d_rated numeric, d_rating_sum numeric, d_reviews numeric
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF d_businesses = 0 AND d_verified = 0 AND d_rated = 0 AND d_rating_sum = 0 AND d_reviews = 0 THEN RETURN; END IF;
  INSERT INTO business_totals VALUES (d_businesses, d_verified, d_rated, d_rating_sum, d_reviews);
  IF (SELECT count(*) FROM business_totals) <= business_totals_rows_kept() THEN RETURN; END IF;
  WITH folded AS (
    DELETE FROM business_totals t
     WHERE t.ctid IN (SELECT ctid FROM business_totals FOR UPDATE SKIP LOCKED)
    RETURNING t.*
  )
  INSERT INTO business_totals
  SELECT sum(businesses), sum(verified), sum(rated), sum(rating_sum), sum(reviews) FROM folded HAVING count(*) > 0;
END $$;

CREATE FUNCTION business_totals_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_totals_add(count(*), count(*) FILTER (WHERE is_verified),
    count(*) FILTER (WHERE rating > 0), coalesce(sum(rating) FILTER (WHERE rating > 0), 0),
    coalesce(sum(review_count), 0))
  FROM new_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION business_totals_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_totals_add(-count(*), -count(*) FILTER (WHERE is_verified),
    -count(*) FILTER (WHERE rating > 0), -coalesce(sum(rating) FILTER (WHERE rating > 0), 0),
    -coalesce(sum(review_count), 0))
  FROM old_rows;
  RETURN NULL;
END $$;

-- The new rows' totals less the old ones': zero for an update that changes none of them.
CREATE FUNCTION business_totals_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM business_totals_add(0, sum(verified), sum(rated), sum(rating_sum), sum(reviews))
  FROM (
    SELECT count(*) FILTER (WHERE is_verified) AS verified, count(*) FILTER (WHERE rating > 0) AS rated,
           coalesce(sum(rating) FILTER (WHERE rating > 0), 0) AS rating_sum, coalesce(sum(review_count), 0) AS reviews
      FROM new_rows
    UNION ALL
    SELECT -count(*) FILTER (WHERE is_verified), -count(*) FILTER (WHERE rating > 0),
           -coalesce(sum(rating) FILTER (WHERE rating > 0), 0), -coalesce(sum(review_count), 0)
      FROM old_rows
  ) change;
  RETURN NULL;
END $$;

CREATE FUNCTION business_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE business_totals;
  INSERT INTO business_totals
  SELECT count(*), count(*) FILTER (WHERE is_verified), count(*) FILTER (WHERE rating > 0),
         coalesce(sum(rating) FILTER (WHERE rating > 0), 0), coalesce(sum(review_count), 0)
    FROM businesses;
END $$;

CREATE FUNCTION business_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE business_totals;
  RETURN NULL;
END $$;

CREATE TRIGGER businesses_totals_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_totals_after_insert();
CREATE TRIGGER businesses_totals_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION business_totals_after_delete();
CREATE TRIGGER businesses_totals_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION business_totals_after_update();
CREATE TRIGGER businesses_totals_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION business_totals_after_truncate();

SELECT business_totals_rebuild();
