// URL indexing as the server answers it and the admin screens show it: the
// engines' settings, one submission's outcome, the automatic walk and the log.
// Browser-safe: the server builds its answers with these same types and texts.

/** The spec's bulk limit: the screen sends at most this many lines, the server refuses more. */
export const BULK_URL_LIMIT = 100;
/** Google's default Indexing API quota: publish requests per day and project. */
export const GOOGLE_DAILY_QUOTA = 200;
/** The IndexNow protocol's limit of URLs in one request. */
export const INDEXNOW_BATCH_LIMIT = 10_000;

export type IndexingEngine = "indexnow" | "google";
/** skipped: not sent, e.g. Google's daily quota is used up. */
export type SubmissionStatus = "success" | "failed" | "skipped";

export const ENGINE_LABELS: Record<IndexingEngine, string> = { indexnow: "IndexNow", google: "Google" };

export const INDEXING_MESSAGES = {
  emptyUrl: "Lütfen geçerli bir URL girin.",
  noUrls: "Lütfen en az bir URL girin.",
  singleFailed: "URL gönderilemedi. Lütfen tekrar deneyin.",
  bulkFailed: "Toplu URL gönderimi başarısız.",
  walkDone: "Otomatik Gönderim Tamamlandı",
  walkFailed: "Otomatik gönderim başarısız",
  notConfigured:
    "Hiçbir indeksleme servisi yapılandırılmamış. URL İndeksleme ekranından IndexNow'u etkinleştirin veya bir Google hizmet hesabı ekleyin.",
  googleQuota: `Google günlük kotası (${GOOGLE_DAILY_QUOTA} bildirim) doldu; URL Google'a gönderilmedi.`,
} as const;

export interface EngineOutcome {
  engine: IndexingEngine;
  status: SubmissionStatus;
  /** The engine's HTTP answer; null when no request got an answer. */
  httpStatus: number | null;
  message: string;
}

/** POST /api/submit-url's answer. */
export interface SingleSubmitAnswer {
  success: true;
  url: string;
  message: string;
  results: EngineOutcome[];
}

export interface BulkSummary {
  total: number;
  successful: number;
  failed: number;
}

/** POST /api/submit-urls-bulk's answer. */
export interface BulkSubmitAnswer {
  summary: BulkSummary;
  results: { url: string; ok: boolean; engines: EngineOutcome[] }[];
}

export interface IndexNowSettingsView {
  enabled: boolean;
  key: string;
  /** Where engines fetch the key file to check the site owns it. */
  keyLocation: string;
  endpoint: string;
}

export interface GoogleSettingsView {
  enabled: boolean;
  /** The service account's e-mail; the account itself never leaves the server. */
  clientEmail: string | null;
  /** Set when the stored account cannot be used here (its key was sealed with another server's secret key): paste it again. */
  accountProblem?: string;
  endpoint: string;
  quota: { limit: number; used: number; remaining: number };
}

export interface IndexingSettingsView {
  siteUrl: string;
  indexNow: IndexNowSettingsView;
  google: GoogleSettingsView;
}

/** queued: waiting for a server process to take it (a moment, usually). */
export type WalkStatus = "queued" | "running" | "succeeded" | "failed" | "cancelled";

/** The automatic walk over every business page, as GET /api/admin/url-indexing/jobs/{id} answers it. */
export interface IndexingWalk {
  id: number;
  status: WalkStatus;
  /** Business URLs handled so far, and in all. */
  done: number;
  total: number;
  successful: number;
  failed: number;
  /** Not sent: Google's quota ran out and no other engine was on. */
  skipped: number;
  startedAt: string | null;
  finishedAt: string | null;
  /** Why the walk stopped early, in words an admin can act on. */
  error: string | null;
  /** A remark on a finished walk (quota reached, an engine refused the key ...). */
  note: string | null;
}

export interface SubmissionLogEntry {
  id: number;
  url: string;
  engine: IndexingEngine;
  status: SubmissionStatus;
  httpStatus: number | null;
  message: string | null;
  jobId: number | null;
  createdAt: string;
}

export function isWalkFinished(status: WalkStatus): boolean {
  return status === "succeeded" || status === "failed" || status === "cancelled";
}

/** The bulk box's lines: trimmed, empty ones dropped (the spec's rule). */
export function nonEmptyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The single box's toast title: the spec's words when Google took the URL, IndexNow's name when only it did. */
export function singleSuccessTitle(results: EngineOutcome[]): string {
  const accepted = results.filter((result) => result.status === "success").map((result) => result.engine);
  if (accepted.includes("google")) return "URL Google indexleme için gönderildi!";
  return "URL IndexNow ile arama motorlarına gönderildi!";
}

/** One line per engine, e.g. "IndexNow: kabul edildi (202)". */
export function describeOutcomes(results: EngineOutcome[]): string {
  return results.map((result) => `${ENGINE_LABELS[result.engine]}: ${result.message}`).join(" · ");
}

export function bulkSummaryText(summary: BulkSummary): string {
  return `${summary.successful} URL başarıyla gönderildi, ${summary.failed} hata oluştu.`;
}

export function walkSummaryText(walk: Pick<IndexingWalk, "successful" | "failed" | "skipped">): string {
  const skipped = walk.skipped > 0 ? `, ${walk.skipped} URL kota nedeniyle gönderilmedi` : "";
  return `${walk.successful} başarılı, ${walk.failed} hata${skipped}.`;
}

// Which addresses may be sent for indexing: this site's business, category and
// city pages, nothing else (no admin page, no other host, no search URL). The
// screen checks the shape before sending; the server checks it again and also
// that the page exists.
export type SitePageKind = "business" | "category" | "city";

export interface SitePageUrl {
  /** The address as it will be sent: on the site URL, without a trailing slash. */
  url: string;
  kind: SitePageKind;
  slug: string;
}

export type ClassifiedUrl = { ok: true; page: SitePageUrl } | { ok: false; url: string; reason: string };

export const URL_REASONS = {
  notUrl: "geçerli bir URL değil",
  foreign: "bu siteye ait değil",
  notPage: "işletme, kategori veya şehir sayfası değil",
  withQuery: "sorgu (?) veya # içermemeli",
  unknown: { business: "böyle bir işletme yok", category: "böyle bir kategori yok", city: "böyle bir şehir yok" },
} as const;

const MAX_URL_LENGTH = 2048;
const PAGE_PATH = /^\/(business|category|city)\/([^/]+)\/?$/;

export function classifySiteUrl(siteUrl: string, text: string): ClassifiedUrl {
  const fail = (reason: string): ClassifiedUrl => ({ ok: false, url: text, reason });
  let url: URL;
  try {
    if (text.length > MAX_URL_LENGTH) throw new Error("too long");
    url = new URL(text);
  } catch {
    return fail(URL_REASONS.notUrl);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fail(URL_REASONS.notUrl);
  const site = new URL(siteUrl);
  if (url.origin !== site.origin || url.username || url.password) return fail(URL_REASONS.foreign);
  if (url.search || url.hash) return fail(URL_REASONS.withQuery);
  const match = PAGE_PATH.exec(url.pathname);
  if (!match) return fail(URL_REASONS.notPage);
  let slug: string;
  try {
    slug = decodeURIComponent(match[2]!);
  } catch {
    return fail(URL_REASONS.notUrl);
  }
  const kind = match[1] as SitePageKind;
  return { ok: true, page: { url: `${site.origin}/${kind}/${encodeURIComponent(slug)}`, kind, slug } };
}
