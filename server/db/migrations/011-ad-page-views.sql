-- The page views whose ad events are counted (server/services/ads/). A page view's first
-- impression gets a random id from the server; its later impressions and its clicks carry it.
-- Per placement the row counts what this page view showed and what was clicked, and a click
-- counts only while clicks stay below impressions, so no page view adds a click that was not
-- preceded by an impression of the same placement. Rows live for a few hours (expires_at) and
-- are swept by the server processes.
-- UNLOGGED: every impression updates a row, and a crash only forgets which clicks of the last
-- hours would have counted.
CREATE UNLOGGED TABLE ad_page_views (
  id uuid PRIMARY KEY,
  impressions jsonb NOT NULL DEFAULT '{}',
  clicks jsonb NOT NULL DEFAULT '{}',
  expires_at timestamptz NOT NULL
);

CREATE INDEX ad_page_views_expires_at ON ad_page_views (expires_at);
