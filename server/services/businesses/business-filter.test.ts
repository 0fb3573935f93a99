import { describe, expect, it } from "vitest";
import { looserMatch } from "./business-filter";
import { toSearchTerms } from "./search-terms";

function chain(search: string): string[] {
  const terms = toSearchTerms(search)!;
  const steps: string[] = ["words"];
  for (let next = looserMatch(terms, "words"); next; next = looserMatch(terms, next)) steps.push(next);
  return steps;
}

describe("looserMatch", () => {
  it("tries words, prefix, similar names, then the text inside names", () => {
    expect(chain("pizzria")).toEqual(["words", "prefix", "fuzzy", "contains"]);
  });

  it("skips what short texts cannot use", () => {
    expect(chain("the")).toEqual(["words", "prefix", "contains"]);
    expect(chain("qq")).toEqual(["words", "prefix"]);
  });
});
