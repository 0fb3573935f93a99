import { describe, expect, it } from "vitest";
import { rootPrefix, textValue } from "./xml-text";

/** The value as it stands in the file: UTF-8 bytes, one character per byte. */
const bytesOf = (xml: string) => Buffer.from(xml, "utf8").toString("latin1");
const decoded = (xml: string) => textValue(bytesOf(xml));

describe("textValue", () => {
  it("decodes the five named entities exactly once", () => {
    expect(decoded("AT&amp;T")).toBe("AT&T");
    expect(decoded("&amp;amp;")).toBe("&amp;");
    expect(decoded("&lt;p&gt;")).toBe("<p>");
    expect(decoded("&amp;lt;p&amp;gt;")).toBe("&lt;p&gt;");
    expect(decoded("{&apos;Wi-Fi&apos;: True, &quot;a&quot;: 1}")).toBe(`{'Wi-Fi': True, "a": 1}`);
  });

  it("decodes decimal and hexadecimal character references, beyond the BMP too", () => {
    expect(decoded("caf&#233; &#xE9; &#x1F355; &#128512;")).toBe("café é 🍕 😀");
    expect(decoded("&#38;amp;")).toBe("&amp;");
  });

  it("keeps what is not a reference as written", () => {
    for (const text of ["&nbsp;", "a & b", "&#xZZ;", "&#0;", "&#x110000;", "&;", "&amp", "&#;", "&#x;"]) {
      expect(decoded(text)).toBe(text);
    }
  });

  it("folds line ends as XML does, but keeps an escaped carriage return", () => {
    expect(decoded("a\r\nb\rc\nd")).toBe("a\nb\nc\nd");
    expect(decoded("a&#13;&#10;b")).toBe("a\r\nb");
  });

  it("decodes UTF-8, with or without references", () => {
    expect(decoded("Çiğköfteci Şükrü – Üsküdar")).toBe("Çiğköfteci Şükrü – Üsküdar");
    expect(decoded("Çiğ &amp; Köfte – 🍕")).toBe("Çiğ & Köfte – 🍕");
  });

  it("turns malformed UTF-8 into the replacement character", () => {
    expect(textValue("a\xffb")).toBe("a\uFFFDb");
  });

  it("returns plain ASCII as it is", () => {
    const plain = "https://example.com/a?b=c";
    expect(textValue(plain)).toBe(plain);
  });
});

describe("rootPrefix", () => {
  it("is empty for a root in the default namespace and the prefix with its colon otherwise", () => {
    expect(rootPrefix('<?xml version="1.0"?>\n<worksheet xmlns="m">')).toBe("");
    expect(rootPrefix('<?xml version="1.0"?><x:worksheet xmlns:x="m">')).toBe("x:");
    expect(rootPrefix("\uFEFF<!-- <a:b> --><!DOCTYPE sst><sst>")).toBe("");
  });

  it("is null until the root element's name is complete", () => {
    for (const head of ["", "<?xml version", '<?xml version="1.0"?>', "<!-", "<!-- <x:a", "<x:works"]) {
      expect(rootPrefix(head)).toBeNull();
    }
  });
});
