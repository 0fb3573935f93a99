import { describe, expect, it } from "vitest";
import { AppError } from "../../app-error";
import { NoNameColumnError } from "../parse/aliases";
import { detectMappedFormat, planMappedColumns } from "../parse/mapped-format";
import { COLUMN_CHOICES, FIELD_LABELS, MAPPABLE_FIELDS } from "./column-fields";
import { checkColumnMapping, MAPPING_MESSAGES, readColumnMapping } from "./column-mapping";

const LEADS = ["Empresa", "phone", "phoneUnformatted", "Enviado", "Retorno", "column_6", "Enviados", "Retornos"];

function badInput(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return error as AppError;
  }
  throw new Error("expected a 400");
}

describe("readColumnMapping", () => {
  it("takes an object or its JSON text (a multipart field)", () => {
    expect(readColumnMapping({ Empresa: "name" })).toEqual({ Empresa: "name" });
    expect(readColumnMapping('{"Empresa":"name","Enviado":"ignore"}')).toEqual({ Empresa: "name", Enviado: "ignore" });
  });

  it.each([["not JSON", "{Empresa: name"], ["a list", '["Empresa"]'], ["a number value", { Empresa: 1 }], ["null", null]])(
    "refuses %s with the Turkish shape message",
    (_label, input) => {
      expect(badInput(() => readColumnMapping(input)).message).toBe(MAPPING_MESSAGES.notObject);
    },
  );
});

describe("checkColumnMapping", () => {
  it("accepts Locus fields and 'ignore' for headers of the file", () => {
    expect(checkColumnMapping({ Empresa: "name", Enviado: "ignore", phone: "phone" }, LEADS)).toEqual({
      Empresa: "name", Enviado: "ignore", phone: "phone",
    });
  });

  it("refuses a header the file does not have", () => {
    expect(badInput(() => checkColumnMapping({ Firma: "name" }, LEADS)).message).toBe('Sütun eşlemesindeki "Firma" sütunu dosyada yok.');
  });

  it("refuses an unknown field, and the fields only Locus's own export may set", () => {
    expect(badInput(() => checkColumnMapping({ Empresa: "company" }, LEADS)).message).toMatch(/^"Empresa" sütunu için bilinmeyen alan: "company"\. Geçerli değerler: ignore, name, /);
    expect(badInput(() => checkColumnMapping({ Empresa: "slug" }, LEADS)).message).toContain('bilinmeyen alan: "slug"');
  });

  it("keeps a header called __proto__ as plain data", () => {
    const mapping = checkColumnMapping(JSON.parse('{"__proto__":"name"}') as Record<string, string>, ["__proto__", "city"]);
    expect(Object.keys(mapping)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(mapping)).toBe(Object.prototype);
    expect(detectMappedFormat(["__proto__", "city"], mapping).columns[0]).toEqual({
      header: "__proto__", target: { kind: "field", field: "name", priority: 0 },
    });
  });
});

describe("detectMappedFormat", () => {
  it("reads the mapped header as the name and leaves the rest as Locus reads it", () => {
    const { columns, unknown } = detectMappedFormat(LEADS, { Empresa: "name", Enviado: "ignore" });
    expect(columns).toEqual([
      { header: "Empresa", target: { kind: "field", field: "name", priority: 0 } },
      { header: "phone", target: { kind: "field", field: "phone", priority: 0 } },
      { header: "phoneUnformatted", target: { kind: "field", field: "phone", priority: 1 } },
    ]);
    expect(unknown).toEqual(["Enviado", "Retorno", "column_6", "Enviados", "Retornos"]);
  });

  it("lets a mapping move the name to another column and ignore the recognised one", () => {
    const { columns } = detectMappedFormat(["name", "Firma"], { name: "ignore", Firma: "name" });
    expect(columns).toEqual([{ header: "Firma", target: { kind: "field", field: "name", priority: 0 } }]);
  });

  it("is a 422 without a name column and without a mapping, a 400 when the mapping leaves none", () => {
    expect(() => detectMappedFormat(LEADS)).toThrow(NoNameColumnError);
    expect(badInput(() => detectMappedFormat(LEADS, { Enviado: "ignore" })).message).toBe(MAPPING_MESSAGES.noName);
    expect(badInput(() => detectMappedFormat(["name", "city"], { name: "ignore" })).message).toBe(MAPPING_MESSAGES.noName);
  });

  it("applies the mapping to keys a JSON file brings in later rows", () => {
    expect(planMappedColumns(["Firma", "phone", "notes"], "generic", { Firma: "name", phone: "ignore" })).toEqual([
      { header: "Firma", target: { kind: "field", field: "name", priority: 0 } },
    ]);
  });
});

describe("column choices", () => {
  it("labels every mappable field in Turkish and starts with 'Kullanma'", () => {
    expect(COLUMN_CHOICES[0]).toEqual({ value: "ignore", label: "Kullanma" });
    expect(COLUMN_CHOICES).toHaveLength(MAPPABLE_FIELDS.length + 1);
    expect(MAPPABLE_FIELDS.every((field) => FIELD_LABELS[field].length > 0)).toBe(true);
    expect(MAPPABLE_FIELDS).not.toContain("slug");
  });
});
