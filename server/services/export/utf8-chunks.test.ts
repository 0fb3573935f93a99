import { describe, expect, it } from "vitest";
import { Utf8Chunks } from "./utf8-chunks";

describe("Utf8Chunks", () => {
  it("gives back exactly the text added, in order, across many buffers", () => {
    const chunks = new Utf8Chunks();
    const parts = Array.from({ length: 100_000 }, (_, index) => `row ${index} Çiğ köfte 😀 ş;`);
    for (const part of parts) chunks.add(part);
    const taken = chunks.take();
    expect(taken.length).toBeGreaterThan(1);
    expect(Buffer.concat(taken).toString("utf8")).toBe(parts.join(""));
    expect(chunks.take()).toEqual([]);
  });

  it("holds a single text bigger than one buffer", () => {
    const chunks = new Utf8Chunks();
    const big = "ü".repeat(1_500_000);
    chunks.add("a");
    chunks.add(big);
    chunks.add("z");
    expect(Buffer.concat(chunks.take()).toString("utf8")).toBe(`a${big}z`);
  });

  it("never rewrites bytes it has handed out", () => {
    const chunks = new Utf8Chunks();
    chunks.add("first");
    const [first] = chunks.take();
    chunks.add("second");
    chunks.take();
    expect(first!.toString()).toBe("first");
  });
});
