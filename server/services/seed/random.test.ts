import { describe, expect, it } from "vitest";
import { copyLine, copyValue } from "./copy-text";
import { formatRange, workingHours } from "./hours";
import { selectPlaces } from "./places";
import { Random, WeightedTable } from "./random";

describe("Random", () => {
  it("repeats the same sequence for the same seed and stream", () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 20 }, () => a.nextUint32())).toEqual(Array.from({ length: 20 }, () => b.nextUint32()));
  });

  it("gives different sequences for other seeds or streams", () => {
    const first = new Random(42).nextUint32();
    expect(new Random(43).nextUint32()).not.toBe(first);
    expect(new Random(42, 1).nextUint32()).not.toBe(first);
  });

  it("stays within the requested ranges", () => {
    const random = new Random(1);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(Number.isInteger(n)).toBe(true);
      const x = random.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(random.base64url(23)).toMatch(/^[A-Za-z0-9_-]{23}$/);
  });

  it("picks by weight", () => {
    const table = new WeightedTable(["rare", "common"], [1, 9]);
    const random = new Random(5);
    let common = 0;
    for (let i = 0; i < 10_000; i++) if (table.pick(random) === "common") common++;
    expect(common).toBeGreaterThan(8500);
    expect(common).toBeLessThan(9500);
  });
});

describe("COPY text encoding", () => {
  it("escapes the characters that end columns and rows", () => {
    expect(copyValue("a\tb\nc\\d\re")).toBe("a\\tb\\nc\\\\d\\re");
    expect(copyValue(null)).toBe("\\N");
    expect(copyValue(true)).toBe("t");
    expect(copyValue({ note: "x\ny" })).toBe('{"note":"x\\\\ny"}');
    expect(copyLine({ a: 1, b: "x" }, ["b", "a"])).toBe("x\t1\n");
  });
});

describe("working hours", () => {
  it("writes Google's range formats", () => {
    expect(formatRange(9 * 60, 17 * 60)).toBe("9AM–5PM");
    expect(formatRange(8.5 * 60, 18 * 60)).toBe("8:30AM–6PM");
    expect(formatRange(17 * 60, 21.5 * 60)).toBe("5–9:30PM");
    expect(formatRange(18 * 60, 26 * 60)).toBe("6PM–2AM");
    expect(formatRange(12 * 60, 15 * 60)).toBe("12–3PM");
  });

  it("always lists all seven days or none", () => {
    const random = new Random(3);
    for (let i = 0; i < 200; i++) {
      const days = Object.keys(workingHours("restaurant", random)).length;
      expect([0, 7]).toContain(days);
    }
  });
});

describe("selectPlaces", () => {
  it("keeps slugs unique and gives the plain slug to the most populous city", () => {
    const { cities, countries } = selectPlaces(7000);
    expect(new Set(cities.map((city) => city.slug)).size).toBe(cities.length);
    expect(cities.find((city) => city.slug === "london")?.countryCode).toBe("GB");
    expect(countries.length).toBeGreaterThan(150);
  });
});
