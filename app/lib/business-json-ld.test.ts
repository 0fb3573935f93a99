import { describe, expect, it } from "vitest";
import { htmlToText, localBusinessJsonLd, type LocalBusinessInput } from "./business-json-ld";

const PAGE = "https://locus.test/business/marios-pizzeria-istanbul";

const full: LocalBusinessInput = {
  name: "Mario's Pizzeria",
  address: "1 Main Street, Istanbul, Türkiye",
  street: "1 Main Street",
  city: "Istanbul",
  state: "Istanbul",
  postalCode: "34000",
  country: "Türkiye",
  countryCode: "TR",
  phone: "+90 212 555 0101",
  email: "ciao@mariospizzeria.example",
  website: "https://mariospizzeria.example",
  photoUrl: "https://lh3.googleusercontent.com/p/abc=w800-h500-k-no",
  imageUrl: null,
  description: '<p>Wood-fired <strong>pizza</strong> &amp; pasta.</p><p><a href="https://x.example">Visit</a></p>',
  rating: "4.7",
  reviewCount: 120,
  latitude: 41.0092,
  longitude: 28.9794,
  workingHours: { Monday: "Closed", Tuesday: "11AM–3PM,5–9:30PM" },
  priceRange: "$",
  locationLink: "https://www.google.com/maps/place/?q=place_id:ChIJ",
  businessStatus: "OPERATIONAL",
};

const bare: LocalBusinessInput = {
  name: "Unrated Corner Store",
  address: null, street: null, city: null, state: null, postalCode: null, country: null, countryCode: null,
  phone: null, email: null, website: null, photoUrl: null, imageUrl: null, description: null,
  rating: null, reviewCount: 0, latitude: null, longitude: null, workingHours: {}, priceRange: null, locationLink: null,
  businessStatus: "OPERATIONAL",
};

describe("localBusinessJsonLd", () => {
  it("states every fact of a complete listing", () => {
    expect(localBusinessJsonLd(full, PAGE)).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${PAGE}#business`,
      name: "Mario's Pizzeria",
      url: PAGE,
      image: ["https://lh3.googleusercontent.com/p/abc=w800-h500-k-no"],
      description: "Wood-fired pizza & pasta. Visit",
      address: {
        "@type": "PostalAddress",
        streetAddress: "1 Main Street",
        addressLocality: "Istanbul",
        addressRegion: "Istanbul",
        postalCode: "34000",
        addressCountry: "TR",
      },
      telephone: "+90 212 555 0101",
      email: "ciao@mariospizzeria.example",
      sameAs: "https://mariospizzeria.example",
      hasMap: "https://www.google.com/maps/place/?q=place_id:ChIJ",
      geo: { "@type": "GeoCoordinates", latitude: 41.0092, longitude: 28.9794 },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 120, bestRating: 5, worstRating: 1 },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "00:00", closes: "00:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday"], opens: "11:00", closes: "15:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday"], opens: "17:00", closes: "21:30" },
      ],
      priceRange: "$",
    });
  });

  it("omits every absent field and keeps the defaults", () => {
    expect(localBusinessJsonLd(bare, PAGE)).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      "@id": `${PAGE}#business`,
      name: "Unrated Corner Store",
      url: PAGE,
      priceRange: "$$",
    });
  });

  it("states a rating only when it is above zero and has reviews", () => {
    expect(localBusinessJsonLd({ ...full, rating: "0.0" }, PAGE)).not.toHaveProperty("aggregateRating");
    expect(localBusinessJsonLd({ ...full, reviewCount: 0 }, PAGE)).not.toHaveProperty("aggregateRating");
  });

  it("keeps partial addresses and defaults their country to UK", () => {
    expect(localBusinessJsonLd({ ...bare, city: "Leeds" }, PAGE).address).toEqual({
      "@type": "PostalAddress",
      addressLocality: "Leeds",
      addressCountry: "UK",
    });
    expect(localBusinessJsonLd({ ...bare, address: "5 High St, Paris", country: "France" }, PAGE).address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "5 High St, Paris",
      addressCountry: "France",
    });
  });

  it("states no opening hours for a closed business: its hours are those it kept before closing", () => {
    expect(localBusinessJsonLd(full, PAGE)).toHaveProperty("openingHoursSpecification");
    for (const businessStatus of ["CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"]) {
      expect(localBusinessJsonLd({ ...full, businessStatus }, PAGE)).not.toHaveProperty("openingHoursSpecification");
    }
  });

  it("lists both photos when the listing has two", () => {
    expect(localBusinessJsonLd({ ...bare, photoUrl: "https://a.example/1.jpg", imageUrl: "https://a.example/2.jpg" }, PAGE).image)
      .toEqual(["https://a.example/1.jpg", "https://a.example/2.jpg"]);
  });
});

describe("htmlToText", () => {
  it("drops tags, separates blocks and decodes entities", () => {
    expect(htmlToText("<p>Caf&eacute;? No: caf&#233; &amp; &#x1F355;</p><p>Line<br>two</p>")).toBe(
      "Caf&eacute;? No: café & 🍕 Line two",
    );
  });
});
