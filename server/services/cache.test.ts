import { describe, expect, it } from "vitest";
import { MINUTE, ReadCache } from "./cache";

const KEYS = ["sitemap:businesses:50000", "sitemap:cities:50000", "stats"];

function countingCache() {
  const announced: string[] = [];
  const cache = new ReadCache(async (prefix) => void announced.push(prefix));
  return { cache, announced, ...loggingReader(cache) };
}

/** Reads through the cache, noting each key it had to load. */
function loggingReader(cache: ReadCache) {
  const loads: string[] = [];
  const read = (key: string) =>
    cache.getOrSet(key, MINUTE, async () => {
      loads.push(key);
      return key;
    });
  return { loads, read };
}

describe("ReadCache.clearPrefix", () => {
  it("reloads the entries under the prefix and keeps every other one", async () => {
    const { cache, loads, read } = countingCache();
    for (const key of KEYS) await read(key);
    await cache.clearPrefix("sitemap:");
    for (const key of KEYS) await read(key);
    expect(loads).toEqual([...KEYS, "sitemap:businesses:50000", "sitemap:cities:50000"]);
  });

  it("announces the prefix, and clear() announces the empty prefix: everything", async () => {
    const { cache, announced, loads, read } = countingCache();
    for (const key of KEYS) await read(key);
    await cache.clearPrefix("sitemap:");
    await cache.clear();
    for (const key of KEYS) await read(key);
    expect(announced).toEqual(["sitemap:", ""]);
    expect(loads).toEqual([...KEYS, ...KEYS]);
  });
});

describe("ReadCache.forget", () => {
  it("clears locally without announcing: what another process announced", async () => {
    const { cache, announced, loads, read } = countingCache();
    for (const key of KEYS) await read(key);
    cache.forget("stats");
    cache.forget("");
    await read("stats");
    expect(announced).toEqual([]);
    expect(loads).toEqual([...KEYS, "stats"]);
  });
});

describe("ReadCache.getOrSet", () => {
  it("keeps a newer load when an older one for the same key fails after a clear", async () => {
    const { cache } = countingCache();
    let fail: (error: Error) => void = () => undefined;
    const first = cache.getOrSet("count:all", MINUTE, () => new Promise<number>((_, reject) => (fail = reject)));
    cache.forget("");
    expect(await cache.getOrSet("count:all", MINUTE, async () => 2)).toBe(2);
    fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    expect(await cache.getOrSet("count:all", MINUTE, async () => 3)).toBe(2);
  });
});

describe("ReadCache shelves", () => {
  it("keeps a shelf's keys apart, so filling it never pushes out the other entries", async () => {
    const cache = new ReadCache(undefined, 2, [{ prefix: "list:", maxEntries: 2 }]);
    const { loads, read } = loggingReader(cache);
    await read("stats");
    await read("count:all");
    for (const key of ["list:a", "list:b", "list:c"]) await read(key);
    await read("stats");
    await read("count:all");
    expect(loads).toEqual(["stats", "count:all", "list:a", "list:b", "list:c"]);
    await read("list:a");
    expect(loads.at(-1)).toBe("list:a");
  });

  it("lets go of the entry read least recently, not the one stored first", async () => {
    const cache = new ReadCache(undefined, 2);
    const { loads, read } = loggingReader(cache);
    await read("a");
    await read("b");
    await read("a");
    await read("c");
    await read("a");
    await read("b");
    expect(loads).toEqual(["a", "b", "c", "b"]);
  });

  it("forgets a prefix on every shelf", async () => {
    const cache = new ReadCache(undefined, 10, [{ prefix: "list:", maxEntries: 10 }]);
    const { loads, read } = loggingReader(cache);
    await read("list:a");
    await read("stats");
    cache.forget("");
    await read("list:a");
    await read("stats");
    expect(loads).toEqual(["list:a", "stats", "list:a", "stats"]);
  });

  it("tells whether a live entry is kept, and counts every forgetting, here or announced", async () => {
    const cache = new ReadCache(undefined, 10, [{ prefix: "list:", maxEntries: 10 }]);
    expect(cache.has("list:a")).toBe(false);
    await cache.getOrSet("list:a", MINUTE, async () => 1);
    await cache.getOrSet("gone", -1, async () => 1);
    expect(cache.has("list:a")).toBe(true);
    expect(cache.has("gone")).toBe(false);
    const before = cache.generation;
    await cache.clearPrefix("sitemap:");
    cache.forget("list:");
    expect(cache.generation).toBe(before + 2);
    expect(cache.has("list:a")).toBe(false);
  });
});
