import { describe, expect, it } from "vitest";
import { detectFormat } from "./aliases";
import { normalizeRow } from "./normalize-row";

const ABOUT = { "Service options": { "Dine-in": true, Delivery: false }, Other: { "Wi-Fi": "Free" } };
const HOURS = { Monday: "9AM–5PM", Tuesday: "11AM–3PM,5–9:30PM", Sunday: "Closed" };

/** A row of Locus's own export: every business field in camelCase, nested values as JSON text. */
const LOCUS_ROW = {
  globalRowNumber: 42,
  name: "Kahve Durağı",
  slug: "kahve-duragi-istanbul",
  category: "Coffee shop",
  categoryIcon: "☕",
  type: "Espresso bar",
  rating: "4.5",
  reviewCount: 310,
  address: "Moda Cd. 12, 34710 Kadıköy/İstanbul",
  street: "Moda Cd. 12",
  city: "Istanbul",
  state: "İstanbul",
  postalCode: "34710",
  country: "Turkey",
  countryCode: "TR",
  latitude: 40.9876,
  longitude: 29.0267,
  timeZone: "Europe/Istanbul",
  phone: "+90 216 555 01 01",
  email: "merhaba@kahveduragi.example",
  website: "https://kahveduragi.example",
  photoUrl: "https://cdn.example.com/photo.jpg",
  imageUrl: "https://cdn.example.com/image.jpg",
  locationLink: "https://www.google.com/maps/place/?q=place_id:ChIJ-kahve",
  orderLink: "https://order.example.com/kahve",
  menuLink: "https://kahveduragi.example/menu",
  reservationLink: "https://book.example.com/kahve",
  reviewsLink: "https://search.google.com/local/reviews?placeid=ChIJ-kahve",
  description: "<p>Specialty coffee by the sea.</p>",
  about: JSON.stringify(ABOUT),
  workingHours: JSON.stringify(HOURS),
  isVerified: "true",
  isOpen: "false",
  businessStatus: "OPERATIONAL",
  priceRange: "₺₺",
  placeId: "ChIJ-kahve",
  googleId: "0x14cab9:0x5e1f",
  cid: "11112222333344445555",
};

describe("normalizeRow: Locus's own export", () => {
  const { columns, format } = detectFormat(Object.keys(LOCUS_ROW));
  const { record, errors } = normalizeRow(LOCUS_ROW, columns, 7);

  it("round-trips every field exactly", () => {
    expect(format).toBe("locus");
    expect(errors).toEqual([]);
    const { category, about, workingHours, rating, isVerified, isOpen, ...same } = LOCUS_ROW;
    expect(record).toEqual({
      ...same,
      categoryName: category,
      rating: 4.5,
      about: ABOUT,
      workingHours: HOURS,
      isVerified: true,
      isOpen: false, // the export's own flag wins over the status
      raw: {},
      reviews: [],
    });
  });

  it("leaves a bad slug out for the importer to make a new one", () => {
    const result = normalizeRow({ ...LOCUS_ROW, slug: "Kahve Durağı!" }, columns, 7);
    expect(result.record?.slug).toBeNull();
    expect(result.errors).toEqual([
      { row: 7, column: "slug", message: expect.stringContaining("Slug must be"), outcome: "dropped" },
    ]);
  });
});
