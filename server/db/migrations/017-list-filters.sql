-- Filters of the public list: features, price range and minimum rating.
--
-- `about` holds groups of features ({"Service options": {"Delivery": true}}),
-- and a visitor names a feature without its group, so containment on `about`
-- cannot answer "has Delivery". The names of the true features are kept as a
-- generated array with a GIN index: `true_features @> '{Delivery}'` reads
-- only the businesses that have them. A feature set at the top level counts too.
CREATE FUNCTION locus_true_features(about jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT coalesce(array_agg(DISTINCT name ORDER BY name), '{}')
    FROM (
      SELECT feature.key AS name
      FROM jsonb_each(CASE jsonb_typeof(about) WHEN 'object' THEN about ELSE '{}' END) AS grp,
           jsonb_each(CASE jsonb_typeof(grp.value) WHEN 'object' THEN grp.value ELSE '{}' END) AS feature
      WHERE feature.value = 'true'::jsonb
      UNION ALL
      SELECT grp.key
      FROM jsonb_each(CASE jsonb_typeof(about) WHEN 'object' THEN about ELSE '{}' END) AS grp
      WHERE grp.value = 'true'::jsonb
    ) names
  $$;

ALTER TABLE businesses ADD COLUMN true_features text[] NOT NULL
  GENERATED ALWAYS AS (locus_true_features(about)) STORED;

SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX businesses_true_features_idx ON businesses USING gin (true_features);
-- A price range alone is a list of its own, read in the default (rating) order like the
-- other list indexes; with a city or category the two indexes are combined in a bitmap.
CREATE INDEX businesses_price_rating_idx ON businesses (price_range, closed_rank, rating DESC NULLS LAST, review_count DESC, id)
  WHERE price_range IS NOT NULL;
