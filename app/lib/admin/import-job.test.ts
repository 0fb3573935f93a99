import { describe, expect, it } from "vitest";
import { isFinished, type ImportJobStatus } from "./import-job";

describe("isFinished", () => {
  it("is true once an import has ended, whichever way", () => {
    const finished: ImportJobStatus[] = ["succeeded", "failed", "cancelled"];
    for (const status of finished) expect(isFinished(status)).toBe(true);
  });

  it("is false while an import waits or runs", () => {
    expect(isFinished("queued")).toBe(false);
    expect(isFinished("running")).toBe(false);
  });
});
