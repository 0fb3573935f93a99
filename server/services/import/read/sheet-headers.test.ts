import { describe, expect, it } from "vitest";
import { uniqueHeaders } from "./sheet-headers";

describe("uniqueHeaders", () => {
  it("numbers duplicates in order of appearance", () => {
    expect(uniqueHeaders(["email", "name", "email", "email"])).toEqual(["email", "name", "email_2", "email_3"]);
  });

  it("does not collide with a column already called like the suffixed name", () => {
    expect(uniqueHeaders(["email", "email", "email_2"])).toEqual(["email", "email_3", "email_2"]);
  });

  it("names blank and missing header cells by position, trimming the others", () => {
    const sparse: unknown[] = [];
    sparse[0] = " name ";
    sparse[2] = "  ";
    sparse[3] = { richText: [{ text: "web" }, { text: "site" }] };
    expect(uniqueHeaders(sparse)).toEqual(["name", "column_2", "column_3", "website"]);
  });
});
