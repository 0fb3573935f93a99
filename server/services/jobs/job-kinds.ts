// Every kind of background work; each process works every queue.
import { backupJobKind } from "../database/backup-job-kind";
import { restoreJobKind } from "../database/restore-job-kind";
import { importJobKind } from "../import/jobs/import-job-kind";
import { walkJobKind } from "../indexing/walk-job-kind";
import { sitemapJobKind } from "../sitemap/sitemap-job-kind";
import type { AnyJobKind } from "./job-kind";

export const JOB_KINDS: readonly AnyJobKind[] = [
  importJobKind,
  walkJobKind,
  backupJobKind,
  restoreJobKind,
  sitemapJobKind,
];
