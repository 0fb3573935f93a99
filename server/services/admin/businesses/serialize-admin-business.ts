import type { AdminBusiness } from "../../../../app/lib/admin/admin-business";
import type { BusinessDetailRow } from "../../businesses/business-select";
import { serializeBusiness } from "../../businesses/serialize-business";
import { sanitizeDescription } from "../../html/sanitize-description";

/** A business as the back office sees it: the public fields plus description and features. */
export function serializeAdminBusiness(row: BusinessDetailRow, now = new Date()): AdminBusiness {
  return {
    ...serializeBusiness(row, now),
    description: sanitizeDescription(row.description),
    about: row.about ?? {},
  };
}
