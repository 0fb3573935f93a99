-- Categories that stay one list. Scrapers name one category their own way ("restaurants",
-- "Restaurant", "Réstaurant"); an import compares names by a key that ignores case, accents,
-- punctuation and English plurals, the admin maps other names by hand (aliases), and the URLs
-- of renamed or merged categories keep answering with a redirect.

-- Each word loses an English plural ending: "bakeries" -> "bakery", "churches" -> "church",
-- "cafes" -> "cafe", "restaurants" -> "restaurant". Words of three letters or fewer and words
-- ending in -ss, -us, -is are left alone ("gas", "glass", "campus"), and nothing is stemmed
-- further, so words that only share a stem ("bar", "barber") stay apart.
CREATE FUNCTION locus_category_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN regexp_replace(
           regexp_replace(
             regexp_replace(
               btrim(regexp_replace(locus_fold(value), '[[:space:][:punct:]]+', ' ', 'g')),
               '(\w{2,})ies\M', '\1y', 'g'),
             '(\w+(ch|sh|ss|x|z))es\M', '\1', 'g'),
           '(\w{2,}[^siu[:space:][:punct:]])s\M', '\1', 'g');

CREATE INDEX categories_key_idx ON categories (locus_category_key(name));

-- An incoming name the admin sent to a category; consulted by imports before the names.
CREATE TABLE category_aliases (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  key          text NOT NULL UNIQUE,
  name         text NOT NULL,
  category_id  integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX category_aliases_category_idx ON category_aliases (category_id);

-- A slug a category had before a rename, or the slug of a category merged into another.
CREATE TABLE category_redirects (
  slug         text PRIMARY KEY,
  category_id  integer NOT NULL REFERENCES categories(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX category_redirects_category_idx ON category_redirects (category_id);

-- A renamed category's businesses get new search documents. The back office renames with
-- `locus.search_refresh_in_batches` on and rewrites them itself in short batches: one
-- statement over a million businesses would hold their row locks for minutes.
CREATE OR REPLACE FUNCTION categories_refresh_business_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.name IS DISTINCT FROM OLD.name
     AND coalesce(current_setting('locus.search_refresh_in_batches', true), '') <> 'on' THEN
    UPDATE businesses b SET search_vector = business_search_vector(
      b.name, NEW.name, b.type, b.city, b.address, b.street, b.state, b.country)
    WHERE b.category_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
