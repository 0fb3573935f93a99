import { describe, expect, it } from "vitest";
import { escapeXml, sitemapElement, urlElement, w3cDate } from "./xml";

describe("sitemap XML pieces", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`https://example.com/?a=1&b=<2>&c="3"&d='4'`)).toBe(
      "https://example.com/?a=1&amp;b=&lt;2&gt;&amp;c=&quot;3&quot;&amp;d=&apos;4&apos;",
    );
  });

  it("leaves plain URLs unchanged", () => {
    expect(escapeXml("https://locus.test/business/cafe-creme-paris")).toBe("https://locus.test/business/cafe-creme-paris");
  });

  it("writes W3C datetimes in UTC to the second", () => {
    expect(w3cDate(new Date("2026-05-01T12:30:45.678+02:00"))).toBe("2026-05-01T10:30:45Z");
  });

  it("escapes locations inside url and sitemap entries", () => {
    expect(urlElement("https://x.test/?a&b", new Date("2026-01-02T03:04:05Z"))).toBe(
      "<url><loc>https://x.test/?a&amp;b</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>\n",
    );
    expect(sitemapElement("https://x.test/s.xml")).toBe("<sitemap><loc>https://x.test/s.xml</loc></sitemap>\n");
  });
});
