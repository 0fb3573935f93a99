/** What the dashboard shows about the server's health since it started. */
export interface RequestMetricsSnapshot {
  total: number;
  /** Answers with a 5xx status: failures of the server, not of the visitor's input. */
  serverErrors: number;
  /** serverErrors / total, 0 when nothing was answered yet. */
  errorRate: number;
}

/**
 * Counts the answers this process has sent, by status class. Plain counters
 * in memory: the figures describe this process since it started, the same
 * span as the uptime next to them, and cost nothing per request.
 */
export class RequestMetrics {
  private total = 0;
  private serverErrors = 0;

  record(status: number): void {
    this.total += 1;
    if (status >= 500) this.serverErrors += 1;
  }

  snapshot(): RequestMetricsSnapshot {
    return {
      total: this.total,
      serverErrors: this.serverErrors,
      errorRate: this.total === 0 ? 0 : this.serverErrors / this.total,
    };
  }
}
