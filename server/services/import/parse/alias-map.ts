// Which spreadsheet column feeds which Locus field, for the three formats Locus reads:
// its own export (camelCase field names), Outscraper (both generations of its names)
// and Apify's Google Maps Scraper (flattened JSON paths). Keys are written as
// `headerKey` produces them, so "Full Address", "full_address" and "fullAddress" all hit.

/** Every field a column can feed; most are business fields, a few only help derive one. */
export const IMPORT_FIELDS = [
  "name", "slug", "globalRowNumber", "categoryName", "categoryIcon", "type", "subtypes",
  "rating", "reviewCount", "address", "borough", "street", "city", "state", "postalCode",
  "country", "countryCode", "latitude", "longitude", "timeZone", "phone", "email", "website",
  "photoUrl", "imageUrl", "locationLink", "orderLink", "menuLink", "reservationLink",
  "reviewsLink", "description", "about", "workingHours", "workingHoursOldFormat",
  "isVerified", "isOpen", "businessStatus", "permanentlyClosed", "temporarilyClosed",
  "priceRange", "placeId", "googleId", "cid", "rawImport", "recordTimestamp",
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header keys per field, preferred first: when a row fills two of them, the earlier one wins. */
export const FIELD_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  name: ["name", "title", "businessname"],
  slug: ["slug"],
  globalRowNumber: ["globalrownumber"],
  categoryName: ["category", "categoryname"],
  categoryIcon: ["categoryicon"],
  type: ["type"],
  subtypes: ["subtypes"],
  rating: ["rating", "totalscore"],
  reviewCount: ["reviewcount", "reviews", "reviewscount"],
  // Outscraper's newer files call the full address "address"; Locus and Apify do too.
  address: ["address", "fulladdress"],
  borough: ["borough", "county"],
  street: ["street"],
  city: ["city"],
  // Full state names before Outscraper's two-letter codes.
  state: ["state", "usstate", "statecode"],
  postalCode: ["postalcode", "zip", "zipcode"],
  country: ["country"],
  countryCode: ["countrycode"],
  latitude: ["latitude", "location/lat", "lat"],
  longitude: ["longitude", "location/lng", "lng", "lon"],
  timeZone: ["timezone"],
  phone: ["phone", "phoneunformatted"],
  email: ["email"],
  // A bare "url" is the website, except in Apify's files (see FORMAT_ALIASES).
  website: ["website", "site", "url"],
  photoUrl: ["photourl", "photo"],
  imageUrl: ["imageurl"],
  locationLink: ["locationlink"],
  orderLink: ["orderlink", "orderlinks"],
  menuLink: ["menulink", "menu"],
  reservationLink: [
    "reservationlink", "reservationlinks", "reservingtablelink", "bookingappointmentlink", "reservetableurl",
  ],
  reviewsLink: ["reviewslink"],
  description: ["description"],
  about: ["about"],
  // gosom calls the weekday -> ranges object "open_hours"; Apify's unflattened list is "openingHours".
  workingHours: ["workinghours", "openhours", "openinghours"],
  workingHoursOldFormat: ["workinghoursoldformat"],
  isVerified: ["isverified", "verified"],
  isOpen: ["isopen"],
  businessStatus: ["businessstatus"],
  permanentlyClosed: ["permanentlyclosed"],
  temporarilyClosed: ["temporarilyclosed"],
  priceRange: ["pricerange", "range", "price"],
  placeId: ["placeid"],
  // Apify's "fid" is the same feature id Outscraper calls google_id ("0x…:0x…").
  googleId: ["googleid", "fid"],
  cid: ["cid"],
  // Locus's export carries the columns an earlier import kept, and its own bookkeeping dates.
  rawImport: ["rawimport"],
  recordTimestamp: ["createdat", "updatedat"],
};

/** Keys that mean another field in one format: Apify's "url" is the place's Google Maps page. */
export const FORMAT_ALIASES: Readonly<Partial<Record<KnownFormat, Readonly<Record<string, ImportField>>>>> = {
  apify: { url: "locationLink" },
};

/** Fields only Locus's own export may set: another tool's "slug" column means something else. */
export const LOCUS_ONLY_FIELDS: ReadonlySet<ImportField> = new Set([
  "slug", "globalRowNumber", "rawImport", "recordTimestamp",
]);

/** Header keys (or key prefixes ending in "/") that only one format writes; detection counts them. */
export const FORMAT_SIGNATURES = {
  locus: [
    "globalrownumber", "slug", "categoryicon", "reviewcount", "photourl", "isverified", "isopen", "orderlink",
    "reservationlink",
  ],
  outscraper: [
    "fulladdress", "site", "subtypes", "reviews", "workinghoursoldformat", "verified", "orderlinks",
    "reservationlinks", "reservingtablelink", "bookingappointmentlink", "range", "borough", "usstate", "photo",
  ],
  apify: [
    "title", "categoryname", "totalscore", "reviewscount", "location/lat", "location/lng", "permanentlyclosed",
    "categories/", "openinghours/", "additionalinfo/",
  ],
} as const;

export type KnownFormat = keyof typeof FORMAT_SIGNATURES;
