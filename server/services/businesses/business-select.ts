import { sql } from "kysely";
import type { Db } from "../../db/pool";
import { preparedMark } from "../../db/prepared-statements";
import { reusableStatement, type Slots } from "../../db/reusable-statement";

/** Columns every business answer carries (cards, lists, nearby); lists leave out the long fields. */
export const LIST_COLUMNS = [
  "b.id", "b.slug", "b.name", "b.category_id", "b.type", "b.rating", "b.review_count",
  "b.address", "b.street", "b.city", "b.state", "b.postal_code", "b.country", "b.country_code",
  "b.latitude", "b.longitude", "b.phone", "b.email", "b.website", "b.working_hours",
  "b.photo_url", "b.image_url", "b.location_link", "b.order_link", "b.menu_link",
  "b.reservation_link", "b.reviews_link", "b.is_verified", "b.is_open", "b.business_status",
  "b.price_range", "b.time_zone", "b.place_id", "b.global_row_number", "b.created_at", "b.updated_at",
  "c.name as category_name", "c.slug as category_slug", "c.icon as category_icon",
  "ci.slug as city_slug",
] as const;

/** businesses joined with their category and city (one primary-key lookup each), selecting the list columns. */
export function selectBusinessList(db: Db) {
  return db
    .selectFrom("businesses as b")
    .leftJoin("categories as c", "c.id", "b.category_id")
    .leftJoin("cities as ci", "ci.id", "b.city_id")
    .select(LIST_COLUMNS);
}

/**
 * The list rows of these businesses, in the order of `ids` (unknown ids left out): look-ups by
 * primary key, one plan for any ids, prepared once per connection.
 */
export async function listRowsByIds(db: Db, ids: readonly number[]): Promise<BusinessListRow[]> {
  if (ids.length === 0) return [];
  const rows = await listRowsWhereIdIn(db, { ids: [...ids] });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const listRowsWhereIdIn = reusableStatement((db, value: Slots<{ ids: number[] }>) =>
  selectBusinessList(db)
    .modifyFront(preparedMark())
    .where(sql<boolean>`b.id = ANY(${value("ids")}::int[])`)
    .compile(),
);

/** The detail page adds the long fields. */
export function selectBusinessDetail(db: Db) {
  return selectBusinessList(db).select(["b.description", "b.about"]);
}

type SelectedRow<Query extends (db: Db) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Query>["executeTakeFirstOrThrow"]>>;

// city_slug is optional so rows built without the cities join (fixtures,
// rows returned by writes) still serialize; it then reads as null.
export type BusinessListRow = Omit<SelectedRow<typeof selectBusinessList>, "city_slug"> & { city_slug?: string | null };
export type BusinessDetailRow = Omit<SelectedRow<typeof selectBusinessDetail>, "city_slug"> & { city_slug?: string | null };
