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
