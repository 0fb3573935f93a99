import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorKindOf, RepeatedErrorLog } from "./logger";

interface Line {
  level: number;
  msg: string;
  errorKind?: string;
  repeated?: number;
  reqId?: string;
}

let lines: Line[];
let log: RepeatedErrorLog;
const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });

beforeEach(() => {
  vi.useFakeTimers();
  lines = [];
  log = new RepeatedErrorLog(logger, 10_000);
});
afterEach(() => {
  log.flush();
  vi.useRealTimers();
});

const outage = { kind: "database: Query read timeout", message: "Database unavailable" };

describe("RepeatedErrorLog", () => {
  it("logs the first occurrence at once, on the request's logger, with its details", () => {
    log.note(logger.child({ reqId: "r1" }), { ...outage, fields: { reason: "Query read timeout" } });
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: "Database unavailable", errorKind: outage.kind, reqId: "r1", reason: "Query read timeout" })]);
  });

  it("sums the repeats in one line per interval while they keep coming", () => {
    for (let i = 0; i < 500; i += 1) log.note(logger, outage);
    expect(lines).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: "Database unavailable (repeated)", errorKind: outage.kind, repeated: 499 });
    for (let i = 0; i < 30; i += 1) log.note(logger, outage);
    vi.advanceTimersByTime(10_000);
    expect(lines.map((line) => line.repeated)).toEqual([undefined, 499, 30]);
  });

  it("forgets a kind quiet for a whole interval, so its next occurrence is logged at once", () => {
    log.note(logger, outage);
    vi.advanceTimersByTime(10_000);
    expect(lines).toHaveLength(1);
    log.note(logger, outage);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ msg: "Database unavailable" });
  });

  it("follows distinct kinds apart, and keeps the level asked for", () => {
    log.note(logger, outage);
    log.note(logger, { kind: "readiness: 57P03", message: "readiness check failed", level: "warn" });
    log.note(logger, { kind: "readiness: 57P03", message: "readiness check failed", level: "warn" });
    vi.advanceTimersByTime(10_000);
    expect(lines.map((line) => [line.level, line.msg, line.repeated])).toEqual([
      [50, "Database unavailable", undefined],
      [40, "readiness check failed", undefined],
      [40, "readiness check failed (repeated)", 1],
    ]);
  });

  it("stays bounded when every error has a message of its own", () => {
    for (let i = 0; i < 5_000; i += 1) log.note(logger, { kind: `Error: row ${i} broke`, message: "API request failed" });
    // 100 kinds followed one by one, then the first of all the others; the rest are counted.
    expect(lines).toHaveLength(101);
    vi.advanceTimersByTime(10_000);
    expect(lines.at(-1)).toMatchObject({ msg: "Errors of other kinds (repeated)", repeated: 4_899 });
  });

  it("writes the counts not yet logged when flushed at shutdown", () => {
    log.note(logger, outage);
    log.note(logger, outage);
    log.flush();
    expect(lines.map((line) => line.repeated)).toEqual([undefined, 1]);
    vi.advanceTimersByTime(30_000);
    expect(lines).toHaveLength(2);
  });
});

describe("errorKindOf", () => {
  it("names an error by its name and message", () => {
    expect(errorKindOf(new TypeError("x is undefined"))).toBe("TypeError: x is undefined");
    expect(errorKindOf("plain")).toBe("thrown: plain");
  });
});
