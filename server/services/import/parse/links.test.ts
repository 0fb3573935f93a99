import { describe, expect, it } from "vitest";
import { toEmails, validEmails } from "./emails";
import { toWebUrl } from "./links";

describe("toWebUrl", () => {
  it("keeps http(s) addresses as written", () => {
    expect(toWebUrl("https://mariospizza.example.com", "Website")).toEqual({ value: "https://mariospizza.example.com" });
    expect(toWebUrl(" http://x.example/a?b=1 ", "Website")).toEqual({ value: "http://x.example/a?b=1" });
  });

  it("adds https:// to a bare host name", () => {
    expect(toWebUrl("www.example.com/menu", "Menu link")).toEqual({ value: "https://www.example.com/menu" });
  });

  it("takes the first address of a list repr or of several in one cell", () => {
    const repr = "['https://resy.example.com/marios', 'https://opentable.example.com/marios']";
    expect(toWebUrl(repr, "Reservation link")).toEqual({ value: "https://resy.example.com/marios" });
    expect(toWebUrl("[{'link': 'https://order.example.com/1', 'source': 'x'}]", "Order link")).toEqual({
      value: "https://order.example.com/1",
    });
    expect(toWebUrl("https://a.example/1, https://b.example/2", "Order link")).toEqual({ value: "https://a.example/1" });
  });

  it("takes a hyperlink cell's target", () => {
    expect(toWebUrl({ text: "Our site", hyperlink: "https://example.com/" }, "Website")).toEqual({
      value: "https://example.com/",
    });
  });

  it.each(["javascript:alert(1)", "ftp://example.com/file", "mailto:a@example.com", "not a url", "['javascript:x']", "http://"])(
    "refuses %j",
    (value) => {
      expect(toWebUrl(value, "Website")).toEqual({
        error: expect.stringContaining("Website must be a web address starting with http:// or https://"),
      });
    },
  );
});

describe("emails", () => {
  it("takes the first valid address and keeps the others", () => {
    expect(toEmails("info@marios.example, x@, sales@marios.example; INFO@marios.example")).toEqual({
      value: { first: "info@marios.example", others: ["sales@marios.example"] },
    });
    expect(toEmails("mailto:hello@example.com")).toEqual({ value: { first: "hello@example.com", others: [] } });
  });

  it("refuses a cell without any valid address", () => {
    expect(toEmails("x@")).toEqual({ error: 'Not a valid email address: "x@"' });
    expect(validEmails("nobody")).toEqual([]);
  });
});
