import { describe, expect, it } from "vitest";
import { phaseLabel, progressPercent } from "./import-progress";

describe("phaseLabel", () => {
  it("names each phase of a running import in Turkish", () => {
    expect(phaseLabel({ status: "running", phase: "counting" })).toBe("Satırlar sayılıyor");
    expect(phaseLabel({ status: "running", phase: "reading" })).toBe("Satırlar okunuyor");
    expect(phaseLabel({ status: "running", phase: "saving" })).toBe("Veritabanına yazılıyor");
  });

  it("says a queued import waits, and a running one without a phase is starting", () => {
    expect(phaseLabel({ status: "queued", phase: null })).toBe("Sırada bekliyor");
    expect(phaseLabel({ status: "running", phase: null })).toBe("Başlatılıyor");
  });
});

describe("progressPercent", () => {
  it("is the whole percentage of rows done", () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
  });

  it("is unknown without a total, complete for an empty file, and never past 100", () => {
    expect(progressPercent(50, null)).toBeNull();
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(12, 10)).toBe(100);
  });
});
