import { createAdmin } from "../../../server/services/auth/admin-accounts";
import { SESSION_COOKIE } from "../../../server/services/auth/session-cookie";
import { createSession } from "../../../server/services/auth/sessions";
import type { TestApp } from "./test-app";

/** The account integration tests act as; created on first use and kept for the run. */
export const TEST_ADMIN = { userCode: "test-admin", password: "test-admin-password" } as const;

/**
 * A signed-in admin for API and page tests: makes (or reuses) the test
 * account, opens a session row for it and returns the `Cookie` header value
 * that carries it.
 */
export async function createAdminSession(app: TestApp): Promise<{ cookie: string; adminUserId: number }> {
  const existing = await app.ctx.db.selectFrom("admin_users").select("id").where("user_code", "=", TEST_ADMIN.userCode).executeTakeFirst();
  const adminUserId = existing?.id ?? (await createAdmin(app.ctx.db, TEST_ADMIN.userCode, TEST_ADMIN.password)).id;
  const { token } = await createSession(app.ctx, adminUserId, { ip: "127.0.0.1", userAgent: "integration-test" });
  return { cookie: `${SESSION_COOKIE}=${token}`, adminUserId };
}
