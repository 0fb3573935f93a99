import { INDEXING_MESSAGES } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import { AppError } from "../app-error";
import { engineAccessOf, type EngineAccess } from "./engine-address";
import type { ServiceAccount, StoredGoogle, StoredIndexNow } from "./indexing-settings-schema";
import { loadIndexingSettings } from "./load-indexing-settings";

export interface ActiveEngines {
  indexNow: (StoredIndexNow & { access: EngineAccess }) | null;
  google: (StoredGoogle & { serviceAccount: ServiceAccount; access: EngineAccess }) | null;
}

/** The engines a submission goes to; 409 when none is switched on, as nothing can be sent. */
export async function resolveEngines(ctx: Pick<AppContext, "db" | "cache" | "config" | "logger">): Promise<ActiveEngines> {
  const settings = await loadIndexingSettings(ctx);
  const { serviceAccount } = settings.google;
  const access = engineAccessOf(ctx);
  const engines: ActiveEngines = {
    indexNow: settings.indexNow.enabled ? { ...settings.indexNow, access } : null,
    google: settings.google.enabled && serviceAccount ? { ...settings.google, serviceAccount, access } : null,
  };
  if (!engines.indexNow && !engines.google) throw AppError.conflict(INDEXING_MESSAGES.notConfigured);
  return engines;
}
