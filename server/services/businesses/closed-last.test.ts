import { describe, expect, it } from "vitest";
import { readClosedLast, type ClosedRank } from "./closed-last";

/** A list of 5 open businesses (o0…o4) and 3 permanently closed ones (c0…c2), read in parts. */
function list(open = 5, closed = 3) {
  const parts: Record<ClosedRank, string[]> = {
    0: Array.from({ length: open }, (_, i) => `o${i}`),
    1: Array.from({ length: closed }, (_, i) => `c${i}`),
  };
  const reads: string[] = [];
  let counts = 0;
  return {
    reads,
    counted: () => counts,
    readPart: async (rank: ClosedRank, offset: number, limit: number) => {
      reads.push(`${rank}:${offset}+${limit}`);
      return parts[rank].slice(offset, offset + limit);
    },
    countOpen: async () => {
      counts++;
      return open;
    },
  };
}

async function page(offset: number, limit: number, open?: number, closed?: number) {
  const l = list(open, closed);
  const rows = await readClosedLast(l.readPart, { offset, limit }, l.countOpen);
  return { rows, reads: l.reads, counted: l.counted() };
}

describe("readClosedLast", () => {
  it("reads only the open part while a page stays in it", async () => {
    expect(await page(0, 3)).toEqual({ rows: ["o0", "o1", "o2"], reads: ["0:0+3"], counted: 0 });
  });

  it("continues a page that reaches past the open part with the closed part, without counting", async () => {
    expect(await page(3, 4)).toEqual({ rows: ["o3", "o4", "c0", "c1"], reads: ["0:3+4", "1:0+2"], counted: 0 });
  });

  it("counts the open part only for a page that starts past it", async () => {
    expect(await page(6, 4)).toEqual({ rows: ["c1", "c2"], reads: ["0:6+4", "1:1+4"], counted: 1 });
  });

  it("walks the whole list in order, page by page", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < 10; offset += 3) seen.push(...(await page(offset, 3)).rows);
    expect(seen).toEqual(["o0", "o1", "o2", "o3", "o4", "c0", "c1", "c2"]);
  });

  it("reads a list with no open business from its closed part", async () => {
    expect((await page(0, 2, 0, 3)).rows).toEqual(["c0", "c1"]);
    expect(await page(0, 0)).toEqual({ rows: [], reads: [], counted: 0 });
  });
});
