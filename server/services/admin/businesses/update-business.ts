import { sql } from "kysely";
import type { AdminBusiness } from "../../../../app/lib/admin/admin-business";
import { businessFormState, type BusinessFormState } from "../../../../app/lib/admin/business-form-state";
import type { AppContext } from "../../../context";
import { openZoneOf } from "../../businesses/open-now/open-hours-columns";
import { businessColumns } from "./business-columns";
import { getAdminBusiness } from "./get-admin-business";
import { parseBusinessForm } from "./parse-business-form";
import { resolveBusinessPlace } from "./resolve-business-place";

export interface BusinessUpdate {
  business: AdminBusiness;
  /** form fields whose value changed, for the audit trail */
  changed: string[];
}

/**
 * Saves the edit form. Fields the body leaves out keep their current value.
 * The slug stays, so public links keep working after a rename. A new city or
 * country code relinks the business to (possibly new) city and country rows.
 * Null when the id is unknown.
 */
export async function updateBusiness(ctx: AppContext, id: number, input: Record<string, unknown>): Promise<BusinessUpdate | null> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("businesses")
      .select(["city", "city_id", "country_code"])
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return null;
    const before = businessFormState(await getAdminBusiness(trx, id));
    const values = await parseBusinessForm(trx, { ...before, ...input });

    const countryChanged = values.countryCode !== (current.country_code ?? "");
    const placeChanged = countryChanged || values.city !== (current.city ?? "") || (current.city_id === null && values.city !== "");
    // A new country code with the old country name left as it was takes the new country's name.
    const country = countryChanged && values.country === before.country ? "" : values.country;
    const place = placeChanged ? await resolveBusinessPlace(trx, { ...values, country }) : null;
    await trx
      .updateTable("businesses")
      .set({
        ...businessColumns(values),
        ...(place && {
          city_id: place.cityId,
          country_code: place.countryCode,
          country: place.country,
          // Kept when the new city's zone is unknown: the coordinates have not moved either.
          // The hours are then read in the new zone: Open Now follows at once.
          ...(place.timeZone && { time_zone: place.timeZone, open_zone: openZoneOf(place.timeZone) }),
        }),
        updated_at: sql`now()`,
      })
      .where("id", "=", id)
      .execute();
    const business = (await getAdminBusiness(trx, id))!;
    return { business, changed: changedFields(before, businessFormState(business)) };
  });
  if (result) await ctx.cache.clear();
  return result;
}

function changedFields(before: BusinessFormState, after: BusinessFormState): string[] {
  return (Object.keys(after) as (keyof BusinessFormState)[]).filter((field) => before[field] !== after[field]);
}
