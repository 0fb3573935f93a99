import { describe, expect, it } from "vitest";
import { validateAdsTxt } from "./validate-ads-txt";

describe("validateAdsTxt", () => {
  it("accepts records, comments, variables and blank lines, and normalises line ends", () => {
    const text = [
      "# Locus ads.txt",
      "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0",
      "",
      "example-exchange.com, 12345, reseller # resold inventory",
      "contact=ads@example.com",
      "OWNERDOMAIN=example.com",
      "",
    ].join("\r\n");
    const check = validateAdsTxt(text);
    expect(check).toEqual({ ok: true, content: `${text.replace(/\r\n/g, "\n").replace(/\n+$/, "")}\n` });
  });

  it("keeps an empty file empty", () => {
    expect(validateAdsTxt("")).toEqual({ ok: true, content: "" });
    expect(validateAdsTxt("\n\n  \n")).toEqual({ ok: true, content: "" });
  });

  it("names every bad line with its reason", () => {
    const check = validateAdsTxt(
      ["google.com, pub-1, DIRECT", "google.com pub-1 DIRECT", "not a domain, pub-1, DIRECT", "google.com, pub-1, PARTNER", "google.com, , DIRECT", "google.com, pub-1, DIRECT, bad id!"].join("\n"),
    );
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 6]);
    expect(check.error).toBe(
      "ads.txt geçersiz: 2, 3, 4, 5, 6. satırlar beklenen biçimde değil (alan adı, yayıncı kimliği, DIRECT veya RESELLER[, sertifika kimliği]).",
    );
    expect(check.problems[2]!.message).toBe("Üçüncü alan DIRECT veya RESELLER olmalı.");
  });

  it("speaks of one line in the singular", () => {
    const check = validateAdsTxt("google.com, pub-1, DIRECT\nwrong");
    expect(check.ok ? null : check.error).toMatch(/^ads\.txt geçersiz: 2\. satır beklenen/);
  });
});
