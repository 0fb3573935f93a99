import type { AppContext } from "../../context";
import { adAnalytics } from "./ad-analytics";
import { getAdsTxt } from "./ads-txt-store";
import { listAdSettings } from "./list-ad-settings";

/** Everything the ads screen shows at once: placements, the last 30 days of counters, ads.txt. */
export async function loadAdsScreen(ctx: AppContext) {
  const [settings, analytics, adsTxt] = await Promise.all([listAdSettings(ctx), adAnalytics(ctx), getAdsTxt(ctx)]);
  return { settings, analytics, adsTxt: adsTxt.content };
}
