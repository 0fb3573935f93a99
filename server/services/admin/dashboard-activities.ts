import type { Db } from "../../db/pool";

/** How many audit entries the dashboard lists. */
export const RECENT_ACTIVITY_LIMIT = 10;

export interface RecentActivity {
  id: number;
  /** dotted verb from the audit log, e.g. `business.update`; the screen words it */
  action: string;
  entityType: string | null;
  entityId: string | null;
  /** a name the entry carries (business name, file name ...), when it has one */
  subject: string | null;
  /** the admin who acted; null for anonymous events such as a failed login */
  userCode: string | null;
  createdAt: string;
}

// Keys whose string value names what an entry is about; never secrets (the
// audit writer keeps those out of `details`).
const SUBJECT_KEYS = ["name", "fileName", "subject", "url"] as const;

function subjectOf(details: Record<string, unknown>): string | null {
  for (const key of SUBJECT_KEYS) {
    const value = details[key];
    if (typeof value === "string" && value.trim() !== "") return value.slice(0, 120);
  }
  return null;
}

/** The latest audit entries, newest first, with the acting admin's user code. */
export async function recentActivities(ctx: { db: Db }, limit = RECENT_ACTIVITY_LIMIT): Promise<RecentActivity[]> {
  const rows = await ctx.db
    .selectFrom("audit_log")
    .leftJoin("admin_users", "admin_users.id", "audit_log.admin_user_id")
    .select([
      "audit_log.id",
      "audit_log.action",
      "audit_log.entity_type",
      "audit_log.entity_id",
      "audit_log.details",
      "audit_log.created_at",
      "admin_users.user_code",
    ])
    .orderBy("audit_log.created_at", "desc")
    .orderBy("audit_log.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    subject: subjectOf(row.details ?? {}),
    userCode: row.user_code,
    createdAt: row.created_at.toISOString(),
  }));
}
