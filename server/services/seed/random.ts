// Seeded pseudo-random numbers for the demo data. Math.random() cannot be
// seeded, and "same seed + same size => same data set" is what makes demo
// screenshots, bug reports and tests reproducible.

/** Mixes a 32-bit value (murmur3 finaliser) so nearby seeds give unrelated streams. */
function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const HEX = "0123456789abcdef";

/**
 * sfc32 (Small Fast Counting, from PractRand): 128-bit state, passes BigCrush,
 * a few integer operations per number, which matters at a million rows.
 * `stream` picks an independent sequence for the same seed (e.g. one per business).
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0) {
    this.a = mix32(seed ^ 0x9e3779b9);
    this.b = mix32(stream + 0x6a09e667);
    this.c = mix32(this.a ^ this.b ^ 0xbb67ae85);
    this.d = 1;
    // The first outputs of a freshly seeded sfc32 are weakly mixed: discard them.
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick() from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One item, with probability proportional to its weight. For repeated draws use WeightedTable. */
  weightedPick<T>(items: readonly T[], weights: readonly number[]): T {
    return new WeightedTable(items, weights).pick(this);
  }

  /** Standard normal variate (Box-Muller), for bell-shaped ratings. */
  normal(mean = 0, deviation = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** `count` random base64url characters, the alphabet of Google place ids and photo keys. */
  base64url(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += BASE64URL[this.nextUint32() & 63];
    return out;
  }

  hex(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += HEX[this.nextUint32() & 15];
    return out;
  }

  digits(count: number): string {
    let out = "";
    for (let i = 0; i < count; i++) out += String(this.nextUint32() % 10);
    return out;
  }

  /** A distinct subset of `count` items, in their original order. */
  subset<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, index) => index);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [indexes[i], indexes[j]] = [indexes[j]!, indexes[i]!];
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((x, y) => x - y)
      .map((index) => items[index]!);
  }
}

/**
 * Cumulative weights built once, binary search per draw: picking one of 7,000
 * cities a million times stays O(log n) per pick.
 */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) throw new Error("WeightedTable needs one weight per item");
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    weights.forEach((weight, index) => {
      sum += Math.max(0, weight);
      this.cumulative[index] = sum;
    });
    if (sum <= 0) throw new Error("WeightedTable needs a positive total weight");
    this.total = sum;
  }

  pick(random: Random): T {
    const target = random.next() * this.total;
    let low = 0;
    let high = this.cumulative.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.cumulative[mid]! > target) high = mid;
      else low = mid + 1;
    }
    return this.items[low]!;
  }
}
