import { describe, expect, it } from "vitest";
import { parseLooseValue } from "../../server/services/import/parse/python-literal";
import { hoursJson, hoursOldFormat, plainText, pythonRepr } from "./outscraper-text";

describe("Outscraper cell texts", () => {
  it("writes dicts as Python reprs, quoting like Python", () => {
    const about = { "Service options": { "Dine-in": true, Takeout: false }, Children: { "Kids' menu": true } };
    const text = pythonRepr(about);
    expect(text).toBe(`{'Service options': {'Dine-in': True, 'Takeout': False}, 'Children': {"Kids' menu": True}}`);
    expect(parseLooseValue(text)).toEqual(about);
  });

  it("writes hours as JSON and in the old one-line format, en dashes kept", () => {
    const hours = { Monday: "11AM–3PM,5–9:30PM", Tuesday: "Closed" };
    expect(hoursJson(hours)).toBe('{"Monday": "11AM–3PM,5–9:30PM", "Tuesday": "Closed"}');
    expect(hoursOldFormat(hours)).toBe("Monday: 11AM–3PM,5–9:30PM | Tuesday: Closed");
    expect(hoursJson({})).toBeNull();
    expect(hoursOldFormat({})).toBeNull();
  });

  it("turns description HTML into plain text", () => {
    expect(plainText("<p>Tom &amp; Jerry &lt;3 &quot;Le Café&quot;.</p><p><strong>Free Wi-Fi.</strong></p>")).toBe('Tom & Jerry <3 "Le Café". Free Wi-Fi.');
  });
});
