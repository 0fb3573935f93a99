import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize-description";

describe("sanitizeDescription", () => {
  it("gives plain text back as sanitize-html would, without parsing it", () => {
    const plain = [
      "Family-run bistro since 1982. \"Best croissants\" in town, they say; it's true.",
      "  Café – Bäckerei – 喫茶店 – مقهى \n\t open daily  ",
      "Price: 5 € / 10 $ — 50% off on Tuesdays! #local @home (yes) [no] {maybe} ~ ` ^ | \\ /",
    ];
    for (const text of plain) expect(sanitizeDescription(text)).toBe(sanitizeHtml(text, {}).trim() || null);
  });

  it("keeps the formatting tags and drops scripts, handlers and links that go nowhere safe", () => {
    const html = `<p style="text-align:center" onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">bad</a> <a href="https://e.example">ok</a></p>`;
    expect(sanitizeDescription(html)).toBe(
      `<p style="text-align:center">Hi  <a href="https://e.example" target="_blank" rel="noopener noreferrer nofollow">ok</a></p>`,
    );
  });

  it("escapes a lone ampersand or angle bracket in text", () => {
    expect(sanitizeDescription("Fish & chips > burgers")).toBe("Fish &amp; chips &gt; burgers");
  });

  it("is null when nothing meaningful is left", () => {
    expect(sanitizeDescription("   ")).toBeNull();
    expect(sanitizeDescription("<script>only</script>")).toBeNull();
    expect(sanitizeDescription(null)).toBeNull();
  });
});
