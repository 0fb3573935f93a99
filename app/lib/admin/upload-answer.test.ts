import { describe, expect, it } from "vitest";
import type { ColumnsStep } from "./columns-step";
import type { ImportJob } from "./import-job";
import { readUploadAnswer, UPLOAD_NETWORK_ERROR, uploadFailedDescription } from "./upload-answer";

const job: ImportJob = {
  id: 7,
  status: "queued",
  fileName: "a.csv",
  fileSize: 120,
  phase: null,
  done: 0,
  total: null,
  rowsPerSecond: null,
  startedAt: null,
  finishedAt: null,
  error: null,
  errorStatus: null,
  result: null,
};

describe("readUploadAnswer", () => {
  it("returns the queued import of a 202", () => {
    expect(readUploadAnswer(202, JSON.stringify({ job }))).toEqual({ ok: true, job });
  });

  it("words a refusal as the spec's 'Upload failed: {status} - {error}'", () => {
    expect(readUploadAnswer(413, JSON.stringify({ error: "Dosya 500MB sınırını aşıyor" }))).toEqual({
      ok: false,
      description: "Upload failed: 413 - Dosya 500MB sınırını aşıyor",
    });
    expect(readUploadAnswer(502, "Bad Gateway")).toEqual({ ok: false, description: "Upload failed: 502 - Bad Gateway" });
    expect(readUploadAnswer(500, "<html>oops</html>")).toEqual({ ok: false, description: "Upload failed: 500" });
  });

  it("falls back to the generic message without an answer or with an unreadable one", () => {
    expect(readUploadAnswer(0, "")).toEqual({ ok: false, description: UPLOAD_NETWORK_ERROR });
    expect(readUploadAnswer(202, "not json")).toEqual({ ok: false, description: UPLOAD_NETWORK_ERROR });
  });
});

describe("uploadFailedDescription", () => {
  it("names a failed import's status and message", () => {
    expect(uploadFailedDescription(400, "Başlık satırı bulunamadı")).toBe("Upload failed: 400 - Başlık satırı bulunamadı");
    expect(uploadFailedDescription(null, "Sunucu yeniden başladı")).toBe("Sunucu yeniden başladı");
    expect(uploadFailedDescription(null, null)).toBe(UPLOAD_NETWORK_ERROR);
  });

  it("returns the column-mapping step of a file without a recognised name column (422) or when asked for (200)", () => {
    const columns: ColumnsStep = {
      fileName: "leads.csv",
      headers: ["Empresa", "phone"],
      preview: [["Gih modas", "+55 11 94245-4686"]],
      mapping: { Empresa: "ignore", phone: "phone" },
      remembered: false,
      choices: [{ value: "ignore", label: "Kullanma" }, { value: "name", label: "İşletme adı" }],
    };
    const refusal = { error: "Dosyada işletme adı sütunu bulunamadı (name / title).", details: { columns } };
    expect(readUploadAnswer(422, JSON.stringify(refusal))).toEqual({ ok: true, columns });
    expect(readUploadAnswer(200, JSON.stringify({ columns }))).toEqual({ ok: true, columns });
    // Another 422 stays an error.
    expect(readUploadAnswer(422, JSON.stringify({ error: "Dosyada veri bulunamadı (boş sayfa)." }))).toEqual({
      ok: false,
      description: "Upload failed: 422 - Dosyada veri bulunamadı (boş sayfa).",
    });
  });
});
