import { describe, expect, it } from "vitest";
import { resolveStatus, toBusinessStatus } from "./business-status";
import {
  parseNumber,
  toBoolean,
  toCoordinate,
  toCount,
  toCountryCode,
  toPositiveInteger,
  toRating,
  toSlug,
  toTimeZone,
} from "./field-values";
import { toCid } from "./google-ids";

describe("parseNumber", () => {
  it.each<[unknown, number | null]>([
    [4.5, 4.5], ["4.5", 4.5], [" 4,5 ", 4.5], ["-73.9973", -73.9973], ["1234.0", 1234], ["1e3", 1000],
    ["abc", null], ["4.5 stars", null], ["", null], [Number.NaN, null], [Infinity, null], [true, null], ["1,234.5", null],
  ])("%j -> %j", (value, expected) => {
    expect(parseNumber(value)).toBe(expected);
  });
});

describe("toRating", () => {
  it("keeps 0–5 with one decimal", () => {
    expect(toRating("4.6")).toEqual({ value: 4.6 });
    expect(toRating(4.66)).toEqual({ value: 4.7 });
    expect(toRating("0")).toEqual({ value: 0 });
    expect(toRating(5)).toEqual({ value: 5 });
  });

  it.each(["abc", "5.1", -1, "4.5/5"])("refuses %j", (value) => {
    expect(toRating(value)).toEqual({ error: expect.stringContaining("Rating must be a number from 0 to 5") });
  });
});

describe("toCount", () => {
  it("reads whole numbers, pandas floats and grouped thousands", () => {
    expect(toCount("1234.0", "Review count")).toEqual({ value: 1234 });
    expect(toCount("1,234", "Review count")).toEqual({ value: 1234 });
    expect(toCount("1 234 567", "Review count")).toEqual({ value: 1_234_567 });
    expect(toCount(0, "Review count")).toEqual({ value: 0 });
  });

  it.each(["12.5", "-3", "many"])("refuses %j", (value) => {
    expect(toCount(value, "Review count")).toEqual({ error: expect.stringContaining("Review count must be a whole number") });
  });
});

describe("toCoordinate", () => {
  it("accepts values in range and refuses others", () => {
    expect(toCoordinate("40.7193", "Latitude")).toEqual({ value: 40.7193 });
    expect(toCoordinate(-179.9, "Longitude")).toEqual({ value: -179.9 });
    expect(toCoordinate(123, "Latitude")).toEqual({ error: 'Latitude must be a number between -90 and 90, got "123"' });
    expect(toCoordinate("181", "Longitude")).toEqual({ error: expect.stringContaining("between -180 and 180") });
  });
});

describe("toBoolean", () => {
  it.each([true, "true", "TRUE", "True", "yes", "1", 1])("true: %j", (value) => {
    expect(toBoolean(value, "Verified")).toEqual({ value: true });
  });
  it.each([false, "false", "FALSE", "no", "0", 0])("false: %j", (value) => {
    expect(toBoolean(value, "Verified")).toEqual({ value: false });
  });
  it("refuses anything else", () => {
    expect(toBoolean("maybe", "Verified")).toEqual({ error: 'Verified must be true or false (yes/no, 1/0), got "maybe"' });
  });
});

describe("toCountryCode", () => {
  it("upper-cases two letters and reads UK as GB", () => {
    expect(toCountryCode("us")).toEqual({ value: "US" });
    expect(toCountryCode("UK")).toEqual({ value: "GB" });
    expect(toCountryCode("USA")).toEqual({ error: expect.stringContaining("two letters") });
  });
});

describe("toTimeZone", () => {
  it("accepts IANA zones only", () => {
    expect(toTimeZone("America/New_York")).toEqual({ value: "America/New_York" });
    expect(toTimeZone("America/New_York")).toEqual({ value: "America/New_York" }); // from the cache
    expect(toTimeZone("Mars/Olympus")).toEqual({ error: 'Unknown time zone "Mars/Olympus"' });
  });
});

describe("toSlug and toPositiveInteger", () => {
  it("accept Locus's own values only", () => {
    expect(toSlug("marios-pizza-new-york")).toEqual({ value: "marios-pizza-new-york" });
    expect(toSlug("Mario's Pizza")).toEqual({ error: expect.stringContaining("Slug must be") });
    expect(toPositiveInteger("17", "Global row number")).toEqual({ value: 17 });
    expect(toPositiveInteger("0", "Global row number")).toEqual({ error: expect.stringContaining("1 or more") });
  });
});

describe("toCid", () => {
  it("keeps text digits exactly, beyond JavaScript's safe integers", () => {
    expect(toCid("12345678901234567890")).toEqual({ value: "12345678901234567890" });
    expect(toCid(" 987654321 ")).toEqual({ value: "987654321" });
  });

  it("converts a safe number cell and refuses one that lost digits", () => {
    expect(toCid(4_503_599_627_370_495)).toEqual({ value: "4503599627370495" });
    expect(toCid(12_345_678_901_234_567_000)).toEqual({ error: expect.stringContaining("lost digits") });
  });

  it("refuses Excel's scientific notation text", () => {
    expect(toCid("1.23457E+19")).toEqual({ error: expect.stringContaining("lost digits") });
  });
});

describe("business status", () => {
  it.each([
    ["OPERATIONAL", "OPERATIONAL"],
    ["closed_temporarily", "CLOSED_TEMPORARILY"],
    ["Permanently closed", "CLOSED_PERMANENTLY"],
  ])("reads %j", (text, status) => {
    expect(toBusinessStatus(text)).toEqual({ value: status });
  });

  it("refuses unknown statuses", () => {
    expect(toBusinessStatus("sleeping")).toEqual({ error: expect.stringContaining("Business status must be") });
  });

  it("derives status and isOpen from Apify's flags, an explicit status and isOpen winning", () => {
    const none = { businessStatus: null, isOpen: null, permanentlyClosed: null, temporarilyClosed: null };
    expect(resolveStatus({ ...none, permanentlyClosed: true })).toEqual({ businessStatus: "CLOSED_PERMANENTLY", isOpen: false });
    expect(resolveStatus({ ...none, permanentlyClosed: false, temporarilyClosed: true })).toEqual({
      businessStatus: "CLOSED_TEMPORARILY",
      isOpen: false,
    });
    expect(resolveStatus({ ...none, permanentlyClosed: false })).toEqual({ businessStatus: "OPERATIONAL", isOpen: true });
    expect(resolveStatus({ ...none, businessStatus: "OPERATIONAL", permanentlyClosed: true })).toEqual({
      businessStatus: "OPERATIONAL",
      isOpen: true,
    });
    expect(resolveStatus({ ...none, businessStatus: "OPERATIONAL", isOpen: false }).isOpen).toBe(false);
    expect(resolveStatus(none)).toEqual({ businessStatus: null, isOpen: null });
  });
});
