import { describe, expect, it } from "vitest";
import { checkUploadFile, formatFileSize, hasUploadExtension, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "./upload-file";

describe("hasUploadExtension", () => {
  it("accepts spreadsheets whatever the case of their extension", () => {
    for (const name of ["isletmeler.xlsx", "ESKI.XLS", "veri.Csv", " boşluklu.xlsx ", "apify.json", "gosom.JSONL", "yerler.ndjson"]) expect(hasUploadExtension(name)).toBe(true);
  });

  it("refuses everything else, including look-alikes", () => {
    for (const name of ["rapor.pdf", "arsiv.zip", "xlsx", "tablo.xlsx.exe", "tablo.xlsm", ""]) expect(hasUploadExtension(name)).toBe(false);
  });

  it("offers the same extensions to the file picker", () => {
    expect(UPLOAD_ACCEPT).toBe(".xlsx,.xls,.csv,.json,.jsonl,.ndjson");
  });
});

describe("checkUploadFile", () => {
  it("passes a spreadsheet up to 500MB", () => {
    expect(checkUploadFile({ name: "a.csv", size: 10 })).toEqual({ ok: true });
    expect(checkUploadFile({ name: "a.xlsx", size: UPLOAD_MAX_BYTES })).toEqual({ ok: true });
  });

  it("refuses a larger file before it is sent, saying how large it is", () => {
    const check = checkUploadFile({ name: "a.xlsx", size: UPLOAD_MAX_BYTES + 1 });
    expect(check).toMatchObject({ ok: false, title: "Dosya çok büyük" });
    expect(check.ok ? "" : check.description).toContain("500MB");
  });

  it("refuses other types and empty files", () => {
    expect(checkUploadFile({ name: "a.pdf", size: 10 })).toMatchObject({ ok: false, title: "Desteklenmeyen dosya türü" });
    expect(checkUploadFile({ name: "a.csv", size: 0 })).toMatchObject({ ok: false, title: "Dosya boş" });
  });
});

describe("formatFileSize", () => {
  it("uses the largest binary unit and a Turkish decimal comma", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect(formatFileSize(48.3 * 1024 * 1024)).toBe("48,3 MB");
    expect(formatFileSize(UPLOAD_MAX_BYTES)).toBe("500 MB");
    expect(formatFileSize(2 * 1024 ** 3)).toBe("2 GB");
  });
});
