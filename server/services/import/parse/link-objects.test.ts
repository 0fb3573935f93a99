import { describe, expect, it } from "vitest";
import { toEmails } from "./emails";
import { linksIn, unwrapGoogleRedirect } from "./link-objects";
import { toWebUrl } from "./links";

describe("link objects", () => {
  it("takes the link of gosom's and Apify's objects, never their label", () => {
    expect(linksIn({ link: "https://a.example/menu", source: "a.example" })).toEqual(["https://a.example/menu"]);
    expect(linksIn([{ name: "Wolt", orderUrl: "https://wolt.example/1" }, { name: "x.example", url: "https://x.example/" }])).toEqual([
      "https://wolt.example/1", "https://x.example/",
    ]);
    expect(linksIn({ link: "", source: "a.example" })).toEqual([]);
  });

  it("unwraps Google's redirect to its target", () => {
    expect(unwrapGoogleRedirect("/url?q=https://pitatowntx.com/food-menu&opi=79508299&sa=U")).toBe("https://pitatowntx.com/food-menu");
    expect(unwrapGoogleRedirect("https://www.google.com/url?q=http://x.example/a%3Fb%3D1&sa=U")).toBe("http://x.example/a?b=1");
    expect(unwrapGoogleRedirect("https://x.example/url?q=1")).toBe("https://x.example/url?q=1");
  });

  it("reads link cells as gosom writes them", () => {
    expect(toWebUrl('{"link":"/url?q=https://pitatowntx.com/food-menu\\u0026opi=1","source":"pitatowntx.com"}', "Menu link")).toEqual({
      value: "https://pitatowntx.com/food-menu",
    });
    expect(toWebUrl('{"link":"","source":""}', "Menu link")).toEqual({ value: null });
    expect(toWebUrl({ link: "javascript:alert(1)" }, "Menu link")).toEqual({
      error: expect.stringContaining("Menu link must be a web address"),
    });
  });
});

describe("email lists", () => {
  it("reads a JSON list, a list written as text and a mailto link's address", () => {
    expect(toEmails(["a@x.example", "b@x.example"])).toEqual({ value: { first: "a@x.example", others: ["b@x.example"] } });
    expect(toEmails('["a@x.example", "b@x.example"]')).toEqual({ value: { first: "a@x.example", others: ["b@x.example"] } });
    expect(toEmails("['a@x.example']")).toEqual({ value: { first: "a@x.example", others: [] } });
    expect(toEmails("saycheese@raclette.example?subject=Hello")).toEqual({ value: { first: "saycheese@raclette.example", others: [] } });
  });
});
