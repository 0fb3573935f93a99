/** Frames lines in a box so printed credentials stand out in a busy start-up log. */
export function credentialsBox(lines: [label: string, value: string][], footer: string[] = []): string {
  const width = Math.max(...lines.map(([label]) => label.length));
  const body = [...lines.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`), ...(footer.length ? ["", ...footer] : [])];
  const inner = Math.max(...body.map((line) => line.length));
  const rule = "─".repeat(inner + 2);
  return [`┌${rule}┐`, ...body.map((line) => `│ ${line.padEnd(inner)} │`), `└${rule}┘`].join("\n");
}
