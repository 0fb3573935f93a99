// Outscraper, Apify and omkarcloud rows taken from the real exports in shared/fixtures/scrapers
// (shortened): every field the file carries reaches the record, the rest stays raw.
import { describe, expect, it } from "vitest";
import { flattenJson } from "../read/flatten-json";
import { detectFormat, hasNameColumn, planHeader } from "./aliases";
import { detectMappedFormat } from "./mapped-format";
import { normalizeRow } from "./normalize-row";

function normalize(row: Record<string, unknown>) {
  const { format, columns } = detectFormat(Object.keys(row));
  return { format, ...normalizeRow(row, columns, 2) };
}

describe("Outscraper", () => {
  it("reads the 2023 column set (outscraper-website-email-finder-1.csv)", () => {
    const { format, record, errors } = normalize({
      query: "law firms, Long Beach", name: "Law Office of Jane Roe", site: "https://roe-law.example.com/",
      type: "Attorney", subtypes: "Attorney, Criminal justice attorney", category: "Lawyer", phone: "+1 562-555-0101",
      full_address: "1 World Trade Center, Long Beach, CA 90831", street: "1 World Trade Center", city: "Long Beach",
      postal_code: "90831.0", state: "California", country_code: "US", latitude: "33.7686", longitude: "-118.1956",
      time_zone: "America/Los_Angeles", rating: "5.0", reviews: "10.0", business_status: "CLOSED_TEMPORARILY",
      working_hours: '{"Sunday": "Closed", "Monday": "1-7PM", "Saturday": "Closed"}', email_1: "filler@godaddy.com",
      email_2: "jane@roe-law.example.com", reviews_id: "5.893791789635743e+18",
    });
    expect(format).toBe("outscraper");
    expect(record).toMatchObject({
      website: "https://roe-law.example.com/", categoryName: "Lawyer", type: "Attorney", postalCode: "90831",
      state: "California", reviewCount: 10, email: "filler@godaddy.com", businessStatus: "CLOSED_TEMPORARILY", isOpen: false,
      timeZone: "America/Los_Angeles",
    });
    expect(record?.workingHours).toMatchObject({ Sunday: "Closed", Saturday: "Closed" });
    expect(record?.raw).toMatchObject({ email_2: "jane@roe-law.example.com", reviews_id: "5.893791789635743e+18" });
    expect(errors.map((error) => error.outcome)).toEqual(["repaired"]);
  });

  it("reads the 2025–2026 names: website, address, list-valued hours, numbered emails", () => {
    const { format, record } = normalize({
      name: "Restaurant La Soupière", name_for_emails: "Restaurant La Soupière",
      website: "https://www.hotelschweizerhof.com/gastronomie/la-soupiere", subtypes: "French restaurant",
      category: "restaurants", type: "French restaurant", address: "Bahnhofplatz 7, 8001 Zürich", city: "Zürich",
      postal_code: "8001", country: "Switzerland", country_code: "CH", h3: "8b1f8a1b2c3dfff", reviews: "90.0", verified: "True",
      working_hours: '{"Monday": ["11:30am-2:30pm", "6:30-10pm"], "Sunday": ["Closed"]}',
      business_status: "OPERATIONAL", google_id: "0x47900a089c096439:0xe81df29b80e83028",
      email_1: "info@hotelschweizerhof.com", email_2: "jheeren@hotelschweizerhof.com", email_1_full_name: "Info",
    });
    expect(format).toBe("outscraper");
    expect(record).toMatchObject({
      website: "https://www.hotelschweizerhof.com/gastronomie/la-soupiere", address: "Bahnhofplatz 7, 8001 Zürich",
      country: "Switzerland", countryCode: "CH", email: "info@hotelschweizerhof.com", cid: "16725791340820443176",
    });
    expect(Object.keys(record?.workingHours ?? {})).toEqual(expect.arrayContaining(["Monday", "Sunday"]));
    expect(record?.raw).toMatchObject({ email_2: "jheeren@hotelschweizerhof.com", h3: "8b1f8a1b2c3dfff" });
  });
});

