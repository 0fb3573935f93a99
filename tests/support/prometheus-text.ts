// Reads Prometheus's text format as a scraper does: one sample per line,
// `name{label="value",...} number`, comments skipped.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = SAMPLE.exec(line.trim());
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(LABEL)) labels[key!] = value!.replace(/\\(.)/g, "$1");
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels`: 0 when there are none. */
export function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const matches = (sample: Sample) =>
    sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value);
  return samples.filter(matches).reduce((sum, sample) => sum + sample.value, 0);
}

export function has(samples: Sample[], name: string): boolean {
  return samples.some((sample) => sample.name === name);
}
