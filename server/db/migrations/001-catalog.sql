-- Catalog: countries, cities, categories, businesses, reviews, and the search machinery.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary
-- explicitly makes this wrapper safe to declare IMMUTABLE so indexes and
-- generated columns can use it.
CREATE FUNCTION locus_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, value));

-- Text search configuration: accent-insensitive, English stemming for the
-- common words of business names and categories ("pizzas" finds "pizza").
CREATE TEXT SEARCH CONFIGURATION locus (COPY = simple);
ALTER TEXT SEARCH CONFIGURATION locus
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH unaccent, english_stem;

CREATE TABLE countries (
  code            char(2) PRIMARY KEY,
  name            text NOT NULL,
  business_count  integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cities (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name            text NOT NULL,
  slug            text NOT NULL UNIQUE,
  country         text,
  country_code    char(2) REFERENCES countries(code) ON UPDATE CASCADE,
  state           text,
  latitude        double precision,
  longitude       double precision,
  time_zone       text,
  population      integer,
  business_count  integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE NULLS NOT DISTINCT (name, country_code)
);
CREATE INDEX cities_count_idx ON cities (business_count DESC, name);
CREATE INDEX cities_country_idx ON cities (country_code, business_count DESC);
CREATE INDEX cities_name_trgm_idx ON cities USING gin (locus_fold(name) gin_trgm_ops);

CREATE TABLE categories (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name            text NOT NULL UNIQUE,
  slug            text NOT NULL UNIQUE,
  icon            text NOT NULL DEFAULT '🏢',
  business_count  integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX categories_count_idx ON categories (business_count DESC, name);

CREATE SEQUENCE business_row_number_seq;

CREATE TABLE businesses (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  name               text NOT NULL,
  -- lower-cased, accent-free name: sort key and trigram (typo) search target
  sort_name          text GENERATED ALWAYS AS (locus_fold(name)) STORED,
  category_id        integer REFERENCES categories(id) ON DELETE SET NULL,
  type               text,
  rating             numeric(2,1) CHECK (rating >= 0 AND rating <= 5),
  review_count       integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  address            text,
  street             text,
  city               text,
  city_id            integer REFERENCES cities(id) ON DELETE SET NULL,
  state              text,
  postal_code        text,
  country            text,
  country_code       char(2) REFERENCES countries(code) ON UPDATE CASCADE,
  latitude           double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude          double precision CHECK (longitude BETWEEN -180 AND 180),
  -- planar point for the GiST nearest-neighbour index; distances are refined
  -- with the haversine formula in the query
  geo                point GENERATED ALWAYS AS (
                       CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL
                            ELSE point(longitude, latitude) END) STORED,
  time_zone          text,
  phone              text,
  email              text,
  website            text,
  photo_url          text,
  image_url          text,
  location_link      text,
  order_link         text,
  menu_link          text,
  reservation_link   text,
  reviews_link       text,
  description        text,
  about              jsonb NOT NULL DEFAULT '{}'::jsonb,
  working_hours      jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_verified        boolean NOT NULL DEFAULT false,
  is_open            boolean NOT NULL DEFAULT true,
  business_status    text NOT NULL DEFAULT 'OPERATIONAL',
  price_range        text,
  place_id           text UNIQUE,
  google_id          text,
  cid                text,
  global_row_number  bigint NOT NULL DEFAULT nextval('business_row_number_seq'),
  search_vector      tsvector,
  raw_import         jsonb,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE business_row_number_seq OWNED BY businesses.global_row_number;

CREATE INDEX businesses_search_idx ON businesses USING gin (search_vector);
CREATE INDEX businesses_name_trgm_idx ON businesses USING gin (sort_name gin_trgm_ops);
CREATE INDEX businesses_geo_idx ON businesses USING gist (geo);
CREATE INDEX businesses_row_number_idx ON businesses (global_row_number);
CREATE INDEX businesses_google_id_idx ON businesses (google_id) WHERE google_id IS NOT NULL;
CREATE INDEX businesses_cid_idx ON businesses (cid) WHERE cid IS NOT NULL;
-- list pages: a city or a category, sorted by name, rating or the other facet
CREATE INDEX businesses_city_name_idx ON businesses (city_id, sort_name, id);
CREATE INDEX businesses_city_rating_idx ON businesses (city_id, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_city_category_idx ON businesses (city_id, category_id);
CREATE INDEX businesses_category_name_idx ON businesses (category_id, sort_name, id);
CREATE INDEX businesses_category_rating_idx ON businesses (category_id, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_category_city_idx ON businesses (category_id, city, sort_name, id);
CREATE INDEX businesses_country_idx ON businesses (country_code, rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_name_idx ON businesses (sort_name, id);
CREATE INDEX businesses_rating_idx ON businesses (rating DESC NULLS LAST, review_count DESC, id);
CREATE INDEX businesses_review_count_idx ON businesses (review_count DESC, id);
CREATE INDEX businesses_updated_idx ON businesses (updated_at DESC);

CREATE TABLE reviews (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  integer NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  author_name  text,
  rating       smallint CHECK (rating BETWEEN 1 AND 5),
  comment      text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_business_idx ON reviews (business_id, created_at DESC);

-- Weighted document: name (A), category and type (B), city (C), address parts (D).
CREATE FUNCTION business_search_vector(
  p_name text, p_category text, p_type text, p_city text,
  p_address text, p_street text, p_state text, p_country text
) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE
RETURN
  setweight(to_tsvector('locus', coalesce(p_name, '')), 'A') ||
  setweight(to_tsvector('locus', coalesce(p_category, '') || ' ' || coalesce(p_type, '')), 'B') ||
  setweight(to_tsvector('locus', coalesce(p_city, '')), 'C') ||
  setweight(to_tsvector('locus', concat_ws(' ', p_address, p_street, p_state, p_country)), 'D');

CREATE FUNCTION businesses_refresh_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := business_search_vector(
    NEW.name,
    (SELECT c.name FROM categories c WHERE c.id = NEW.category_id),
    NEW.type, NEW.city, NEW.address, NEW.street, NEW.state, NEW.country);
  RETURN NEW;
END $$;

CREATE TRIGGER businesses_search_vector_insert BEFORE INSERT ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_refresh_search_vector();
CREATE TRIGGER businesses_search_vector_update
  BEFORE UPDATE OF name, category_id, type, city, address, street, state, country ON businesses
  FOR EACH ROW EXECUTE FUNCTION businesses_refresh_search_vector();

-- A renamed category changes the documents of its businesses.
CREATE FUNCTION categories_refresh_business_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name THEN
    UPDATE businesses b SET search_vector = business_search_vector(
      b.name, NEW.name, b.type, b.city, b.address, b.street, b.state, b.country)
    WHERE b.category_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER categories_rename AFTER UPDATE OF name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_refresh_business_search();

-- businessCount of categories, cities and countries is kept by statement-level
-- triggers over the transition tables: one grouped update per statement, so a
-- COPY of a million rows costs three UPDATEs, not three million.
CREATE FUNCTION businesses_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories c SET business_count = c.business_count + d.n
    FROM (SELECT category_id, count(*) AS n FROM new_rows WHERE category_id IS NOT NULL GROUP BY 1) d
   WHERE c.id = d.category_id;
  UPDATE cities c SET business_count = c.business_count + d.n
    FROM (SELECT city_id, count(*) AS n FROM new_rows WHERE city_id IS NOT NULL GROUP BY 1) d
   WHERE c.id = d.city_id;
  UPDATE countries c SET business_count = c.business_count + d.n
    FROM (SELECT country_code, count(*) AS n FROM new_rows WHERE country_code IS NOT NULL GROUP BY 1) d
   WHERE c.code = d.country_code;
  RETURN NULL;
END $$;

CREATE FUNCTION businesses_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories c SET business_count = c.business_count - d.n
    FROM (SELECT category_id, count(*) AS n FROM old_rows WHERE category_id IS NOT NULL GROUP BY 1) d
   WHERE c.id = d.category_id;
  UPDATE cities c SET business_count = c.business_count - d.n
    FROM (SELECT city_id, count(*) AS n FROM old_rows WHERE city_id IS NOT NULL GROUP BY 1) d
   WHERE c.id = d.city_id;
  UPDATE countries c SET business_count = c.business_count - d.n
    FROM (SELECT country_code, count(*) AS n FROM old_rows WHERE country_code IS NOT NULL GROUP BY 1) d
   WHERE c.code = d.country_code;
  RETURN NULL;
END $$;

CREATE FUNCTION businesses_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories c SET business_count = c.business_count + d.n
    FROM (SELECT id, sum(n) AS n FROM (
            SELECT category_id AS id, 1 AS n FROM new_rows WHERE category_id IS NOT NULL
            UNION ALL
            SELECT category_id, -1 FROM old_rows WHERE category_id IS NOT NULL) x
          GROUP BY id HAVING sum(n) <> 0) d
   WHERE c.id = d.id;
  UPDATE cities c SET business_count = c.business_count + d.n
    FROM (SELECT id, sum(n) AS n FROM (
            SELECT city_id AS id, 1 AS n FROM new_rows WHERE city_id IS NOT NULL
            UNION ALL
            SELECT city_id, -1 FROM old_rows WHERE city_id IS NOT NULL) x
          GROUP BY id HAVING sum(n) <> 0) d
   WHERE c.id = d.id;
  UPDATE countries c SET business_count = c.business_count + d.n
    FROM (SELECT code, sum(n) AS n FROM (
            SELECT country_code AS code, 1 AS n FROM new_rows WHERE country_code IS NOT NULL
            UNION ALL
            SELECT country_code, -1 FROM old_rows WHERE country_code IS NOT NULL) x
          GROUP BY code HAVING sum(n) <> 0) d
   WHERE c.code = d.code;
  RETURN NULL;
END $$;

CREATE FUNCTION businesses_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE categories SET business_count = 0 WHERE business_count <> 0;
  UPDATE cities SET business_count = 0 WHERE business_count <> 0;
  UPDATE countries SET business_count = 0 WHERE business_count <> 0;
  RETURN NULL;
END $$;

CREATE TRIGGER businesses_counts_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_insert();
CREATE TRIGGER businesses_counts_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_delete();
CREATE TRIGGER businesses_counts_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_update();
CREATE TRIGGER businesses_counts_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION businesses_counts_after_truncate();
