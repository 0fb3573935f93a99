import type { AppContext } from "../../context";
import { databaseStatus } from "./database-status";
import { listBackups } from "./list-backups";

/** Everything /admin/database shows: the live figures and the stored backups. */
export async function databaseScreen(ctx: Pick<AppContext, "pool" | "config">) {
  const [status, backups] = await Promise.all([databaseStatus(ctx), listBackups(ctx)]);
  return { status, backups };
}
