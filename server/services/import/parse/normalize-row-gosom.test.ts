// gosom's google-maps-scraper, from rows of the real exports in shared/fixtures/scrapers:
// the CSV writes nested data as JSON text in cells, the JSON Lines file as objects that the
// reader flattens to "/" paths. Both must give the same business.
import { describe, expect, it } from "vitest";
import { flattenJson } from "../read/flatten-json";
import { detectFormat } from "./aliases";
import { normalizeRow } from "./normalize-row";

function normalize(row: Record<string, unknown>) {
  const { format, columns } = detectFormat(Object.keys(row));
  return { format, ...normalizeRow(row, columns, 2) };
}

/** gosom-pr248-webui-gmapsdata-us.csv, "The Gyro Shop" (reviews, images and popular times cut). */
const GOSOM_CSV_ROW = {
  input_id: "2bf25346-9f01-4feb-b37c-58cae3ea53af",
  link: "https://www.google.com/maps/place/The+Gyro+Shop/data=!4m7!3m6!1s0x864c22ca3cd4c651:0x88920c6aa2f79402!8m2!3d33.0703306!4d-96.7723039!16s%2Fg%2F11g8cmcwcq!19sChIJUcbUPMoiTIYRApT3omoMkog?authuser=0&hl=en&rclk=1",
  title: "The Gyro Shop",
  category: "Mediterranean restaurant",
  address: "6909 Coit Rd #201, Plano, TX 75024",
  open_hours: '{"Friday":["11\u202fAM–12\u202fAM"],"Monday":["11\u202fAM–12\u202fAM"],"Tuesday":["11\u202fAM–12\u202fAM"]}',
  popular_times: '{"Friday":{"10":0,"11":69}}',
  website: "https://thegyroshoptx.com/",
  phone: "(469) 579-4652",
  plus_code: "36CH+43 Plano, Texas",
  review_count: "1386",
  review_rating: "4.400000",
  reviews_per_rating: '{"1":103,"2":36,"3":88,"4":193,"5":966}',
  latitude: "33.070331",
  longitude: "-96.772304",
  cid: "9840941787898156034",
  status: "",
  descriptions: "Laid-back restaurant offering generous wraps, plus plentiful rice bowls & fries.",
  reviews_link: "",
  thumbnail: "https://lh3.googleusercontent.com/gps-cs-s/AHVAweo-ShtaF_3VBNHiy1y=w408-h544-k-no",
  timezone: "America/Chicago",
  price_range: "$10–20",
  data_id: "0x864c22ca3cd4c651:0x88920c6aa2f79402",
  place_id: "ChIJUcbUPMoiTIYRApT3omoMkog",
  images: '[{"title":"All","image":"https://lh3.googleusercontent.com/gps-cs-s/AHVAweo-Shta=w298-h298-k-no"}]',
  reservations: "null",
  order_online: '[{"link":"https://order.spitzrestaurant.com/","source":"spitzrestaurant.com"}]',
  menu:
    '{"link":"/url?q=http://places.singleplatform.com/the-gyro-shop-1/menu%3Fref%3Dgoogle\\u0026opi=79508299\\u0026sa=U","source":"places.singleplatform.com"}',
  owner: '{"id":"117055307584129477441","name":"The Gyro Shop (Owner)","link":""}',
  complete_address:
    '{"borough":"","street":"6909 Coit Rd #201","city":"Plano","postal_code":"75024","state":"Texas","country":"US"}',
  about:
    '[{"id":"service_options","name":"Service options","options":[{"name":"Delivery","enabled":true},{"name":"Takeout","enabled":true}]},' +
    '{"id":"accessibility","name":"Accessibility","options":[{"name":"Wheelchair accessible entrance","enabled":true},{"name":"Wheelchair accessible restroom","enabled":false}]}]',
  user_reviews: '[{"Name":"N C.","Rating":5}]',
  emails: "",
};

