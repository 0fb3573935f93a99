import { describe, expect, it } from "vitest";
import { demoteHeadings } from "./demote-headings";
import { sanitizeDescription } from "./sanitize-description";

describe("demoteHeadings", () => {
  it("moves the highest heading to the given level and the others with it", () => {
    expect(demoteHeadings('<h1 style="text-align:center">A</h1><p>x</p><h2>B</h2>', 3)).toBe(
      '<h3 style="text-align:center">A</h3><p>x</p><h4>B</h4>',
    );
    expect(demoteHeadings("<h2>B</h2><h4>D</h4>", 3)).toBe("<h3>B</h3><h5>D</h5>");
  });

  it("never goes below h6 and leaves text and lower headings alone", () => {
    expect(demoteHeadings("<h1>A</h1><h4>D</h4>", 3)).toBe("<h3>A</h3><h6>D</h6>");
    expect(demoteHeadings("<h3>C</h3>", 3)).toBe("<h3>C</h3>");
    expect(demoteHeadings("<p>no headings</p>", 3)).toBe("<p>no headings</p>");
  });

  it("only touches real tags of sanitized HTML", () => {
    const html = sanitizeDescription("<h1>Title</h1><p>write &lt;h1&gt; or 2 < h1 in text</p>")!;
    expect(demoteHeadings(html, 3)).toBe(html.replace("<h1>Title</h1>", "<h3>Title</h3>"));
  });
});
