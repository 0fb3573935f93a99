import { describe, expect, it } from "vitest";
import { toSearchTerms } from "./search-terms";

describe("toSearchTerms", () => {
  it("ANDs the words and makes the last one a prefix", () => {
    expect(toSearchTerms("Pizza Istanbul")).toEqual({ tsquery: "pizza & istanbul:*", folded: "pizza istanbul" });
    expect(toSearchTerms("caf")).toEqual({ tsquery: "caf:*", folded: "caf" });
  });

  it("lets only letters and digits through, so no input breaks to_tsquery", () => {
    expect(toSearchTerms("a & b | !c (d) 'e' : *")).toEqual({ tsquery: "a & b & c & d & e:*", folded: "a b c d e" });
    expect(toSearchTerms("'; DROP TABLE x; --")?.tsquery).toBe("drop & table & x:*");
  });

  it("keeps letters of every script and accents for the database to fold", () => {
    expect(toSearchTerms("Café Crème")?.folded).toBe("café crème");
    expect(toSearchTerms("東京 ラーメン")?.tsquery).toBe("東京 & ラーメン:*");
  });

  it("returns null when nothing searchable is left", () => {
    expect(toSearchTerms("  ")).toBeNull();
    expect(toSearchTerms("!!! ***")).toBeNull();
  });

  it("caps the number of words", () => {
    expect(toSearchTerms("w ".repeat(50))!.tsquery.split("&")).toHaveLength(12);
  });
});
