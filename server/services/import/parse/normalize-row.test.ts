import { describe, expect, it } from "vitest";
import { detectFormat } from "./aliases";
import { normalizeRow } from "./normalize-row";

/** Plans the row's own headers, as the reader does with the file's header row. */
function normalize(row: Record<string, unknown>, rowNumber = 2) {
  return normalizeRow(row, detectFormat(Object.keys(row)).columns, rowNumber);
}

const OUTSCRAPER_OLD_ROW = {
  query: "pizza, New York",
  name: "Mario's Pizza",
  site: "https://mariospizza.example.com/",
  type: "Pizza restaurant",
  subtypes: "Pizza restaurant, Italian restaurant, Delivery",
  phone: "+1 212-555-0199",
  full_address: "123 Mulberry St, New York, NY 10013",
  borough: "Little Italy",
  street: "123 Mulberry St",
  city: "New York",
  postal_code: "10013",
  us_state: "New York",
  country: "United States of America",
  country_code: "US",
  latitude: "40.7193",
  longitude: "-73.9973",
  time_zone: "America/New_York",
  rating: "4.6",
  reviews: "1234.0",
  reviews_link: "https://search.google.com/local/reviews?placeid=ChIJ-marios",
  photo: "https://lh5.googleusercontent.com/p/AF1QipMarios=w800-h500-k-no",
  working_hours:
    "{'Monday': ['11AM–3PM', '5–9:30PM'], 'Tuesday': 'Closed', 'Wednesday': '11AM–9:30PM', 'Thursday': '11AM–9:30PM', " +
    "'Friday': '11AM–11PM', 'Saturday': '11AM–11PM', 'Sunday': '12–9PM'}",
  working_hours_old_format: "Monday: 11AM–3PM,5–9:30PM | Tuesday: Closed",
  business_status: "OPERATIONAL",
  about: "{'Service options': {'Dine-in': True, 'Takeout': True, 'Delivery': False}, 'Highlights': {'Great coffee': True}}",
  range: "$$",
  verified: "True",
  reservation_links: "['https://resy.example.com/marios', 'https://opentable.example.com/marios']",
  order_links: "https://order.example.com/marios",
  menu_link: "https://mariospizza.example.com/menu",
  location_link: "https://www.google.com/maps/place/Mario's+Pizza/@40.7193,-73.9973,14z",
  place_id: "ChIJ-marios",
  google_id: "0x89c2598a1b2c3d4e:0x1234abcd5678ef90",
  cid: "12345678901234567890",
  owner_title: "Mario's Pizza",
};

const OUTSCRAPER_NEW_ROW = {
  name: "Café Crème",
  website: "cafecreme.example.fr",
  category: "Café",
  subtypes: "Café, Coffee shop, Breakfast restaurant",
  phone: "+33 1 23 45 67 89",
  address: "12 Rue de Rivoli, 75004 Paris",
  county: "4th arrondissement",
  city: "Paris",
  postal_code: "75004",
  state_code: "IDF",
  country_code: "fr",
  email: "bonjour@cafecreme.example.fr, contact@cafecreme.example.fr",
  reserving_table_link: "https://book.example.com/cafe-creme",
  working_hours: '{"Monday": "8AM–6PM", "Tuesday": ["8AM–12PM", "2–6PM"], "Sunday": "Closed"}',
  verified: "False",
  reviews: 87,
  rating: 4.25,
  business_status: "CLOSED_TEMPORARILY",
};