describe("Apify", () => {
  it("reads a full crawler item in the German UI (apify-crawler-agrivoltaisme-de.json)", () => {
    const item = {
      title: 'Schäferei Falkenhof "Hofladen im Schäferwagen"', price: "1–10\u00a0€", categoryName: "Bio-Landwirtschaftsbetrieb",
      address: "Tonis 2, 88410 Bad Wurzach, Deutschland", street: "Tonis 2", city: "Bad Wurzach", postalCode: "88410",
      state: null, countryCode: "DE", phone: "+49 175 3326426", phoneUnformatted: "+491753326426",
      location: { lat: 47.8622606, lng: 9.9037826 }, totalScore: 5, permanentlyClosed: false, temporarilyClosed: true,
      placeId: "ChIJgae-K1eXm0cRjwgEum8aPko", categories: ["Bio-Landwirtschaftsbetrieb", "Schafzüchter"],
      fid: "0x479b97572bbea781:0x4a3e1a6fba04088f", cid: "5349742474527246479", reviewsCount: 13,
      openingHours: [{ day: "Dienstag", hours: "08:00 to 18:00" }, { day: "Sonntag", hours: "Geschlossen" }],
      additionalInfo: { Barrierefreiheit: [{ "Rollstuhlgerechter Eingang": true }, { "Rollstuhlgerechter Parkplatz": false }] },
      url: "https://www.google.com/maps/search/?api=1&query=Sch%C3%A4ferei%20Falkenhof&query_place_id=ChIJgae-K1eXm0cRjwgEum8aPko",
      imageUrl: "https://lh3.googleusercontent.com/p/AF1QipMwh1ncJonn=w408-h306-k-no", website: "http://www.schaeferei-falkenhof.de/",
      menu: "https://wolt.com/en/alb/tirana/restaurant/pizza-shkoza",
      orderBy: [{ name: "Wolt", orderUrl: "https://wolt.com/sq/alb/tirana/restaurant/pizza-shkoza?utm_source=googlemapreserved" }],
      tableReservationLinks: [{ name: "wolt.com", url: "https://wolt.com/sq/alb/tirana/restaurant/pizza-shkoza" }],
      bookingLinks: [{ name: "jimdo.com", url: "https://cms.e.jimdo.com/app/s64e9d5a2c8c77479/pb5074d60d3ea8163" }],
      emails: ["pizzashkoza@gmail.com", "info@falkenhof.example"], kgmid: "/g/11j4p4k4cv",
      description: "Gemütliches Café mit Kaffee und Desserts.",
    };
    const { format, record, errors } = normalize(flattenJson(item));
    expect(format).toBe("apify");
    expect(errors).toEqual([]);
    expect(record).toMatchObject({
      categoryName: "Bio-Landwirtschaftsbetrieb", type: "Schafzüchter", street: "Tonis 2", city: "Bad Wurzach",
      postalCode: "88410", countryCode: "DE", latitude: 47.8622606, longitude: 9.9037826, rating: 5, reviewCount: 13,
      phone: "+49 175 3326426", priceRange: "1–10\u00a0€", businessStatus: "CLOSED_TEMPORARILY", isOpen: false,
      imageUrl: item.imageUrl, placeId: item.placeId, googleId: item.fid, cid: item.cid, locationLink: item.url,
      menuLink: item.menu, orderLink: item.orderBy[0]?.orderUrl, reservationLink: item.tableReservationLinks[0]?.url,
      email: "pizzashkoza@gmail.com", description: item.description,
    });
    expect(record?.about).toEqual({ Barrierefreiheit: { "Rollstuhlgerechter Eingang": true, "Rollstuhlgerechter Parkplatz": false } });
    expect(record?.workingHours).toMatchObject({ Tuesday: expect.stringContaining("8"), Sunday: "Closed" });
    expect(record?.raw).toMatchObject({
      kgmid: "/g/11j4p4k4cv", "bookingLinks/0/url": item.bookingLinks[0]?.url, additionalEmails: ["info@falkenhof.example"],
    });
  });

  it("reads the extractor's overview CSV, taking the place id from the url (apify-extractor-butchers-near-me.csv)", () => {
    const { format, record } = normalize({
      imageUrl: "https://lh3.googleusercontent.com/p/AF1QipM1s_Me9KuxzQ8K1RebAAnMGBm2SXcw0zfL4UDm=w408-h544-k-no",
      title: "Hoof to Block Butchery", totalScore: "5", reviewsCount: "67", street: "The Square, Lyndhurst",
      city: "Holsworthy", state: "", countryCode: "GB", website: "http://www.hooftoblock.co.uk/", phone: "+44 1409 241206",
      categoryName: "Butcher shop",
      url: "https://www.google.com/maps/search/?api=1&query=Hoof%20to%20Block%20Butchery&query_place_id=ChIJ7xrAlUNtbEgRmDFJbg0JbFM",
    });
    expect(format).toBe("apify");
    expect(record).toMatchObject({
      rating: 5, reviewCount: 67, countryCode: "GB", categoryName: "Butcher shop", placeId: "ChIJ7xrAlUNtbEgRmDFJbg0JbFM",
      imageUrl: "https://lh3.googleusercontent.com/p/AF1QipM1s_Me9KuxzQ8K1RebAAnMGBm2SXcw0zfL4UDm=w408-h544-k-no",
      latitude: null, googleId: null,
    });
  });

  it("takes the gallery's first picture when the item has no imageUrl (apify-crawler-internet-programming-taipei.json)", () => {
    const { record } = normalize(flattenJson({
      title: "青青餐廳", totalScore: 4.2, reviewsCount: 1021, state: "Beitou District, Taipei City",
      images: [{ imageUrl: "https://lh5.googleusercontent.com/p/AF1QipOne=w408", authorName: "A" }, { imageUrl: "https://x.example/2" }],
    }));
    expect(record?.imageUrl).toBe("https://lh5.googleusercontent.com/p/AF1QipOne=w408");
    expect(record?.raw).toMatchObject({ "images/0/authorName": "A", "images/1/imageUrl": "https://x.example/2" });
  });
});

