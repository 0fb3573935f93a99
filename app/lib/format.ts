/** "1.2K" above 999, as the home strips show counts. */
export function compactCount(count: number): string {
  if (count <= 999) return String(count);
  if (count < 1_000_000) return `${trimZero(count / 1000)}K`;
  return `${trimZero(count / 1_000_000)}M`;
}

function trimZero(value: number): string {
  return value.toFixed(1).replace(/\.0$/, "");
}

const THOUSANDS = new Intl.NumberFormat("en-US");

/** 12,345 */
export function thousands(count: number): string {
  return THOUSANDS.format(count);
}

/**
 * A distance as a card shows it: "350 m" under 1 km, "2.4 km" under 10 km, "12 km" beyond, where a tenth
 * of a kilometre no longer helps. Rounded first, so 999.6 m reads "1.0 km", never "1000 m".
 */
export function formatDistance(km: number): string {
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${Math.max(0, metres)} m`;
  const tenths = Math.round(km * 10) / 10;
  if (tenths < 10) return `${tenths.toFixed(1)} km`;
  return `${thousands(Math.round(km))} km`;
}
