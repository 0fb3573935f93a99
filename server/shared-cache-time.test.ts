import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { withSharedMaxAge } from "./shared-cache-time";

describe("withSharedMaxAge", () => {
  it("gives shared caches the shorter of max-age and the shared time", () => {
    expect(withSharedMaxAge("public, max-age=300, stale-while-revalidate=300", 60)).toBe(
      "public, max-age=300, stale-while-revalidate=300, s-maxage=60",
    );
    expect(withSharedMaxAge("public, max-age=30", 60)).toBe("public, max-age=30, s-maxage=30");
    expect(withSharedMaxAge("max-age=1800", 0)).toBe("max-age=1800, s-maxage=0");
  });

  it.each([
    "private, max-age=60",
    "no-store",
    "no-cache",
    "public, max-age=31536000, immutable",
    "public, max-age=300, s-maxage=10",
    "public",
    "public, max-age=soon",
  ])("leaves %j as it is", (value) => {
    expect(withSharedMaxAge(value, 60)).toBe(value);
  });

  it("reads directives without regard to case or spaces", () => {
    expect(withSharedMaxAge("Public,Max-Age=120", 60)).toBe("Public,Max-Age=120, s-maxage=60");
    expect(withSharedMaxAge("PRIVATE, max-age=120", 60)).toBe("PRIVATE, max-age=120");
  });
});

describe("SHARED_CACHE_SECONDS", () => {
  const shared = (value?: string) => loadConfig({ SHARED_CACHE_SECONDS: value }).SHARED_CACHE_SECONDS;

  it("is 60 seconds unless set; 0 is allowed", () => {
    expect(shared()).toBe(60);
    expect(shared(" ")).toBe(60);
    expect(shared("0")).toBe(0);
    expect(shared("5")).toBe(5);
  });

  it.each(["-1", "1.5", "a minute"])("refuses %j with a message naming the variable", (value) => {
    expect(() => shared(value)).toThrow(/SHARED_CACHE_SECONDS: must be a whole number of seconds/);
  });
});
