// Sizes as the Database screen shows them: '12,4 MB', '980 KB', '512 B'. Browser-safe.
const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;
const SIZE = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${SIZE.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}
