import type { Writable } from "node:stream";

/**
 * Resolves when `stream` has room again; rejects when the download is
 * abandoned first. Waiting on `drain` alone would hang forever once the
 * client is gone: a destroyed response never drains.
 */
export function waitForDrain(stream: Writable, signal: AbortSignal): Promise<void> {
  let onDrain = () => {};
  const drained = new Promise<void>((resolve) => {
    onDrain = resolve;
    stream.once("drain", onDrain);
  });
  // Only our own listener goes: a pipe into the same stream has its own.
  return untilAborted(signal, drained, () => stream.off("drain", onDrain));
}

/** `work`, unless `signal` aborts first (then rejects with its reason and calls `cleanup`). */
export function untilAborted<T>(signal: AbortSignal, work: Promise<T>, cleanup?: () => void): Promise<T> {
  if (signal.aborted) {
    cleanup?.();
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      cleanup?.();
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
