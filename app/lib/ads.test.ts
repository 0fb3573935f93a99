import { describe, expect, it } from "vitest";
import { adBreaks, adsenseScriptUrl, reactStyle } from "./ads";

describe("adBreaks", () => {
  it("puts an inline ad after every Nth card but not after the last", () => {
    expect([...adBreaks(12, { inlineEvery: 3 }).keys()]).toEqual([2, 5, 8]);
    expect([...adBreaks(7, { inlineEvery: 2 }).keys()]).toEqual([1, 3, 5]);
    expect([...adBreaks(3, { inlineEvery: 1 }).keys()]).toEqual([0, 1]);
    expect(adBreaks(3, { inlineEvery: 5 }).size).toBe(0);
  });

  it("puts the middle ad halfway, in place of an inline ad there", () => {
    expect([...adBreaks(12, { middle: true })]).toEqual([[5, "middle"]]);
    const both = adBreaks(12, { inlineEvery: 3, middle: true });
    expect(both.get(5)).toBe("middle");
    expect([...both.entries()].filter(([, placement]) => placement === "inline").map(([after]) => after)).toEqual([2, 8]);
    expect(adBreaks(3, { middle: true }).size).toBe(0);
  });

  it("has nothing for an empty list", () => {
    expect(adBreaks(0, { inlineEvery: 1, middle: true }).size).toBe(0);
  });
});

describe("reactStyle", () => {
  it("turns CSS property names into React's and keeps custom properties", () => {
    expect(reactStyle({ display: "block", "max-width": "728px", minHeight: "90px", "--gap": "4px" })).toEqual({
      display: "block",
      maxWidth: "728px",
      minHeight: "90px",
      "--gap": "4px",
    });
  });
});

it("builds the AdSense loader address for the publisher", () => {
  expect(adsenseScriptUrl("ca-pub-1234567890123456")).toBe(
    "https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456",
  );
});
