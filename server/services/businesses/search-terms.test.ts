import { describe, expect, it } from "vitest";
import { isOneWord, toSearchTerms } from "./search-terms";

describe("toSearchTerms", () => {
  it("ANDs the words, and offers the last one as a prefix", () => {
    expect(toSearchTerms("Pizza Istanbul")).toEqual({
      words: "pizza & istanbul",
      prefix: "pizza & istanbul:*",
      folded: "pizza istanbul",
    });
    expect(toSearchTerms("caf")).toEqual({ words: "caf", prefix: "caf:*", folded: "caf" });
  });

  it("lets only letters and digits through, so no input breaks to_tsquery", () => {
    expect(toSearchTerms("a & b | !c (d) 'e' : *")?.prefix).toBe("a & b & c & d & e:*");
    expect(toSearchTerms("'; DROP TABLE x; --")?.words).toBe("drop & table & x");
  });

  it("keeps letters of every script and accents for the database to fold", () => {
    expect(toSearchTerms("Café Crème")?.folded).toBe("café crème");
    expect(toSearchTerms("東京 ラーメン")?.words).toBe("東京 & ラーメン");
  });

  it("returns null when nothing searchable is left", () => {
    expect(toSearchTerms("  ")).toBeNull();
    expect(toSearchTerms("!!! ***")).toBeNull();
  });

  it("caps the number of words", () => {
    expect(toSearchTerms("w ".repeat(50))!.words.split("&")).toHaveLength(12);
  });
});

describe("isOneWord", () => {
  it("tells one word from several, whatever separated them", () => {
    expect(isOneWord(toSearchTerms("  Café! ")!)).toBe(true);
    expect(isOneWord(toSearchTerms("o'brien")!)).toBe(false);
    expect(isOneWord(toSearchTerms("pizza istanbul")!)).toBe(false);
  });
});
