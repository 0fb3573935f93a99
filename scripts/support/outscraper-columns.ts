// The columns of an Outscraper "Google Maps data" export, in the order its
// spreadsheets list them, with the contact-enrichment `email` column last.

export const OUTSCRAPER_COLUMNS = [
  "name", "site", "type", "subtypes", "category", "phone", "full_address", "borough", "street", "city",
  "postal_code", "state", "us_state", "country", "country_code", "latitude", "longitude", "time_zone",
  "rating", "reviews", "reviews_link", "photo", "working_hours", "working_hours_old_format", "about",
  "description", "verified", "business_status", "location_link", "menu_link", "reservation_links", "range",
  "place_id", "google_id", "cid", "email",
] as const;

export type OutscraperColumn = (typeof OUTSCRAPER_COLUMNS)[number];

/** One spreadsheet row: text, a number (coordinates, rating, review count) or an empty cell. */
export type OutscraperRow = Record<OutscraperColumn, string | number | null>;
