-- Permanently closed businesses come last in every list. Sorting a list by
-- status first would make PostgreSQL sort a whole city or category for each
-- page; instead the status is a stored rank placed right after the group key
-- of each list index, and a list reads its open part (closed_rank = 0) and
-- then its closed part (closed_rank = 1), each an ordered walk of the same
-- index, forwards or backwards. Temporarily closed businesses keep their place.
ALTER TABLE businesses ADD COLUMN closed_rank smallint NOT NULL
  GENERATED ALWAYS AS (CASE business_status WHEN 'CLOSED_PERMANENTLY' THEN 1 ELSE 0 END) STORED;

DROP INDEX businesses_city_name_idx;
DROP INDEX businesses_city_rating_idx;
DROP INDEX businesses_category_name_idx;
DROP INDEX businesses_category_rating_idx;
DROP INDEX businesses_category_city_idx;
DROP INDEX businesses_country_idx;
DROP INDEX businesses_name_idx;
DROP INDEX businesses_rating_idx;
DROP INDEX businesses_review_count_idx;

SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX businesses_city_name_idx ON businesses (city_id, closed_rank, sort_name, id);
CREATE INDEX businesses_city_rating_idx ON businesses (city_id, closed_rank, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_category_name_idx ON businesses (category_id, closed_rank, sort_name, id);
CREATE INDEX businesses_category_rating_idx ON businesses (category_id, closed_rank, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_category_city_idx ON businesses (category_id, closed_rank, city, sort_name, id);
CREATE INDEX businesses_country_idx ON businesses (country_code, closed_rank, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_name_idx ON businesses (closed_rank, sort_name, id);
CREATE INDEX businesses_rating_idx ON businesses (closed_rank, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_review_count_idx ON businesses (closed_rank, review_count DESC, id);
