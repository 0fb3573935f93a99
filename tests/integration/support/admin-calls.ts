/**
 * Every API call that needs an admin session or changes state, for the access
 * walk in admin-access.test.ts. Add a line for each new admin or mutating call.
 *   requiresSession: true → refused with 401 without an admin session;
 *   POST/PUT/PATCH/DELETE are refused with 403 from a foreign Origin, even
 *   with a valid session (GETs change nothing, so the Origin rule skips them).
 */
export interface AdminApiCall {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  requiresSession: boolean;
}

export const ADMIN_API_CALLS: AdminApiCall[] = [
  // Login and logout are reached without a session, but only from the site itself.
  { method: "POST", path: "/api/admin/login/check", requiresSession: false },
  { method: "POST", path: "/api/admin/login", requiresSession: false },
  { method: "POST", path: "/api/admin/logout", requiresSession: false },
  { method: "GET", path: "/api/admin/session", requiresSession: true },
  // Public, but it writes: the Origin rule only.
  { method: "POST", path: "/api/contact", requiresSession: false },
  // The contact inbox and the dashboard's sitemap refresh.
  { method: "GET", path: "/api/admin/messages", requiresSession: true },
  { method: "PATCH", path: "/api/admin/messages/1", requiresSession: true },
  { method: "DELETE", path: "/api/admin/messages/1", requiresSession: true },
  { method: "POST", path: "/api/admin/refresh-sitemap", requiresSession: true },
  // Business management.
  { method: "GET", path: "/api/admin/businesses", requiresSession: true },
  { method: "GET", path: "/api/admin/businesses/1", requiresSession: true },
  { method: "POST", path: "/api/businesses", requiresSession: true },
  { method: "PATCH", path: "/api/businesses/1", requiresSession: true },
  { method: "DELETE", path: "/api/businesses/1", requiresSession: true },
  { method: "GET", path: "/api/export-businesses", requiresSession: true },
  // Spreadsheet import and the catalogue reset.
  { method: "POST", path: "/api/upload-excel", requiresSession: true },
  { method: "GET", path: "/api/import-jobs/current", requiresSession: true },
  { method: "GET", path: "/api/import-jobs/1", requiresSession: true },
  { method: "DELETE", path: "/api/import-jobs/1", requiresSession: true },
  { method: "GET", path: "/api/import-jobs/1/errors", requiresSession: true },
  { method: "DELETE", path: "/api/reset-database", requiresSession: true },
  // The Database screen: status, optimize, backups, restore.
  { method: "GET", path: "/api/admin/database", requiresSession: true },
  { method: "POST", path: "/api/admin/database/optimize", requiresSession: true },
  { method: "GET", path: "/api/admin/database/backups", requiresSession: true },
  { method: "POST", path: "/api/admin/database/backups", requiresSession: true },
  { method: "POST", path: "/api/admin/database/backups/upload", requiresSession: true },
  { method: "GET", path: "/api/admin/database/backups/locus-backup-20260101-000000-000000.gz", requiresSession: true },
  { method: "DELETE", path: "/api/admin/database/backups/locus-backup-20260101-000000-000000.gz", requiresSession: true },
  { method: "POST", path: "/api/admin/database/restore", requiresSession: true },
  // Ad management, and the public counter the pages' ad slots report to (it writes: the Origin rule only).
  { method: "GET", path: "/api/admin/ad-settings", requiresSession: true },
  { method: "POST", path: "/api/admin/ad-settings", requiresSession: true },
  { method: "GET", path: "/api/admin/ad-analytics", requiresSession: true },
  { method: "GET", path: "/api/admin/ads-txt", requiresSession: true },
  { method: "PUT", path: "/api/admin/ads-txt", requiresSession: true },
  { method: "POST", path: "/api/ad-events", requiresSession: false },
  // Settings, cache clearing and HTML injection.
  { method: "GET", path: "/api/admin/settings", requiresSession: true },
  { method: "PUT", path: "/api/admin/settings", requiresSession: true },
  { method: "GET", path: "/api/admin/settings/security", requiresSession: true },
  { method: "POST", path: "/api/clear-cache", requiresSession: true },
  { method: "GET", path: "/api/admin/html-injection", requiresSession: true },
  { method: "POST", path: "/api/admin/html-injection", requiresSession: true },
  // Pricing plans and subscriptions.
  { method: "GET", path: "/api/admin/pricing-plans", requiresSession: true },
  { method: "POST", path: "/api/admin/pricing-plans", requiresSession: true },
  { method: "GET", path: "/api/admin/pricing-plans/1", requiresSession: true },
  { method: "PUT", path: "/api/admin/pricing-plans/1", requiresSession: true },
  { method: "PATCH", path: "/api/admin/pricing-plans/1", requiresSession: true },
  { method: "DELETE", path: "/api/admin/pricing-plans/1", requiresSession: true },
  { method: "GET", path: "/api/admin/subscriptions", requiresSession: true },
  { method: "POST", path: "/api/admin/subscriptions", requiresSession: true },
  { method: "POST", path: "/api/admin/subscriptions/1/end", requiresSession: true },
  { method: "GET", path: "/api/admin/pricing-summary", requiresSession: true },
  // URL indexing.
  { method: "POST", path: "/api/submit-url", requiresSession: true },
  { method: "POST", path: "/api/submit-urls-bulk", requiresSession: true },
  { method: "GET", path: "/api/admin/url-indexing/settings", requiresSession: true },
  { method: "PUT", path: "/api/admin/url-indexing/settings", requiresSession: true },
  { method: "POST", path: "/api/admin/url-indexing/indexnow-key", requiresSession: true },
  { method: "GET", path: "/api/admin/url-indexing/submissions", requiresSession: true },
  { method: "POST", path: "/api/admin/url-indexing/jobs", requiresSession: true },
  { method: "GET", path: "/api/admin/url-indexing/jobs/current", requiresSession: true },
  { method: "GET", path: "/api/admin/url-indexing/jobs/1", requiresSession: true },
  { method: "DELETE", path: "/api/admin/url-indexing/jobs/1", requiresSession: true },
  // Categories: rename, icon, merge, incoming-name mappings.
  { method: "GET", path: "/api/admin/categories", requiresSession: true },
  { method: "PATCH", path: "/api/admin/categories/1", requiresSession: true },
  { method: "POST", path: "/api/admin/categories/1/merge", requiresSession: true },
  { method: "GET", path: "/api/admin/categories/aliases", requiresSession: true },
  { method: "POST", path: "/api/admin/categories/aliases", requiresSession: true },
  { method: "DELETE", path: "/api/admin/categories/aliases/1", requiresSession: true },
];