/** gosom-pr248-panda.json, first line (reviews, images cut). */
const GOSOM_JSON_OBJECT = {
  input_id: "a44ac56c-0864-475e-bc2f-48ecbf3a16e6",
  link: "https://www.google.com/maps/place/Panda+Express/data=!4m7!3m6!1s0x864c3ceb07127b3b:0x1ff1b61a3a380a8c!8m2!3d33.0988655!4d-96.8124666!16s%2Fg%2F1thhkxwm!19sChIJO3sSB-s8TIYRjAo4Ohq28R8?authuser=0&hl=en&rclk=1",
  cid: "2301821108325190284",
  title: "Panda Express",
  categories: ["Chinese restaurant"],
  category: "Chinese restaurant",
  address: "2601 Preston Rd #2042, Frisco, TX 75034",
  open_hours: { Friday: ["11\u202fAM–8\u202fPM"], Sunday: ["12–6\u202fPM"], Monday: ["11\u202fAM–7\u202fPM"] },
  web_site: "https://www.pandaexpress.com/locations/tx/frisco/1951",
  phone: "(214) 705-9803",
  plus_code: "35XQ+G2 Frisco, Texas",
  review_count: 199,
  review_rating: 3.4,
  latitude: 33.098865499999995,
  longtitude: -96.8124666,
  status: "",
  description: "Fast-food chain for Chinese standards, including some health-conscious options.",
  timezone: "America/Chicago",
  price_range: "$10–20",
  data_id: "0x864c3ceb07127b3b:0x1ff1b61a3a380a8c",
  place_id: "ChIJO3sSB-s8TIYRjAo4Ohq28R8",
  reservations: null,
  order_online: null,
  menu: {
    link: "/url?q=https://order.pandaexpress.com/location/stonebriar-centre-mall-px/menu%3Futm_source%3Dgoogle_gbp&opi=79508299&sa=U",
    source: "order.pandaexpress.com",
  },
  owner: { id: "106494819013125061857", name: "Panda Express (Owner)", link: "https://www.google.com/maps/contrib/106494819013125061857" },
  complete_address: {
    borough: "Stonebriar Mall At The Bridges", street: "2601 Preston Rd #2042", city: "Frisco",
    postal_code: "75034", state: "Texas", country: "US",
  },
  about: [
    { id: "service_options", name: "Service options", options: [{ name: "Delivery", enabled: true }, { name: "Dine-in", enabled: false }] },
    { id: "popular_for", name: "Popular for", options: [{ name: "Lunch", enabled: true }] },
  ],
  emails: ["info@pandaexpress.example"],
};

