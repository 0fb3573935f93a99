import type { AppContext } from "../../context";
import { securityStatus } from "./security-status";
import { getSiteSettings } from "./site-settings-store";

/** What the Settings screen opens with: the saved settings and the security facts. */
export async function settingsScreen(ctx: AppContext, requestWasHttps: boolean) {
  const [stored, security] = await Promise.all([getSiteSettings(ctx), securityStatus(ctx, requestWasHttps)]);
  return { ...stored, security };
}
