import { describe, expect, it } from "vitest";
import { reviewDate, scrapeTime } from "./review-dates";

const NOW = new Date("2026-03-31T12:00:00.000Z");
const iso = (value: unknown) => reviewDate(value, NOW)?.toISOString() ?? null;

describe("reviewDate", () => {
  it("reads gosom's day and Apify's time", () => {
    expect(iso("2025-6-28")).toBe("2025-06-28T00:00:00.000Z");
    expect(iso("2025-04-07T07:17:11.411Z")).toBe("2025-04-07T07:17:11.411Z");
  });

  it("resolves Google's relative text against the reference time, in calendar months", () => {
    expect(iso("a year ago")).toBe("2025-03-31T12:00:00.000Z");
    expect(iso("2 months ago")).toBe("2026-01-31T12:00:00.000Z");
    expect(iso("a month ago")).toBe("2026-02-28T12:00:00.000Z");
    expect(iso("3 weeks ago")).toBe("2026-03-10T12:00:00.000Z");
    expect(iso("an hour ago")).toBe("2026-03-31T11:00:00.000Z");
    expect(iso("Edited 5 days ago")).toBe("2026-03-26T12:00:00.000Z");
    expect(iso("yesterday")).toBe("2026-03-30T12:00:00.000Z");
  });

  it("leaves what it cannot read unknown", () => {
    for (const text of ["", "vor einem Monat", "2025-2-30", "soon", null, undefined]) expect(iso(text)).toBeNull();
  });
});

describe("scrapeTime", () => {
  it("is the row's scrape time when it has one, else the import time", () => {
    expect(scrapeTime("2025-05-20T13:00:04.889Z", NOW).toISOString()).toBe("2025-05-20T13:00:04.889Z");
    expect(scrapeTime("", NOW)).toBe(NOW);
    expect(scrapeTime("yesterday", NOW)).toBe(NOW);
  });
});
