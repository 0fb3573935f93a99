import type { IndexingSettingsView, IndexingWalk, SubmissionLogEntry } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { businessStats } from "../businesses/business-stats";
import { latestWalk } from "./latest-walk";
import { listSubmissions } from "./list-submissions";
import { viewIndexingSettings } from "./view-indexing-settings";

export interface IndexingScreenData {
  settings: IndexingSettingsView;
  walk: IndexingWalk | null;
  submissions: SubmissionLogEntry[];
  /** The site's pages with businesses, by kind: what there is to send. */
  pages: { businesses: number; categories: number; cities: number };
}

/** Everything the URL İndeksleme screen opens with. */
export async function loadIndexingScreen(ctx: AppContext): Promise<IndexingScreenData> {
  const [settings, walk, submissions, stats] = await Promise.all([viewIndexingSettings(ctx), latestWalk(ctx), listSubmissions(ctx), businessStats(ctx)]);
  return { settings, walk, submissions, pages: { businesses: stats.total, categories: stats.categories, cities: stats.cities } };
}