describe("omkarcloud", () => {
  const LINK =
    "https://www.google.com/maps/place/Laptop+Service+Centre+%28Pvt%29+Ltd./data=!4m7!3m6!1s0x3ae25ba616e52171:0x166011e2da938f30!8m2!3d6.8820599!4d79.8591634!16s%2Fg%2F11mpc09m1d!19sChIJcSHlFqZb4joRMI-T2uIRYBY?authuser=0&hl=en&rclk=1";

  it("reads v2 (omkarcloud-googlemaps-webscraper-srilanka.csv), with coordinates and ids from the link", () => {
    const { format, record, errors } = normalize({
      title: "Laptop Service Centre (Pvt) Ltd.", rating: "4.2", number_of_reviews: "112", address: "401 Galle Rd, Colombo 00400",
      img_link: "https://lh5.googleusercontent.com/p/AF1QipPX9u4FxCuljzHUU5r=w408-h544-k-no", link: LINK,
      main_category: "Computer repair service", place_id: "ChIJcSHlFqZb4joRMI-T2uIRYBY",
      categories: "Computer repair service, Computer accessories store, Computer support and services",
    });
    expect(format).toBe("omkarcloud");
    expect(errors).toEqual([]);
    expect(record).toMatchObject({
      rating: 4.2, reviewCount: 112, categoryName: "Computer repair service", type: "Computer accessories store",
      photoUrl: "https://lh5.googleusercontent.com/p/AF1QipPX9u4FxCuljzHUU5r=w408-h544-k-no", locationLink: LINK,
      latitude: 6.8820599, longitude: 79.8591634, googleId: "0x3ae25ba616e52171:0x166011e2da938f30",
      cid: "1612308332626022192", placeId: "ChIJcSHlFqZb4joRMI-T2uIRYBY", website: null,
    });
    expect(record?.raw).toMatchObject({ categories: expect.stringContaining("Computer support and services") });
  });

  it("reads v1 (omkarcloud-finished-early.csv): its link is no website", () => {
    const { format, record } = normalize({
      title: "VA WEBHUB WEB DESIGN CUTTACK", rating: "4.9", number_of_reviews: "31", category: "Website designer",
      address: "Plot no - D/1213, 10, CDA Sec - 10, Cuttack, Odisha 753014", website: "vawebhub.com", phone: "099376 21642",
      img_link: "https://streetviewpixels-pa.googleapis.com/v1/thumbnail?panoid=STtOFNy7Ap_Xh8uJfUuKDw&w=408&h=240", link: LINK,
    });
    expect(format).toBe("omkarcloud");
    expect(record).toMatchObject({
      categoryName: "Website designer", website: "https://vawebhub.com", phone: "099376 21642", reviewCount: 31,
      locationLink: LINK, placeId: "ChIJcSHlFqZb4joRMI-T2uIRYBY",
    });
  });
});

describe("a hand-edited Portuguese sheet (other-apify-derived-disparos-leads-semicolon.csv)", () => {
  const row = { Empresa: "Gih modas", phone: "+55 11 94245-4686", phoneUnformatted: "5,51194E+12", Enviado: "sim", Retorno: "" };

  it("has no column Locus reads as the name on its own: the mapping step asks for it", () => {
    expect(hasNameColumn(planHeader(Object.keys(row)).columns)).toBe(false);
  });

  it("takes its business name from 'Empresa' once the admin maps it", () => {
    const { format, columns } = detectMappedFormat(Object.keys(row), { Empresa: "name" });
    const { record } = normalizeRow(row, columns, 2);
    expect(format).toBe("generic");
    expect(record).toMatchObject({ name: "Gih modas", phone: "+55 11 94245-4686" });
    expect(record?.raw).toMatchObject({ Enviado: "sim" });
  });
});
