import type { IndexingWalk } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { latestJobRow } from "../jobs/job-rows";
import { walkJobView } from "./walk-job-view";

/** The newest walk, running or not, as its row says (the running process keeps it current); null before the first. */
export async function latestWalk(ctx: Pick<AppContext, "db">): Promise<IndexingWalk | null> {
  const row = await latestJobRow(ctx, "url-indexing");
  return row ? walkJobView(row) : null;
}
