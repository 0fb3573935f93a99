// What a cluster worker and its primary say to each other over the IPC channel
// about /metrics: a worker asks, the primary gathers every worker's figures and answers.

export const METRICS_REQUEST = "locus:metrics-request";
export const METRICS_ANSWER = "locus:metrics-answer";

export interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}

export type MetricsAnswer = { type: typeof METRICS_ANSWER; id: number } & ({ text: string } | { error: string });

export function isMetricsRequest(message: unknown): message is MetricsRequest {
  return isTyped(message, METRICS_REQUEST);
}

export function isMetricsAnswer(message: unknown): message is MetricsAnswer {
  return isTyped(message, METRICS_ANSWER);
}

function isTyped(message: unknown, type: string): message is { type: string; id: number } {
  if (typeof message !== "object" || message === null) return false;
  const fields = message as Record<string, unknown>;
  return fields.type === type && typeof fields.id === "number";
}
