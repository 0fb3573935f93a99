// Which spreadsheet column feeds which Locus field, for the formats Locus reads: its own
// export (camelCase field names), Outscraper (both generations of its names), Apify's
// Google Maps scrapers (flattened JSON paths), gosom's google-maps-scraper and omkarcloud's. Keys are written as
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
  "completeAddress", "statusText",
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Header keys per field, preferred first: when a row fills two of them, the earlier one wins. */
export const FIELD_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  name: ["name", "title", "businessname"],
  slug: ["slug"],
  globalRowNumber: ["globalrownumber"],
  categoryName: ["category", "categoryname", "maincategory"],
  categoryIcon: ["categoryicon"],
  type: ["type"],
  // omkarcloud's "categories" is the same comma list as Outscraper's subtypes.
  subtypes: ["subtypes", "categories"],
  rating: ["rating", "totalscore", "reviewrating"],
  reviewCount: ["reviewcount", "reviews", "reviewscount", "numberofreviews"],
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
  // gosom's JSON spells it "longtitude".
  longitude: ["longitude", "location/lng", "lng", "lon", "longtitude"],
  timeZone: ["timezone"],
  phone: ["phone", "phoneunformatted"],
  // Outscraper's enrichment numbers its finds: email_1 is the main one, the others stay raw.
  email: ["email", "emails", "email1"],
  // A bare "url" is the website, except in Apify's files (see FORMAT_ALIASES).
  website: ["website", "site", "url"],
  photoUrl: ["photourl", "photo", "thumbnail", "imglink"],
  // Apify's picked-fields export may carry only the gallery: its first picture stands in.
  imageUrl: ["imageurl", "images/0/imageurl"],
  locationLink: ["locationlink"],
  // gosom: order_online, reservations ({link, source} objects); Apify: orderBy [{name, orderUrl}],
  // tableReservationLinks and bookingLinks [{name, url}].
  orderLink: ["orderlink", "orderlinks", "orderonline", "orderby"],
  menuLink: ["menulink", "menu"],
  reservationLink: [
    "reservationlink", "reservationlinks", "reservingtablelink", "bookingappointmentlink", "reservetableurl",
    "reservations", "tablereservationlinks", "bookinglinks",
  ],
  reviewsLink: ["reviewslink"],
  description: ["description", "descriptions"],
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
  // Apify's "fid" and gosom's "data_id" are the feature id Outscraper calls google_id ("0x…:0x…").
  googleId: ["googleid", "fid", "dataid"],
  cid: ["cid"],
  // Locus's export carries the columns an earlier import kept, and its own bookkeeping dates.
  rawImport: ["rawimport"],
  recordTimestamp: ["createdat", "updatedat"],
  // gosom's {borough, street, city, postal_code, state, country}: fills the address parts a row lacks.
  completeAddress: ["completeaddress"],
  // gosom's "status" is what Google shows under the name; only its "closed" words are a status.
  statusText: [],
};

/** Keys that mean another field in one format: Apify's "url" is the place's Google Maps page. */
export const FORMAT_ALIASES: Readonly<Partial<Record<KnownFormat, Readonly<Record<string, ImportField>>>>> = {
  apify: { url: "locationLink" },
  gosom: { link: "locationLink", status: "statusText" },
  omkarcloud: { link: "locationLink" },
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
  // JSON Lines objects arrive flattened, so their nested keys count by prefix.
  gosom: [
    "inputid", "reviewrating", "reviewsperrating", "completeaddress", "completeaddress/", "dataid", "openhours",
    "openhours/", "longtitude", "userreviews", "populartimes",
  ],
  omkarcloud: ["numberofreviews", "imglink", "maincategory"],
} as const;

export type KnownFormat = keyof typeof FORMAT_SIGNATURES;
