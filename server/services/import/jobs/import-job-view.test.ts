import { describe, expect, it } from "vitest";
import type { JobRow } from "../../jobs/job-rows";
import { importJobView } from "./import-job-view";

const input = { fileName: "a.csv", fileSize: 10, kind: "csv", upload: "x.upload", ip: null };
const row = (fields: Partial<JobRow>): JobRow => ({
  id: 1, kind: "import", status: "running", total: null, done: 0, failed: 0, input, result: null, error: null,
  created_by: 1, created_at: new Date(0), started_at: new Date(0), finished_at: null, queue_job_id: null,
  progress: null, cancel_requested_at: null, ...fields,
});

describe("an import's view, from its row alone", () => {
  it("shows the phase and the rate the running process last wrote", () => {
    const view = importJobView(row({ done: 5000, total: 9000, progress: { phase: "reading", readingSince: 1000 } }), 3000);
    expect(view).toMatchObject({ status: "running", phase: "reading", done: 5000, total: 9000, rowsPerSecond: 2500 });
  });

  it("has no phase or rate before the first progress is written, nor once ended", () => {
    expect(importJobView(row({}))).toMatchObject({ phase: null, rowsPerSecond: null });
    const cancelled = row({ status: "cancelled", done: 10, progress: { phase: "reading", readingSince: 1 } });
    expect(importJobView(cancelled)).toMatchObject({ phase: null, rowsPerSecond: null, done: 10 });
  });

  it("keeps a failure's HTTP status beside its message", () => {
    const failed = row({ status: "failed", error: "Bozuk dosya", result: { errorStatus: 422 } });
    expect(importJobView(failed)).toMatchObject({ error: "Bozuk dosya", errorStatus: 422, result: null });
  });
});
