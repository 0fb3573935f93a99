import { describe, expect, it } from "vitest";
import { listImageLoading, photoChain, photoSrcSet, resizedPhotoUrl } from "./photo";

const GOOGLE = "https://lh5.googleusercontent.com/p/AF1QipAbc_123=w800-h500-k-no";

describe("photo helpers", () => {
  it("resizes Google photo URLs by their suffix", () => {
    expect(resizedPhotoUrl(GOOGLE, 400, 0.625)).toBe("https://lh5.googleusercontent.com/p/AF1QipAbc_123=w400-h250-k-no");
    expect(resizedPhotoUrl("https://lh3.googleusercontent.com/p/X", 600, 0.5)).toBe("https://lh3.googleusercontent.com/p/X=w600-h300-k-no");
  });

  it("builds a 400/600/800 srcset only where the host can resize", () => {
    expect(photoSrcSet(GOOGLE, 0.5)).toBe(
      [400, 600, 800].map((w) => `https://lh5.googleusercontent.com/p/AF1QipAbc_123=w${w}-h${w / 2}-k-no ${w}w`).join(", "),
    );
    expect(photoSrcSet("https://example.com/photo.jpg", 0.5)).toBeUndefined();
  });

  it("tries the photo, then the image, without repeats", () => {
    expect(photoChain({ photoUrl: "a", imageUrl: "b" })).toEqual(["a", "b"]);
    expect(photoChain({ photoUrl: "a", imageUrl: "a" })).toEqual(["a"]);
    expect(photoChain({ photoUrl: null, imageUrl: null })).toEqual([]);
  });

  it("loads the first three images eagerly and the first with high priority", () => {
    expect([0, 1, 2, 3].map(listImageLoading)).toEqual([
      { loading: "eager", fetchPriority: "high" },
      { loading: "eager", fetchPriority: "auto" },
      { loading: "eager", fetchPriority: "auto" },
      { loading: "lazy", fetchPriority: "auto" },
    ]);
  });
});
