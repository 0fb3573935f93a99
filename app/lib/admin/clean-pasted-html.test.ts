import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./clean-pasted-html";

describe("cleanPastedHtml", () => {
  it("removes style, class, id, data-* and event attributes but keeps links", () => {
    expect(
      cleanPastedHtml('<p style="color:red" class="MsoNormal" data-id="7" id="x" onclick="x()">Hi <a href="https://a.example" class="l">there</a></p>'),
    ).toBe('<p>Hi <a href="https://a.example">there</a></p>');
    expect(cleanPastedHtml("<p data-foo='a > b' title=\"t\">x</p>")).toBe('<p title="t">x</p>');
  });

  it("drops scripts, styles, meta and comments with their content", () => {
    const html =
      '<meta charset="utf-8"><!-- StartFragment --><style>p{color:red}</style><p>Text</p><script>alert(1)</script><link rel="x" href="y"><title>T</title>';
    expect(cleanPastedHtml(html)).toBe("<p>Text</p>");
    expect(cleanPastedHtml("<p>a</p><SCRIPT type='text/javascript'>bad()</SCRIPT >")).toBe("<p>a</p>");
    expect(cleanPastedHtml("<p>a</p><script>never closed")).toBe("<p>a</p>");
  });

  it("turns divs into paragraphs without leaving wrappers around blocks", () => {
    expect(cleanPastedHtml('<div class="a">One</div><div>Two</div>')).toBe("<p>One</p><p>Two</p>");
    expect(cleanPastedHtml("<div><div>One</div><div>Two</div></div>")).toBe("<p>One</p><p>Two</p>");
    expect(cleanPastedHtml("<div><ul><li>x</li></ul></div>")).toBe("<ul><li>x</li></ul>");
  });

  it("removes empty elements, nested ones too, but keeps line breaks", () => {
    expect(cleanPastedHtml("<p>&nbsp;</p><p><span> </span></p><p>Kept<br></p><p><strong><em></em></strong></p>")).toBe("<p>Kept<br></p>");
    expect(cleanPastedHtml('<p class="MsoNormal"><o:p></o:p>Word<o:p>&nbsp;</o:p></p>')).toBe("<p>Word</p>");
  });
});
