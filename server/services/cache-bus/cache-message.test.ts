import { describe, expect, it } from "vitest";
import { decodeCacheMessage, encodeCacheMessage } from "./cache-message";

describe("cache bus messages", () => {
  it("carry the sender and the prefix", () => {
    const payload = encodeCacheMessage({ from: "a1", prefix: "settings:site" });
    expect(decodeCacheMessage(payload)).toEqual({ from: "a1", prefix: "settings:site" });
  });

  it("turn a prefix too long for NOTIFY into a clear of everything", () => {
    const payload = encodeCacheMessage({ from: "a1", prefix: `cities:${"x".repeat(9000)}` });
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeCacheMessage(payload)).toEqual({ from: "a1", prefix: "" });
  });

  it("read a payload they do not understand as a clear of everything", () => {
    for (const payload of [undefined, "", "not json", '{"prefix":3}', "[]"]) {
      expect(decodeCacheMessage(payload)).toEqual({ from: "", prefix: "" });
    }
  });
});
