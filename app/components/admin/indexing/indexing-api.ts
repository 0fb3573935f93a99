// The URL indexing calls of the dashboard card and the URL İndeksleme screen. A refused
// one throws an ApiError; its `statusLine` is the spec's '{status}: {message}'.
import { adminRequest as call } from "~/components/admin/admin-request";
import type { BulkSubmitAnswer, IndexingSettingsView, IndexingWalk, SingleSubmitAnswer, SubmissionLogEntry } from "~/lib/admin/indexing";

export const submitUrl = (url: string) => call<SingleSubmitAnswer>("POST", "/api/submit-url", { url, type: "URL_UPDATED" });
export const submitUrlsBulk = (urls: string[]) => call<BulkSubmitAnswer>("POST", "/api/submit-urls-bulk", { urls });

export const fetchIndexingSettings = () => call<IndexingSettingsView>("GET", "/api/admin/url-indexing/settings");
export const saveIndexingSettings = (input: object) => call<IndexingSettingsView>("PUT", "/api/admin/url-indexing/settings", input);
export const regenerateIndexNowKey = () => call<IndexingSettingsView>("POST", "/api/admin/url-indexing/indexnow-key");
export const fetchSubmissions = () => call<SubmissionLogEntry[]>("GET", "/api/admin/url-indexing/submissions");

export const startWalk = () => call<IndexingWalk>("POST", "/api/admin/url-indexing/jobs");
export const fetchWalk = (id: number) => call<IndexingWalk>("GET", `/api/admin/url-indexing/jobs/${id}`);
export const stopWalk = (id: number) => call<IndexingWalk>("DELETE", `/api/admin/url-indexing/jobs/${id}`);
export async function fetchCurrentWalk(): Promise<IndexingWalk | null> {
  return (await call<{ job: IndexingWalk | null }>("GET", "/api/admin/url-indexing/jobs/current")).job;
}
