import { describe, expect, it } from "vitest";
import { MINUTE, ReadCache } from "./cache";

describe("ReadCache.clearPrefix", () => {
  it("reloads the entries under the prefix and keeps every other one", async () => {
    const cache = new ReadCache();
    const loads: string[] = [];
    const read = (key: string) =>
      cache.getOrSet(key, MINUTE, async () => {
        loads.push(key);
        return key;
      });
    for (const key of ["sitemap:businesses:50000", "sitemap:cities:50000", "stats"]) await read(key);
    cache.clearPrefix("sitemap:");
    for (const key of ["sitemap:businesses:50000", "sitemap:cities:50000", "stats"]) await read(key);
    expect(loads).toEqual(["sitemap:businesses:50000", "sitemap:cities:50000", "stats", "sitemap:businesses:50000", "sitemap:cities:50000"]);
  });
});
