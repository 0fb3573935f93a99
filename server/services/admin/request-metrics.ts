/** Answers counted since a start: one process's, or the sum over the live ones. */
export interface RequestMetricsSnapshot {
  total: number;
  /** Answers with a 5xx status: failures of the server, not of the visitor's input. */
  serverErrors: number;
  /** serverErrors / total, 0 when nothing was answered yet. */
  errorRate: number;
}

/**
 * Counts the answers this process has sent since it started, by status class.
 * Plain counters in memory cost nothing per request; the process heartbeat
 * writes them to its `server_processes` row every few seconds, where the
 * dashboard sums them over every live process.
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
