-- How many businesses each search word (a lexeme of search_vector) is in, so the total of
-- a one-word search is read, not counted. Counting reads every matching business: the
-- first "restaurant" of a million businesses (246,000 matches) took 1.4 s after each write
-- cleared the kept totals, and on a cluster whose pages were not yet in memory it ran past
-- the statement timeout, so the commonest searches failed.
--
-- The rows are changes, not totals: a word's count is the sum of its rows. Writers only
-- append (one row a word a statement), so no writer ever waits on another for a word, and
-- an import holding its words until it commits blocks nobody. Each statement then folds
-- the rows of the words it touched that have more than a few into one, leaving alone the
-- rows another open transaction is folding (SKIP LOCKED); readers see either the rows or
-- their sum, and no word is left with many rows to add up.
-- search_word_counts_rebuild() computes it from scratch where triggers were off (a restored
-- backup).
CREATE TABLE search_word_counts (
  word        text NOT NULL,
  businesses  integer NOT NULL
);
CREATE INDEX search_word_counts_word_idx ON search_word_counts (word);

-- Rows a word may have before a statement that touches it folds them. Folding every word
-- at every statement would rewrite each word an import touches (1.4 s for 50,000 words at a
-- million businesses); a few rows a word cost a reader nothing, and a first load, all of
-- whose words are new, folds none.
CREATE FUNCTION search_word_counts_rows_kept() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN 4;

CREATE FUNCTION search_word_counts_add(words text[], changes integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF words IS NULL THEN RETURN; END IF;
  INSERT INTO search_word_counts (word, businesses) SELECT * FROM unnest(words, changes);
  WITH folded AS (
    DELETE FROM search_word_counts s
     WHERE s.ctid IN (
       SELECT c.ctid FROM search_word_counts c
        WHERE c.word IN (SELECT word FROM search_word_counts WHERE word = ANY (words) GROUP BY word HAVING count(*) > search_word_counts_rows_kept())
          FOR UPDATE SKIP LOCKED)
    RETURNING s.word, s.businesses
  )
  INSERT INTO search_word_counts (word, businesses)
  SELECT word, sum(businesses) FROM folded GROUP BY word HAVING sum(businesses) <> 0;
END $$;

CREATE FUNCTION search_word_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[]; changes integer[];
BEGIN
  SELECT array_agg(word), array_agg(n) INTO words, changes
    FROM (SELECT w.word, count(*)::integer AS n FROM new_rows r, unnest(tsvector_to_array(r.search_vector)) AS w(word)
           GROUP BY 1) d;
  PERFORM search_word_counts_add(words, changes);
  RETURN NULL;
END $$;

CREATE FUNCTION search_word_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[]; changes integer[];
BEGIN
  SELECT array_agg(word), array_agg(n) INTO words, changes
    FROM (SELECT w.word, -count(*)::integer AS n FROM old_rows r, unnest(tsvector_to_array(r.search_vector)) AS w(word)
           GROUP BY 1) d;
  PERFORM search_word_counts_add(words, changes);
  RETURN NULL;
END $$;

-- Only businesses whose document changed count: the words they lost and the words they gained.
CREATE FUNCTION search_word_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  words text[]; changes integer[];
BEGIN
  WITH changed AS (
    SELECT o.search_vector AS old_vector, n.search_vector AS new_vector
      FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE o.search_vector IS DISTINCT FROM n.search_vector
  ), deltas AS (
    SELECT word, sum(sign)::integer AS n FROM (
      SELECT unnest(tsvector_to_array(old_vector)) AS word, -1 AS sign FROM changed
      UNION ALL
      SELECT unnest(tsvector_to_array(new_vector)), 1 FROM changed
    ) x GROUP BY word HAVING sum(sign) <> 0
  )
  SELECT array_agg(word), array_agg(n) INTO words, changes FROM deltas;
  PERFORM search_word_counts_add(words, changes);
  RETURN NULL;
END $$;

CREATE FUNCTION search_word_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_word_counts;
  RETURN NULL;
END $$;

CREATE TRIGGER businesses_search_words_insert AFTER INSERT ON businesses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_insert();
CREATE TRIGGER businesses_search_words_delete AFTER DELETE ON businesses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_delete();
CREATE TRIGGER businesses_search_words_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_update();
CREATE TRIGGER businesses_search_words_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION search_word_counts_after_truncate();

CREATE FUNCTION search_word_counts_rebuild() RETURNS void LANGUAGE plpgsql SET work_mem = '256MB' AS $$
BEGIN
  TRUNCATE search_word_counts;
  INSERT INTO search_word_counts (word, businesses)
  SELECT w.word, count(*) FROM businesses b, unnest(tsvector_to_array(b.search_vector)) AS w(word) GROUP BY 1;
END $$;

SELECT search_word_counts_rebuild();
