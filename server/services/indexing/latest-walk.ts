import type { IndexingWalk } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { WALK_JOB_KIND, walkJobView } from "./walk-job-view";

/**
 * The newest walk as its row last saved it, for page loaders. Loaders run in
 * their own copy of the server modules (the page build), so they cannot see
 * the walk's live progress; the screen polls the API for that.
 */
export async function latestWalk(ctx: Pick<AppContext, "db">): Promise<IndexingWalk | null> {
  const row = await ctx.db.selectFrom("jobs").selectAll().where("kind", "=", WALK_JOB_KIND).orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? walkJobView(row) : null;
}