const APIFY_ROW = {
  title: "Joe's Coffee",
  categoryName: "Coffee shop",
  "categories/0": "Coffee shop",
  "categories/1": "Espresso bar",
  "categories/2": "Bakery",
  address: "141 Waverly Pl, New York, NY 10014",
  street: "141 Waverly Pl",
  city: "New York",
  postalCode: "10014",
  state: "New York",
  countryCode: "US",
  website: "https://joescoffee.example.com",
  phone: "(212) 555-0123",
  totalScore: 4.5,
  reviewsCount: 980,
  "location/lat": 40.7331,
  "location/lng": -74.0007,
  "openingHours/0/day": "Monday",
  "openingHours/0/hours": "7 AM to 6 PM",
  "openingHours/1/day": "Tuesday",
  "openingHours/1/hours": "7 AM to 6 PM",
  "openingHours/2/day": "Sunday",
  "openingHours/2/hours": "Closed",
  "additionalInfo/Service options/0/Delivery": true,
  "additionalInfo/Service options/1/Takeout": "true",
  "additionalInfo/Accessibility/0/Wheelchair accessible entrance": false,
  "additionalInfo/Amenities/0/Wi-Fi": "",
  placeId: "ChIJ-joes",
  cid: "9876543210987654321",
  imageUrl: "https://lh5.googleusercontent.com/p/joes",
  url: "https://www.google.com/maps/search/?api=1&query=Joe%27s%20Coffee&query_place_id=ChIJ-joes",
  permanentlyClosed: false,
  searchString: "coffee",
  "reviewsDistribution/fiveStar": 700,
};

describe("normalizeRow: Outscraper, older names", () => {
  const { record, errors } = normalize(OUTSCRAPER_OLD_ROW);

  it("imports the row without errors", () => {
    expect(errors).toEqual([]);
  });

  it("types every field", () => {
    expect(record).toMatchObject({
      name: "Mario's Pizza",
      categoryName: "Pizza restaurant",
      type: "Pizza restaurant",
      website: "https://mariospizza.example.com/",
      address: "123 Mulberry St, New York, NY 10013",
      state: "New York",
      postalCode: "10013",
      countryCode: "US",
      latitude: 40.7193,
      longitude: -73.9973,
      timeZone: "America/New_York",
      rating: 4.6,
      reviewCount: 1234,
      photoUrl: "https://lh5.googleusercontent.com/p/AF1QipMarios=w800-h500-k-no",
      reservationLink: "https://resy.example.com/marios",
      orderLink: "https://order.example.com/marios",
      menuLink: "https://mariospizza.example.com/menu",
      isVerified: true,
      isOpen: true,
      businessStatus: "OPERATIONAL",
      priceRange: "$$",
      placeId: "ChIJ-marios",
      googleId: "0x89c2598a1b2c3d4e:0x1234abcd5678ef90",
      cid: "12345678901234567890",
      slug: null,
      globalRowNumber: null,
      email: null,
    });
  });

  it("reads the hours repr with lists and the about repr with True/False", () => {
    expect(record?.workingHours).toEqual({
      Monday: "11AM–3PM,5–9:30PM",
      Tuesday: "Closed",
      Wednesday: "11AM–9:30PM",
      Thursday: "11AM–9:30PM",
      Friday: "11AM–11PM",
      Saturday: "11AM–11PM",
      Sunday: "12–9PM",
    });
    expect(record?.about).toEqual({
      "Service options": { "Dine-in": true, Takeout: true, Delivery: false },
      Highlights: { "Great coffee": true },
    });
  });

  it("keeps unknown columns, the full subtypes and borough, and the hours as written in raw", () => {
    expect(record?.raw).toEqual({
      query: "pizza, New York",
      owner_title: "Mario's Pizza",
      subtypes: "Pizza restaurant, Italian restaurant, Delivery",
      borough: "Little Italy",
      working_hours: OUTSCRAPER_OLD_ROW.working_hours,
      working_hours_old_format: OUTSCRAPER_OLD_ROW.working_hours_old_format,
    });
  });

  it("falls back to the old hours format when working_hours is missing", () => {
    const { working_hours: _dropped, ...row } = OUTSCRAPER_OLD_ROW;
    expect(normalize(row).record?.workingHours).toEqual({ Monday: "11AM–3PM,5–9:30PM", Tuesday: "Closed" });
  });

  it("takes category and type from the subtypes when both columns are missing", () => {
    const { type: _dropped, ...row } = OUTSCRAPER_OLD_ROW;
    expect(normalize(row).record).toMatchObject({ categoryName: "Pizza restaurant", type: "Italian restaurant" });
  });
});

