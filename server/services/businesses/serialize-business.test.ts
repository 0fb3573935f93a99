import { describe, expect, it } from "vitest";
import type { BusinessDetailRow } from "./business-select";
import { serializeBusiness, serializeBusinessDetail } from "./serialize-business";

const row: BusinessDetailRow = {
  id: 7, slug: "marios-pizzeria-istanbul", name: "Mario's Pizzeria", category_id: 2, type: "Pizza restaurant",
  rating: "4.7", review_count: 120, address: "1 Main St, Istanbul", street: "1 Main St", city: "Istanbul",
  state: null, postal_code: "34000", country: "Türkiye", country_code: "TR", latitude: 41.01, longitude: 28.97,
  phone: "+90 212 555 0101", email: null, website: "https://example.com",
  working_hours: { Monday: "9AM–5PM", Tuesday: "9AM–5PM", Wednesday: "9AM–5PM", Thursday: "9AM–5PM", Friday: "9AM–5PM" },
  photo_url: null, image_url: null, location_link: null, order_link: null, menu_link: "https://example.com/menu",
  reservation_link: null, reviews_link: null, is_verified: true, is_open: true, business_status: "OPERATIONAL",
  price_range: "$$", time_zone: "Europe/Istanbul", place_id: "ChIJ123", global_row_number: 7,
  created_at: new Date("2026-01-02T03:04:05Z"), updated_at: new Date("2026-02-03T04:05:06Z"),
  category_name: "Pizza restaurant", category_slug: "pizza-restaurant", category_icon: "🍕",
  description: '<p onclick="x()">Hi <a href="https://example.com">there</a></p><script>alert(1)</script>',
  about: { Payments: { "Credit cards": true } },
};

describe("serializeBusiness", () => {
  it("maps columns to the API's camelCase fields", () => {
    const business = serializeBusiness(row, new Date("2026-11-23T09:00:00Z")); // Monday 12:00 in Istanbul
    expect(business).toMatchObject({
      id: 7, slug: "marios-pizzeria-istanbul", categoryId: 2, rating: "4.7", reviewCount: 120,
      postalCode: "34000", countryCode: "TR", menuLink: "https://example.com/menu", isVerified: true,
      businessStatus: "OPERATIONAL", priceRange: "$$", timeZone: "Europe/Istanbul", placeId: "ChIJ123",
      globalRowNumber: 7, createdAt: "2026-01-02T03:04:05.000Z", updatedAt: "2026-02-03T04:05:06.000Z",
      category: { id: 2, name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" },
      openNow: true,
    });
    expect(business).not.toHaveProperty("description");
  });

  it("computes openNow in the business's time zone", () => {
    // 16:00 UTC on a Monday is 19:00 in Istanbul: closed there.
    expect(serializeBusiness(row, new Date("2026-11-23T16:00:00Z")).openNow).toBe(false);
    // Saturday: no hours listed for the day.
    expect(serializeBusiness(row, new Date("2026-11-28T09:00:00Z")).openNow).toBe(false);
    expect(serializeBusiness({ ...row, working_hours: {} }).openNow).toBeNull();
  });

  it("never reads a closed business as open now, whatever its hours say", () => {
    const monday = new Date("2026-11-23T09:00:00Z"); // 12:00 in Istanbul, inside the hours
    for (const status of ["CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"]) {
      const business = serializeBusiness({ ...row, business_status: status }, monday);
      expect(business.openNow).toBe(false);
      expect(business.businessStatus).toBe(status);
    }
    expect(serializeBusiness({ ...row, business_status: "CLOSED_PERMANENTLY", working_hours: {} }).openNow).toBe(false);
  });

  it("computes openNow for imported hours that run past midnight", () => {
    // As an import stores gosom's {"Friday": ["6:30 pm–2:30 am"]} (narrow spaces kept) for a bar in Cyprus.
    const bar = { ...row, working_hours: { Friday: "6:30\u202fpm–2:30\u202fam", Saturday: "Closed" }, time_zone: "Asia/Nicosia" };
    // 2026-11-27 is a Friday; Nicosia is UTC+2 in November.
    expect(serializeBusiness(bar, new Date("2026-11-27T21:00:00Z")).openNow).toBe(true); // Friday 23:00
    expect(serializeBusiness(bar, new Date("2026-11-27T23:30:00Z")).openNow).toBe(true); // Saturday 01:30
    expect(serializeBusiness(bar, new Date("2026-11-28T01:00:00Z")).openNow).toBe(false); // Saturday 03:00
  });

  it("gives null category and rating when missing", () => {
    const business = serializeBusiness({ ...row, category_id: null, category_name: null, category_slug: null, category_icon: null, rating: null });
    expect(business.category).toBeNull();
    expect(business.rating).toBeNull();
  });
});

describe("serializeBusinessDetail", () => {
  it("sanitizes the description and opens links in a new tab", () => {
    const detail = serializeBusinessDetail(row, [
      { id: 1, business_id: 7, author_name: "Ayşe", rating: 5, comment: "Great", created_at: new Date("2026-03-01T00:00:00Z"), source_key: null },
    ]);
    expect(detail.description).toBe('<p>Hi <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">there</a></p>');
    expect(detail.about).toEqual({ Payments: { "Credit cards": true } });
    expect(detail.reviews).toEqual([{ id: 1, authorName: "Ayşe", rating: 5, comment: "Great", createdAt: "2026-03-01T00:00:00.000Z" }]);
  });
});