describe("gosom CSV (JSON text in cells)", () => {
  const { format, record, errors } = normalize(GOSOM_CSV_ROW);

  it("is recognised and imports without errors", () => {
    expect(format).toBe("gosom");
    expect(errors).toEqual([]);
  });

  it("fills the address parts from complete_address", () => {
    expect(record).toMatchObject({
      name: "The Gyro Shop", categoryName: "Mediterranean restaurant", address: "6909 Coit Rd #201, Plano, TX 75024",
      street: "6909 Coit Rd #201", city: "Plano", state: "Texas", postalCode: "75024", countryCode: "US",
      latitude: 33.070331, longitude: -96.772304, timeZone: "America/Chicago",
    });
  });

  it("reads rating, ids, photo, description and links", () => {
    expect(record).toMatchObject({
      rating: 4.4, reviewCount: 1386, phone: "(469) 579-4652", website: "https://thegyroshoptx.com/",
      photoUrl: GOSOM_CSV_ROW.thumbnail, priceRange: "$10–20", description: GOSOM_CSV_ROW.descriptions,
      googleId: "0x864c22ca3cd4c651:0x88920c6aa2f79402", placeId: "ChIJUcbUPMoiTIYRApT3omoMkog",
      cid: "9840941787898156034", locationLink: GOSOM_CSV_ROW.link,
      // Google's redirect is unwrapped to the menu itself.
      menuLink: "http://places.singleplatform.com/the-gyro-shop-1/menu?ref=google",
      orderLink: "https://order.spitzrestaurant.com/", reservationLink: null,
    });
  });

  it("turns about sections into features and reads open_hours", () => {
    expect(record?.about).toEqual({
      "Service options": { Delivery: true, Takeout: true },
      Accessibility: { "Wheelchair accessible entrance": true, "Wheelchair accessible restroom": false },
    });
    expect(Object.keys(record?.workingHours ?? {})).toEqual(expect.arrayContaining(["Monday", "Tuesday", "Friday"]));
  });

  it("keeps the columns Locus has no field for raw, and reviews untouched", () => {
    expect(record?.raw).toMatchObject({
      input_id: GOSOM_CSV_ROW.input_id, plus_code: "36CH+43 Plano, Texas", owner: GOSOM_CSV_ROW.owner,
      complete_address: GOSOM_CSV_ROW.complete_address, user_reviews: GOSOM_CSV_ROW.user_reviews,
      reviews_per_rating: GOSOM_CSV_ROW.reviews_per_rating, open_hours: GOSOM_CSV_ROW.open_hours,
    });
  });

  it("reads a closed status and keeps Google's live text raw", () => {
    const closed = normalize({ ...GOSOM_CSV_ROW, status: "Permanently closed" }).record;
    expect(closed).toMatchObject({ businessStatus: "CLOSED_PERMANENTLY", isOpen: false });
    expect(normalize({ ...GOSOM_CSV_ROW, status: "Temporarily closed" }).record?.businessStatus).toBe("CLOSED_TEMPORARILY");
    const live = normalize({ ...GOSOM_CSV_ROW, status: "Open ⋅ Closes 11\u202fpm" });
    expect(live.errors).toEqual([]);
    expect(live.record?.businessStatus).toBeNull();
    expect(live.record?.raw.status).toBe("Open ⋅ Closes 11\u202fpm");
  });

  it("leaves an empty menu object out without an error", () => {
    const { record: empty, errors: none } = normalize({ ...GOSOM_CSV_ROW, menu: '{"link":"","source":""}' });
    expect(none).toEqual([]);
    expect(empty?.menuLink).toBeNull();
  });
});

describe("gosom JSON Lines (objects flattened to paths)", () => {
  const flat = flattenJson(GOSOM_JSON_OBJECT);
  const { format, record, errors } = normalize(flat);

  it("reads as the gosom format, from paths such as complete_address/city", () => {
    expect(Object.keys(flat)).toEqual(expect.arrayContaining(["complete_address/city", "open_hours/Friday/0", "about/0/options/1/name"]));
    expect(format).toBe("gosom");
    expect(errors).toEqual([]);
  });

  it("gives the same fields as the CSV", () => {
    expect(record).toMatchObject({
      name: "Panda Express", categoryName: "Chinese restaurant", street: "2601 Preston Rd #2042", city: "Frisco",
      state: "Texas", postalCode: "75034", countryCode: "US", latitude: 33.098865499999995, longitude: -96.8124666,
      rating: 3.4, reviewCount: 199, website: "https://www.pandaexpress.com/locations/tx/frisco/1951",
      email: "info@pandaexpress.example", timeZone: "America/Chicago", photoUrl: null, priceRange: "$10–20",
      description: GOSOM_JSON_OBJECT.description, googleId: GOSOM_JSON_OBJECT.data_id, placeId: GOSOM_JSON_OBJECT.place_id,
      menuLink: "https://order.pandaexpress.com/location/stonebriar-centre-mall-px/menu?utm_source=google_gbp",
    });
    expect(record?.about).toEqual({ "Service options": { Delivery: true, "Dine-in": false }, "Popular for": { Lunch: true } });
    expect(record?.workingHours).toEqual({
      Friday: expect.stringMatching(/^11\sAM–8\sPM$/),
      Sunday: expect.stringMatching(/^12–6\sPM$/),
      Monday: expect.stringMatching(/^11\sAM–7\sPM$/),
    });
  });

  it("keeps the structures' own paths raw (borough, menu source), but not the about paths", () => {
    expect(record?.raw).toMatchObject({
      "complete_address/borough": "Stonebriar Mall At The Bridges",
      "menu/source": "order.pandaexpress.com",
      "open_hours/Friday/0": "11\u202fAM–8\u202fPM",
      "owner/name": "Panda Express (Owner)",
    });
    expect(Object.keys(record?.raw ?? {}).filter((key) => key.startsWith("about/"))).toEqual([]);
  });
});
