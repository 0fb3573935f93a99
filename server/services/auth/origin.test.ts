import { describe, expect, it } from "vitest";
import { isForeignOrigin, isMutatingMethod } from "./origin";

const allowed = ["https://locus.example", "http://127.0.0.1:3000"];

describe("isForeignOrigin", () => {
  it("lets the site's own origins through", () => {
    expect(isForeignOrigin({ origin: "https://locus.example" }, allowed)).toBe(false);
    expect(isForeignOrigin({ origin: "http://127.0.0.1:3000" }, allowed)).toBe(false);
    // Default ports and a trailing path on an allowed value are normalised away.
    expect(isForeignOrigin({ origin: "https://locus.example:443" }, ["https://locus.example/"])).toBe(false);
  });

  it("refuses other hosts, schemes and ports", () => {
    expect(isForeignOrigin({ origin: "https://evil.example" }, allowed)).toBe(true);
    expect(isForeignOrigin({ origin: "http://locus.example" }, allowed)).toBe(true);
    expect(isForeignOrigin({ origin: "https://locus.example:8443" }, allowed)).toBe(true);
    expect(isForeignOrigin({ origin: "https://sub.locus.example" }, allowed)).toBe(true);
  });

  it("refuses the opaque origin 'null' and unparsable values", () => {
    expect(isForeignOrigin({ origin: "null" }, allowed)).toBe(true);
    expect(isForeignOrigin({ origin: "not a url" }, allowed)).toBe(true);
  });

  it("falls back to the Referer when there is no Origin", () => {
    expect(isForeignOrigin({ referer: "https://locus.example/admin/login?x=1" }, allowed)).toBe(false);
    expect(isForeignOrigin({ referer: "https://evil.example/page" }, allowed)).toBe(true);
    // Origin wins over Referer.
    expect(isForeignOrigin({ origin: "https://evil.example", referer: "https://locus.example/" }, allowed)).toBe(true);
  });

  it("lets requests with neither header through", () => {
    expect(isForeignOrigin({}, allowed)).toBe(false);
    expect(isForeignOrigin({ origin: null, referer: "" }, allowed)).toBe(false);
  });
});

describe("isMutatingMethod", () => {
  it("is true for methods that change state", () => {
    expect(["POST", "PUT", "PATCH", "DELETE", "post"].map(isMutatingMethod)).toEqual([true, true, true, true, true]);
    expect(["GET", "HEAD", "OPTIONS"].map(isMutatingMethod)).toEqual([false, false, false]);
  });
});