describe("normalizeRow: Outscraper, newer names", () => {
  const { record, errors } = normalize(OUTSCRAPER_NEW_ROW);

  it("maps the renamed columns", () => {
    expect(errors).toEqual([]);
    expect(record).toMatchObject({
      name: "Café Crème",
      categoryName: "Café",
      type: "Coffee shop",
      website: "https://cafecreme.example.fr",
      address: "12 Rue de Rivoli, 75004 Paris",
      state: "IDF",
      countryCode: "FR",
      reservationLink: "https://book.example.com/cafe-creme",
      isVerified: false,
      reviewCount: 87,
      rating: 4.3,
      businessStatus: "CLOSED_TEMPORARILY",
      isOpen: false,
      workingHours: { Monday: "8AM–6PM", Tuesday: "8AM–12PM,2–6PM", Sunday: "Closed" },
    });
  });

  it("takes the first email and keeps the others in raw", () => {
    expect(record?.email).toBe("bonjour@cafecreme.example.fr");
    expect(record?.raw).toMatchObject({ additionalEmails: ["contact@cafecreme.example.fr"], county: "4th arrondissement" });
  });
});

describe("normalizeRow: Apify", () => {
  const { record, errors } = normalize(APIFY_ROW);

  it("maps title, scores, location and links", () => {
    expect(errors).toEqual([]);
    expect(record).toMatchObject({
      name: "Joe's Coffee",
      categoryName: "Coffee shop",
      type: "Espresso bar",
      rating: 4.5,
      reviewCount: 980,
      latitude: 40.7331,
      longitude: -74.0007,
      imageUrl: "https://lh5.googleusercontent.com/p/joes",
      locationLink: APIFY_ROW.url,
      cid: "9876543210987654321",
      businessStatus: "OPERATIONAL",
      isOpen: true,
    });
  });

  it("builds hours from openingHours pairs and about from additionalInfo columns", () => {
    expect(record?.workingHours).toEqual({ Monday: "7 AM–6 PM", Tuesday: "7 AM–6 PM", Sunday: "Closed" });
    expect(record?.about).toEqual({
      "Service options": { Delivery: true, Takeout: true },
      Accessibility: { "Wheelchair accessible entrance": false },
    });
  });

  it("keeps the categories, the hours as written and unknown columns in raw", () => {
    expect(record?.raw).toEqual({
      "categories/0": "Coffee shop",
      "categories/1": "Espresso bar",
      "categories/2": "Bakery",
      "openingHours/0/day": "Monday",
      "openingHours/0/hours": "7 AM to 6 PM",
      "openingHours/1/day": "Tuesday",
      "openingHours/1/hours": "7 AM to 6 PM",
      "openingHours/2/day": "Sunday",
      "openingHours/2/hours": "Closed",
      searchString: "coffee",
      "reviewsDistribution/fiveStar": 700,
    });
  });

  it("marks a permanently closed place", () => {
    expect(normalize({ ...APIFY_ROW, permanentlyClosed: "TRUE" }).record).toMatchObject({
      businessStatus: "CLOSED_PERMANENTLY",
      isOpen: false,
    });
  });
});

describe("normalizeRow: hours as JSON exports nest them", () => {
  it("reads Apify's openingHours list in German and keeps it raw as it came", () => {
    const openingHours = [
      { day: "Dienstag", hours: "08:00 to 19:00" },
      { day: "Sonntag", hours: "Geschlossen" },
    ];
    const row = { title: "Schäferei Müller", openingHours };
    const { record, errors } = normalizeRow(row, detectFormat(Object.keys(row)).columns, 2);
    expect(errors).toEqual([]);
    expect(record?.workingHours).toEqual({ Tuesday: "08:00–19:00", Sunday: "Closed" });
    expect(record?.raw).toEqual({ openingHours });
  });

  it("reads gosom's open_hours object in Vietnamese and keeps it raw as it came", () => {
    const openHours = { "Thứ Bảy": ["08:00–21:30"], "Chủ Nhật": ["Đóng cửa"] };
    const row = { title: "Săn vé máy bay giá rẻ", open_hours: openHours };
    const { record, errors } = normalizeRow(row, detectFormat(Object.keys(row)).columns, 2);
    expect(errors).toEqual([]);
    expect(record?.workingHours).toEqual({ Saturday: "08:00–21:30", Sunday: "Closed" });
    expect(record?.raw).toEqual({ open_hours: openHours });
  });
});
