import { describe, expect, it } from "vitest";
import { insertInjections } from "./insert-injections";

const PAGE = '<!DOCTYPE html><html><head><title>x</title></head><body class="a"><main>hi</main><script>boot()</script></body></html>';

describe("insertInjections", () => {
  it("leaves the page alone without codes", () => {
    expect(insertInjections(PAGE, [])).toBe(PAGE);
  });

  it("puts each code at its position, framed by its id and name", () => {
    const html = insertInjections(PAGE, [
      { id: "ga", name: "Google Analytics", code: "<script>ga()</script>", position: "head" },
      { id: "banner", name: "Banner", code: "<div>top</div>", position: "body-start" },
      { id: "chat", name: "Chat -- widget", code: "<script>chat()</script>", position: "body-end" },
    ]);
    expect(html).toContain("<!-- injection ga: Google Analytics --><script>ga()</script><!-- /injection ga --></head>");
    expect(html).toContain('<body class="a"><!-- injection banner: Banner --><div>top</div>');
    expect(html).toContain("<script>boot()</script><!-- injection chat: Chat - widget --><script>chat()</script><!-- /injection chat --></body>");
  });

  it("keeps several codes of one position in their order", () => {
    const html = insertInjections(PAGE, [
      { id: "one", name: "One", code: "<meta name=one>", position: "head" },
      { id: "two", name: "Two", code: "<meta name=two>", position: "head" },
    ]);
    expect(html.indexOf("name=one")).toBeLessThan(html.indexOf("name=two"));
    expect(html.indexOf("name=two")).toBeLessThan(html.indexOf("</head>"));
  });
});
