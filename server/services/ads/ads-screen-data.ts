import type { AppContext } from "../../context";
import { adAnalytics } from "./ad-analytics";
import { getAdsTxt } from "./ads-txt-store";
import { listInjections } from "../injections/list-injections";
import { listAdSettings } from "./list-ad-settings";

/** Everything the ads screen shows at once: placements, the last 30 days of counters, ads.txt, injection items. */
export async function loadAdsScreen(ctx: AppContext) {
  const [settings, analytics, adsTxt, injections] = await Promise.all([listAdSettings(ctx), adAnalytics(ctx), getAdsTxt(ctx), listInjections(ctx)]);
  return { settings, analytics, adsTxt: adsTxt.content, injections };
}
