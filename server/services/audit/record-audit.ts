import type { AppContext } from "../../context";

export interface AuditEntry {
  adminUserId?: number | null;
  /** Dotted verb such as `login.success`, `business.update`, `database.reset`. */
  action: string;
  entityType?: string;
  entityId?: string | number;
  /** Never secrets: no passwords, keys or tokens. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

/**
 * Appends to the audit trail. A failure is logged and swallowed: the action
 * it describes has already happened, and failing the request would only hide
 * that from the admin.
 */
export async function recordAudit(ctx: Pick<AppContext, "db" | "logger">, entry: AuditEntry): Promise<void> {
  try {
    await ctx.db
      .insertInto("audit_log")
      .values({
        admin_user_id: entry.adminUserId ?? null,
        action: entry.action,
        entity_type: entry.entityType ?? null,
        entity_id: entry.entityId === undefined ? null : String(entry.entityId),
        details: JSON.stringify(entry.details ?? {}),
        ip: entry.ip ?? null,
      })
      .execute();
  } catch (error) {
    ctx.logger.error({ err: error, action: entry.action }, "could not write the audit log");
  }
}
