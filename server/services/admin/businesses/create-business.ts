import type { AdminBusiness } from "../../../../app/lib/admin/admin-business";
import type { AppContext } from "../../../context";
import { openMinutesOf, openZoneOf } from "../../businesses/open-now/open-hours-columns";
import { businessColumns } from "./business-columns";
import { getAdminBusiness } from "./get-admin-business";
import { parseBusinessForm } from "./parse-business-form";
import { resolveBusinessPlace } from "./resolve-business-place";
import { uniqueBusinessSlug } from "./unique-business-slug";

const SLUG_ATTEMPTS = 3;

/**
 * A new business from the form. Its slug comes from name and city, and its
 * global row number from the upload-order sequence (the column default), so
 * it lists after everything imported so far.
 */
export async function createBusiness(ctx: AppContext, input: unknown): Promise<AdminBusiness> {
  const values = await parseBusinessForm(ctx.db, input);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await ctx.db.transaction().execute(async (trx) => {
        const place = await resolveBusinessPlace(trx, values);
        const row = await trx
          .insertInto("businesses")
          .values({
            ...businessColumns(values),
            slug: await uniqueBusinessSlug(trx, values.name, values.city),
            city_id: place.cityId,
            country_code: place.countryCode,
            country: place.country,
            time_zone: place.timeZone,
            // The form has no hours: a new business is never open until an import brings them.
            open_minutes: openMinutesOf({}),
            open_zone: openZoneOf(place.timeZone),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return row.id;
      });
      await ctx.cache.clear();
      return (await getAdminBusiness(ctx.db, id))!;
    } catch (error) {
      // Two businesses of the same name and city saved at the same moment: pick the next free slug.
      if (attempt < SLUG_ATTEMPTS && isSlugConflict(error)) continue;
      throw error;
    }
  }
}

function isSlugConflict(error: unknown): boolean {
  const pg = error as { code?: string; constraint?: string };
  return pg?.code === "23505" && pg.constraint === "businesses_slug_key";
}
