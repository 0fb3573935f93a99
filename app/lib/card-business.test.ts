import { describe, expect, it } from "vitest";
import { toCardBusiness, type Business } from "./business";

const business: Business = {
  id: 7,
  slug: "marios-pizzeria-istanbul",
  name: "Mario's Pizzeria",
  categoryId: 3,
  category: { id: 3, name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" },
  type: "Neapolitan pizza",
  rating: "4.7",
  reviewCount: 120,
  address: "1 Main Street, Istanbul, Türkiye",
  street: "1 Main Street",
  city: "Istanbul",
  citySlug: "istanbul",
  state: "Istanbul",
  postalCode: "34000",
  country: "Türkiye",
  countryCode: "TR",
  latitude: 41.0092,
  longitude: 28.9794,
  phone: "+90 212 555 0101",
  email: "ciao@mariospizzeria.example",
  website: "https://mariospizzeria.example",
  workingHours: { Monday: "Closed", Tuesday: "11AM–3PM,5–9:30PM" },
  photoUrl: "https://lh3.googleusercontent.com/p/abc=w800-h500-k-no",
  imageUrl: null,
  locationLink: "https://www.google.com/maps/place/?q=place_id:ChIJ",
  orderLink: null,
  menuLink: "https://mariospizzeria.example/menu",
  reservationLink: null,
  reviewsLink: null,
  isVerified: true,
  isOpen: true,
  openNow: false,
  businessStatus: "OPERATIONAL",
  priceRange: "$$",
  timeZone: "Europe/Istanbul",
  placeId: "ChIJ123",
  globalRowNumber: 42,
  createdAt: "2026-01-02T03:04:05.000Z",
  updatedAt: "2026-02-03T04:05:06.000Z",
};

describe("toCardBusiness", () => {
  it("keeps what a card, a nearby line and a map marker show, and nothing else", () => {
    expect(toCardBusiness(business)).toEqual({
      id: 7,
      slug: "marios-pizzeria-istanbul",
      name: "Mario's Pizzeria",
      category: { id: 3, name: "Pizza restaurant", slug: "pizza-restaurant", icon: "🍕" },
      type: "Neapolitan pizza",
      rating: "4.7",
      reviewCount: 120,
      address: "1 Main Street, Istanbul, Türkiye",
      latitude: 41.0092,
      longitude: 28.9794,
      phone: "+90 212 555 0101",
      photoUrl: "https://lh3.googleusercontent.com/p/abc=w800-h500-k-no",
      imageUrl: null,
      openNow: false,
      businessStatus: "OPERATIONAL",
    });
  });

  it("carries the distance of a distance search, and no distance key otherwise", () => {
    expect(toCardBusiness({ ...business, distanceKm: 0.35 }).distanceKm).toBe(0.35);
    expect("distanceKm" in toCardBusiness(business)).toBe(false);
  });
});
