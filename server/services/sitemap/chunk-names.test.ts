import { describe, expect, it } from "vitest";
import { chunkUrl, formatChunkName, parseChunkName } from "./chunk-names";

describe("sitemap chunk names", () => {
  it("reads the names the index writes", () => {
    for (const file of ["pages.xml", "categories.xml", "cities-1.xml", "businesses-20.xml"]) {
      const name = parseChunkName(file);
      expect(name).not.toBeNull();
      expect(formatChunkName(name!)).toBe(file);
    }
    expect(parseChunkName("businesses-3.xml")).toEqual({ kind: "businesses", number: 3 });
  });

  it("rejects anything else, so each chunk has a single address", () => {
    for (const file of ["nope.xml", "businesses-0.xml", "businesses-01.xml", "businesses-1", "cities-.xml", "pages-1.xml", "businesses-1.xml.gz", "../sitemap.xml"]) {
      expect(parseChunkName(file), file).toBeNull();
    }
  });

  it("builds absolute chunk addresses", () => {
    expect(chunkUrl("https://locus.test", { kind: "cities", number: 2 })).toBe("https://locus.test/sitemaps/cities-2.xml");
  });
});
