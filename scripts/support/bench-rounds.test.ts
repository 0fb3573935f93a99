import { describe, expect, it } from "vitest";
import { eachRound, measureInTurn, median, medianOf, roundRates } from "./bench-rounds";

describe("bench rounds", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(median([])).toBeNaN();
  });

  it("stands several measurements for one: medians of the figures, every error counted", () => {
    const round = (requestsPerSecond: number, p99: number, errors: number) =>
      ({ requestsPerSecond, p50: p99 / 4, p99, errors, bytesPerResponse: 1000 });
    const summary = medianOf([round(100, 40, 0), round(130, 20, 2), round(120, 90, 1)]);
    expect(summary).toEqual({ requestsPerSecond: 120, p50: 10, p99: 40, errors: 3, bytesPerResponse: 1000 });
  });

  it("compares two servers round by round, leaving out rounds where the second served nothing", () => {
    const round = (requestsPerSecond: number) => ({ requestsPerSecond, p50: 1, p99: 2, errors: 0, bytesPerResponse: 1 });
    expect(roundRates([round(150), round(160), round(90)], [round(100), round(0), round(60)])).toEqual([1.5, 1.5]);
  });

  it("lists each round's figure in the order measured", () => {
    expect(eachRound([1.384, 1.52], (value) => value.toFixed(2))).toBe("1.38 · 1.52");
  });

  it("measures the calls in turn within each round and gives each call its rounds", async () => {
    const order: string[] = [];
    const call = (name: string, requestsPerSecond: number) => async () => {
      order.push(name);
      return { requestsPerSecond: requestsPerSecond + order.length, p50: 1, p99: 2, errors: 0, bytesPerResponse: 1 };
    };
    const [a, b] = await measureInTurn(2, call("a", 100), call("b", 200));
    expect(order).toEqual(["a", "b", "a", "b"]);
    expect(a.map((round) => round.requestsPerSecond)).toEqual([101, 103]);
    expect(b.map((round) => round.requestsPerSecond)).toEqual([202, 204]);
  });
});
