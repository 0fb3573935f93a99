import type { Subscription } from "../../../app/lib/admin/pricing";
import type { AppContext } from "../../context";
import { selectSubscriptions, serializeSubscription } from "./subscription-columns";

/** One subscription, or null when the id is unknown. */
export async function getSubscription(ctx: Pick<AppContext, "db">, id: number): Promise<Subscription | null> {
  const row = await selectSubscriptions(ctx.db).where("s.id", "=", id).executeTakeFirst();
  return row ? serializeSubscription(row) : null;
}
