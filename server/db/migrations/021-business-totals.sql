-- The catalogue's totals (businesses, verified ones, rated ones with the sum of their
-- ratings, reviews), kept in one row so the site's stats and the count of every business
-- are read, not computed: at a million businesses the scan they replace took 0.7–2 s and,
-- on a busy or freshly started server, ran past the statement timeout, so the home page
-- and /api/businesses/stats failed until one scan finished in time.
--
-- Kept exact by statement-level triggers over the transition tables, like the facets'
-- business counts (decision 001): one aggregate per statement whatever its size. The row
-- is written only when a total changes, so the many updates that touch neither a rating
-- nor a review count nor the verified mark never wait on it. business_totals_rebuild()
-- computes it from scratch where triggers were off (a restored backup).
CREATE TABLE business_totals (
  one         boolean PRIMARY KEY DEFAULT true CHECK (one),
  businesses  bigint NOT NULL,
  verified    bigint NOT NULL,
  rated       bigint NOT NULL,
  rating_sum  numeric NOT NULL,
  reviews     bigint NOT NULL
);

-- A business counts as rated with a rating above 0, as the stats' average has always read it.
CREATE FUNCTION business_totals_add(
  d_businesses numeric, d_verified numeric, d_rated numeric, d_rating_sum numeric, d_reviews numeric
) RETURNS void LANGUAGE sql AS $$
  UPDATE business_totals SET
    businesses = businesses + d_businesses,
    verified = verified + d_verified,
    rated = rated + d_rated,
    rating_sum = rating_sum + d_rating_sum,
    reviews = reviews + d_reviews
  WHERE d_businesses <> 0 OR d_verified <> 0 OR d_rated <> 0 OR d_rating_sum <> 0 OR d_reviews <> 0
$$;

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

CREATE FUNCTION business_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO business_totals (businesses, verified, rated, rating_sum, reviews)
  SELECT count(*), count(*) FILTER (WHERE is_verified), count(*) FILTER (WHERE rating > 0),
         coalesce(sum(rating) FILTER (WHERE rating > 0), 0), coalesce(sum(review_count), 0)
    FROM businesses
  ON CONFLICT (one) DO UPDATE SET
    businesses = EXCLUDED.businesses, verified = EXCLUDED.verified, rated = EXCLUDED.rated,
    rating_sum = EXCLUDED.rating_sum, reviews = EXCLUDED.reviews
$$;

CREATE FUNCTION business_totals_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE business_totals SET businesses = 0, verified = 0, rated = 0, rating_sum = 0, reviews = 0;
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
