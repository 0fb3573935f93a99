import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BusinessPage } from "../../app/lib/business";
import { formatDistance } from "../../app/lib/format";
import { getCityBySlug } from "../../server/services/catalog/list-cities";
import { startRenderedPages, type RenderedPages } from "./support/rendered-pages";
import { startTestApp, type TestApp } from "./support/test-app";

// The search page's distance search (near, nearCity) and filters, as its
// server-rendered HTML shows them: the same businesses as the list API for the
// same parameters, robots and canonical for search engines, and an empty page
// rather than an error for values the API refuses.

let app: TestApp;
let pages: RenderedPages;
beforeAll(async () => {
  app = await startTestApp();
  pages = await startRenderedPages(app.ctx);
});
afterAll(async () => {
  await pages.close();
  await app.close();
});

async function api(query: string): Promise<BusinessPage> {
  const response = await app.get(`/api/businesses?${query}`);
  expect(response.status, query).toBe(200);
  return (await response.json()) as BusinessPage;
}

async function page(path: string) {
  const answer = await pages.get(path);
  expect(answer.status, path).toBe(200);
  // React separates adjacent text with empty comments.
  const html = answer.body.replace(/<!-- -->/g, "");
  return {
    html,
    /** slugs of the cards, in order */
    cards: [...html.matchAll(/<h3[^>]*><a [^>]*href="\/business\/([^"]+)"/g)].map((match) => match[1]),
    /** "name=value" of the ticked checkboxes */
    ticked: [...html.matchAll(/<input type="checkbox"[^>]*>/g)]
      .filter(([tag]) => tag.includes('checked=""'))
      .map(([tag]) => `${/name="([^"]+)"/.exec(tag)?.[1]}=${/value="([^"]+)"/.exec(tag)?.[1]}`),
    heading: /<h1[^>]*>[\s\S]*?<span>([^<]*)<\/span><\/h1>/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
  };
}

const slugs = (list: BusinessPage) => list.businesses.map((business) => business.slug);

describe("near a city", () => {
  it("lists the API's distance search from the city's coordinates, nearest first, with distances", async () => {
    const istanbul = (await getCityBySlug(app.ctx, "istanbul"))!;
    const expected = await api(`near=${istanbul.latitude},${istanbul.longitude}&sortBy=distance&limit=12`);
    expect(expected.total).toBeGreaterThan(1);
    const shown = await page("/businesses?nearCity=Istanbul&sortBy=distance");
    expect(shown.cards).toEqual(slugs(expected));
    expect(shown.heading).toBe("Businesses near Istanbul");
    expect(shown.html).toContain(`${formatDistance(expected.businesses[0]!.distanceKm!)} away`);
    expect(shown.html).toContain("Within 10 km of Istanbul");
    expect(shown.robots).toBe("noindex, follow");
    expect(shown.canonical).toBe("https://locus.test/businesses");
  });

  it("takes the radius, and offers Distance among the sort buttons", async () => {
    const istanbul = (await getCityBySlug(app.ctx, "istanbul"))!;
    const narrow = await api(`near=${istanbul.latitude},${istanbul.longitude}&radius=0.3&limit=12`);
    const shown = await page("/businesses?nearCity=istanbul&radius=0.3");
    expect(shown.cards).toEqual(slugs(narrow));
    const byDistance = "/businesses?nearCity=istanbul&amp;radius=0.3&amp;sortBy=distance&amp;sortOrder=asc";
    expect(shown.html).toContain(`href="${byDistance}"`);
    expect((await page("/businesses")).html).not.toContain("sortBy=distance");
  });

  it("explains a city it cannot find instead of listing", async () => {
    const shown = await page("/businesses?nearCity=Atlantis");
    expect(shown.cards).toEqual([]);
    expect(shown.html).toContain("City not found");
    expect(shown.html).toContain("We couldn&#x27;t find a city called &quot;Atlantis&quot;");
  });
});

describe("near a point", () => {
  it("says near you and lists what the API lists", async () => {
    const paris = (await getCityBySlug(app.ctx, "paris"))!;
    const near = `${paris.latitude},${paris.longitude}`;
    const expected = await api(`near=${near}&sortBy=distance&category=cafe`);
    const shown = await page(`/businesses?near=${near}&sortBy=distance&category=cafe`);
    expect(shown.cards).toEqual(slugs(expected));
    expect(shown.heading).toBe("Cafe businesses near you");
    expect(shown.robots).toBe("noindex, follow");
    expect(shown.canonical).toBe("https://locus.test/businesses?category=cafe");
  });
});

describe("filters", () => {
  it("narrow the list as the API does, and keep filtered pages out of the index", async () => {
    const all = await api("city=istanbul&limit=12");
    const rated = await api("city=istanbul&minRating=4.5&limit=12");
    const featured = await api("city=istanbul&minRating=4&feature=Credit%20cards&limit=12");
    expect(rated.total).toBeGreaterThan(0);
    expect(rated.total).toBeLessThan(all.total);
    expect(featured.total).toBeGreaterThan(0);
    expect(featured.total).toBeLessThan(all.total);

    const plain = await page("/businesses?city=istanbul");
    expect(plain.cards).toEqual(slugs(all));
    expect(plain.robots).toBe("index, follow, max-image-preview:large");
    const filtered = await page("/businesses?city=istanbul&minRating=4.5");
    expect(filtered.cards).toEqual(slugs(rated));
    expect(filtered.html).toContain(`${rated.total} business`);
    expect(filtered.robots).toBe("noindex, follow");
    expect(filtered.canonical).toBe("https://locus.test/businesses?city=istanbul");
    expect((await page("/businesses?city=istanbul&minRating=4&feature=Credit+cards")).cards).toEqual(slugs(featured));
  });

  it("show the URL's filters as chosen, with a link to clear them", async () => {
    const query = "city=istanbul&openNow=true&minRating=4.5&priceRange=%24%24&feature=Delivery&feature=Pool";
    const shown = await page(`/businesses?${query}`);
    expect(shown.html).toContain('<option value="4.5" selected="">4.5+ stars</option>');
    // A feature outside the fixed list is offered too, so it can be unticked.
    expect(shown.ticked).toEqual(["openNow=true", "priceRange=$$", "feature=Delivery", "feature=Pool"]);
    expect(shown.html).toMatch(/<a[^>]*href="\/businesses\?city=istanbul"[^>]*>Clear filters<\/a>/);
    expect((await page("/businesses?city=istanbul&minRating=4.5")).ticked).toEqual([]);
  });

  it.each([
    "minRating=9",
    "minRating=abc",
    "priceRange=%24%24%24%24%24",
    "near=91,0",
    "near=41.0",
    "near=41,29&radius=500",
    "nearCity=istanbul&radius=0",
  ])("%s from a typed URL shows an empty page, not an error", async (query) => {
    const shown = await page(`/businesses?${query}`);
    expect(shown.cards).toEqual([]);
    expect(shown.robots).toBe("noindex, follow");
  });
});
