// Cells of `npm run bench`'s tables.
export const rate = (requestsPerSecond: number) => Math.round(requestsPerSecond).toString();
// Rounded to hundredths: latencies arrive as microseconds divided by 1,000, with float noise.
export const ms = (milliseconds: number) => `${Number(milliseconds.toFixed(2))} ms`;
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const mark = (met: boolean) => (met ? "✓" : "✗");

/** `part / whole`, or "-" when the whole is nothing (every request failed). */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}
