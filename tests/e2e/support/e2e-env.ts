// Where the browser tests' server and its database live. E2E_PORT moves both,
// so two runs can share a machine.
import { embeddedConnectionString } from "../../../server/db/embedded-address";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_EMBEDDED_PG_PORT = 54339 + (E2E_PORT - 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The e2e server's DATA_DIR; its embedded cluster's secret is read from there. */
export const E2E_DATA_DIR = `./tmp/e2e-data-${E2E_PORT}`;

/** The database the e2e server uses: DATABASE_URL when set, else its embedded cluster. */
export function e2eDatabaseUrl(): string {
  return process.env.DATABASE_URL ?? embeddedConnectionString(E2E_DATA_DIR, E2E_EMBEDDED_PG_PORT);
}

/** The first admin account the e2e server creates on its first start. */
export const E2E_ADMIN = {
  accessKey: "e2e-access-key-7f3a",
  userCode: "e2e-admin",
  password: "e2e-Password-2026!",
} as const;
