// Turkish number, duration and time formats for the admin screens. Browser-safe;
// every function takes its "now" from the caller so the server render and the
// browser print the same text.

const COUNT = new Intl.NumberFormat("tr-TR");
const SIGNED_PERCENT = new Intl.NumberFormat("tr-TR", { style: "percent", signDisplay: "exceptZero", maximumFractionDigits: 1 });
const RATE = new Intl.NumberFormat("tr-TR", { style: "percent", maximumFractionDigits: 2 });
const RELATIVE = new Intl.RelativeTimeFormat("tr", { numeric: "always" });
// UTC on purpose: the server and the browser may sit in different zones, and the label says so.
const DATE_TIME = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 12.345 */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** +%12,5 / -%66,7; '—' when there is nothing to compare with. */
export function formatSignedPercent(percent: number | null): string {
  return percent === null ? "—" : SIGNED_PERCENT.format(percent / 100);
}

/** A share between 0 and 1 as %0,12. */
export function formatRate(share: number): string {
  return RATE.format(share);
}

/** Uptime in the two largest units: '3 gün 4 saat', '2 saat 5 dakika', '12 dakika', '45 saniye'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / DAY);
  const hours = Math.floor((seconds % DAY) / HOUR);
  const minutes = Math.floor((seconds % HOUR) / MINUTE);
  if (days > 0) return hours > 0 ? `${days} gün ${hours} saat` : `${days} gün`;
  if (hours > 0) return minutes > 0 ? `${hours} saat ${minutes} dakika` : `${hours} saat`;
  if (minutes > 0) return `${minutes} dakika`;
  return `${seconds} saniye`;
}

/** '5 dakika önce', '2 saat önce', '3 gün önce'; 'az önce' under a minute; the date after 30 days. */
export function formatRelative(iso: string, nowIso: string): string {
  const elapsed = Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(iso)) / 1000));
  if (elapsed < MINUTE) return "az önce";
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 30 * DAY) return RELATIVE.format(-Math.floor(elapsed / DAY), "day");
  return formatDateTime(iso);
}

/** '10 Oca 2026 12:24 UTC' */
export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} UTC`;
}
