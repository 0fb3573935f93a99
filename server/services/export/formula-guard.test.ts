import { describe, expect, it } from "vitest";
import { guardFormula, unguardFormula } from "./formula-guard";

describe("guardFormula / unguardFormula", () => {
  it.each(["=1+1", "+90 212 555 12 34", "-", "@user", "\tTab", "\rCR", "'=quoted", "''+twice"])("guards %j and gives it back", (text) => {
    const guarded = guardFormula(text);
    expect(guarded).toBe(`'${text}`);
    expect(unguardFormula(guarded)).toBe(text);
  });

  it.each(["Café Crème", "'quoted name", "O'Brien's", "", "'", "1-800-FLOWERS", "a=b"])("leaves %j alone both ways", (text) => {
    expect(guardFormula(text)).toBe(text);
    expect(unguardFormula(text)).toBe(text);
  });
});
