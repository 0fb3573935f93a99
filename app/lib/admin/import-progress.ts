// What the Excel screen says about an import that is still going.
import type { ImportJob } from "./import-job";

/** How often the screen asks the server how far an import has come. */
export const IMPORT_POLL_INTERVAL_MS = 500;

const PHASE_LABELS = {
  counting: "Satırlar sayılıyor",
  reading: "Satırlar okunuyor",
  saving: "Veritabanına yazılıyor",
} as const;

/** The step an unfinished import is at, as one short Turkish label. */
export function phaseLabel(job: Pick<ImportJob, "status" | "phase">): string {
  if (job.status === "queued") return "Sırada bekliyor";
  return job.phase ? PHASE_LABELS[job.phase] : "Başlatılıyor";
}

/** done / total as a whole percentage between 0 and 100; null while the total is unknown. */
export function progressPercent(done: number, total: number | null): number | null {
  if (total === null) return null;
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}
