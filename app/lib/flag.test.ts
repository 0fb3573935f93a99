import { describe, expect, it } from "vitest";
import { flagEmoji, UNKNOWN_FLAG } from "./flag";

describe("flagEmoji", () => {
  it("turns an ISO code into its flag", () => {
    expect(flagEmoji("TR")).toBe("🇹🇷");
    expect(flagEmoji("fr")).toBe("🇫🇷");
    expect(flagEmoji("UK")).toBe("🇬🇧");
  });

  it("falls back to a globe", () => {
    expect(flagEmoji(null)).toBe(UNKNOWN_FLAG);
    expect(flagEmoji("Turkey")).toBe(UNKNOWN_FLAG);
  });
});
