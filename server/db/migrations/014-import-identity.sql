-- One business per place across scrapers and re-scrapes, and the reviews a file carries.

-- When an import last carried the business (new or matched, changed or not). NULL: no
-- import has carried it since this column exists. A re-import never deletes businesses
-- missing from the file; this column is what tells they have gone quiet.
ALTER TABLE businesses ADD COLUMN last_seen_at timestamptz;

-- Google's feature id "0x<hex>:0x<hex>" (gosom data_id, Apify fid, Outscraper google_id)
-- carries the place's cid as its second half, in hex. NULL for anything else, and for a
-- zero half (Google writes 0x0 where it has no number).
CREATE FUNCTION locus_cid_from_google_id(p_google_id text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  hex text := substring(lower(p_google_id) FROM '^0x[0-9a-f]{1,16}:0x([0-9a-f]{1,16})$');
  result numeric := 0;
BEGIN
  IF hex IS NULL THEN RETURN NULL; END IF;
  FOR i IN 1..length(hex) LOOP
    result := result * 16 + (strpos('0123456789abcdef', substr(hex, i, 1)) - 1);
  END LOOP;
  RETURN CASE WHEN result = 0 THEN NULL ELSE result::text END;
END $$;

-- Businesses imported before the cid was derived get it now, so the next file of another
-- scraper finds them by cid.
UPDATE businesses SET cid = locus_cid_from_google_id(google_id)
 WHERE cid IS NULL AND locus_cid_from_google_id(google_id) IS NOT NULL;

-- Imported reviews carry a stable key (the scraper's review id, else a hash of author,
-- date and text), so importing a file again or a re-scrape does not duplicate them.
-- NULL for reviews that did not come from a file; NULLs never collide.
ALTER TABLE reviews ADD COLUMN source_key text;
ALTER TABLE reviews ADD CONSTRAINT reviews_business_source_key UNIQUE (business_id, source_key);

-- Most scraped reviews carry no date (gosom leaves "When" empty): unknown, not "now".
ALTER TABLE reviews ALTER COLUMN created_at DROP NOT NULL;
DROP INDEX reviews_business_idx;
CREATE INDEX reviews_business_idx ON reviews (business_id, created_at DESC NULLS LAST, id DESC);
