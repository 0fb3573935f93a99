import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { EXPORT_HEADERS } from "./export-columns";
import { csvField, csvLine, UTF8_BOM, writeCsv } from "./write-csv";

describe("csvField", () => {
  it("leaves plain values bare", () => {
    expect(csvField("Café Crème")).toBe("Café Crème");
    expect(csvField(4.5)).toBe("4.5");
    expect(csvField(0)).toBe("0");
  });

  it("writes null as an empty field and booleans as TRUE/FALSE", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(true)).toBe("TRUE");
    expect(csvField(false)).toBe("FALSE");
  });

  it("quotes a comma, a quote or a line break, doubling the quotes", () => {
    expect(csvField("1 Main Street, Paris")).toBe('"1 Main Street, Paris"');
    expect(csvField('Mario\'s "best" pizza')).toBe('"Mario\'s ""best"" pizza"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField('{"Monday":"9AM–5PM, 6–9PM"}')).toBe('"{""Monday"":""9AM–5PM, 6–9PM""}"');
  });

  it.each([
    ['=HYPERLINK("https://evil.example","Menu")', '"\'=HYPERLINK(""https://evil.example"",""Menu"")"'],
    ["+90 212 555 12 34", "'+90 212 555 12 34"],
    ["-5 Main Street", "'-5 Main Street"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\tcmd", "'\tcmd"],
    ["\r\nx", '"\'\r\nx"'],
    ["'=already quoted", "''=already quoted"],
  ])("guards the text %j so a spreadsheet shows it instead of running it", (text, field) => {
    expect(csvField(text)).toBe(field);
  });

  it("writes numbers as numbers, negative ones too", () => {
    expect(csvField(-33.8688)).toBe("-33.8688");
    expect(csvField(-1)).toBe("-1");
  });
});

describe("csvLine", () => {
  it("joins fields with commas and ends with CRLF", () => {
    expect(csvLine(["a", null, 3, true, 'say "hi", then\nleave'])).toBe('a,,3,TRUE,"say ""hi"", then\nleave"\r\n');
  });
});

describe("writeCsv", () => {
  it("starts with a byte-order mark and the header row, and ends the stream", async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on("data", (chunk: Buffer) => chunks.push(chunk));
    async function* none() {}
    const rows = await writeCsv(output, none(), new AbortController().signal);
    const text = Buffer.concat(chunks).toString("utf8");
    expect(rows).toBe(0);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text).toBe(`${UTF8_BOM}${EXPORT_HEADERS.join(",")}\r\n`);
  });
});
