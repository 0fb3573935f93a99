import { describe, expect, it } from "vitest";
import { cellOpenings, columnLetters, xlsxRowXml, xmlText } from "./xlsx-row-xml";

describe("columnLetters", () => {
  it("counts A..Z, then AA..", () => {
    expect([1, 26, 27, 40, 52, 53, 702, 703].map(columnLetters)).toEqual(["A", "Z", "AA", "AN", "AZ", "BA", "ZZ", "AAA"]);
  });
});

describe("xmlText", () => {
  it("escapes markup, keeps a carriage return and drops characters XML cannot hold", () => {
    expect(xmlText('<p>Fish &amp; "Chips"</p>')).toBe('&lt;p&gt;Fish &amp;amp; "Chips"&lt;/p&gt;');
    expect(xmlText("a\r\nb")).toBe("a&#13;\nb");
    expect(xmlText("bell\u0007 tab\t")).toBe("bell tab\t");
  });
});

describe("xlsxRowXml", () => {
  const openings = cellOpenings(5);

  it("writes numbers, booleans and inline strings with their cell references", () => {
    expect(xlsxRowXml(7, [42, 4.5, true, false, "Café"], openings)).toBe(
      '<row r="7"><c r="A7"><v>42</v></c><c r="B7"><v>4.5</v></c><c r="C7" t="b"><v>1</v></c>' +
        '<c r="D7" t="b"><v>0</v></c><c r="E7" t="inlineStr"><is><t>Café</t></is></c></row>',
    );
  });

  it("leaves no cell for null or empty values", () => {
    expect(xlsxRowXml(2, [null, "", "x", null, null], openings)).toBe('<row r="2"><c r="C2" t="inlineStr"><is><t>x</t></is></c></row>');
  });

  it("preserves edge spaces and line breaks, and escapes markup", () => {
    expect(xlsxRowXml(3, [" a ", "x\ny", "a & b", null, null], openings)).toBe(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve"> a </t></is></c>' +
        '<c r="B3" t="inlineStr"><is><t xml:space="preserve">x\ny</t></is></c>' +
        '<c r="C3" t="inlineStr"><is><t>a &amp; b</t></is></c></row>',
    );
  });
});
