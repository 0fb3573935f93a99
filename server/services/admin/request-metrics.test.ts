import { describe, expect, it } from "vitest";
import { RequestMetrics } from "./request-metrics";

describe("RequestMetrics", () => {
  it("starts at zero with no error rate", () => {
    expect(new RequestMetrics().snapshot()).toEqual({ total: 0, serverErrors: 0, errorRate: 0 });
  });

  it("counts only 5xx answers as server errors", () => {
    const metrics = new RequestMetrics();
    for (const status of [200, 204, 301, 304, 400, 401, 404, 429, 500, 503]) metrics.record(status);
    expect(metrics.snapshot()).toEqual({ total: 10, serverErrors: 2, errorRate: 0.2 });
  });
});
