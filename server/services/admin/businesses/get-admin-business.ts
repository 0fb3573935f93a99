import type { AdminBusiness } from "../../../../app/lib/admin/admin-business";
import type { Db } from "../../../db/pool";
import { selectBusinessDetail } from "../../businesses/business-select";
import { serializeAdminBusiness } from "./serialize-admin-business";

/** One business with every field the edit dialog shows; null when the id is unknown. */
export async function getAdminBusiness(db: Db, id: number): Promise<AdminBusiness | null> {
  const row = await selectBusinessDetail(db).where("b.id", "=", id).executeTakeFirst();
  return row ? serializeAdminBusiness(row) : null;
}
