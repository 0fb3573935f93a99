import { INDEXING_MESSAGES } from "../../../app/lib/admin/indexing";
import type { AppContext } from "../../context";
import type { ServiceAccount, StoredGoogle, StoredIndexNow } from "./indexing-settings-schema";
import { loadIndexingSettings } from "./load-indexing-settings";

export interface ActiveEngines {
  indexNow: StoredIndexNow | null;
  google: (StoredGoogle & { serviceAccount: ServiceAccount }) | null;
}

/** No engine is switched on: nothing can be sent (answered as 409). */
export class IndexingNotConfiguredError extends Error {
  constructor() {
    super(INDEXING_MESSAGES.notConfigured);
  }
}

/** The engines a submission goes to; throws when none is switched on. */
export async function resolveEngines(ctx: Pick<AppContext, "db" | "cache">): Promise<ActiveEngines> {
  const settings = await loadIndexingSettings(ctx);
  const { serviceAccount } = settings.google;
  const engines: ActiveEngines = {
    indexNow: settings.indexNow.enabled ? settings.indexNow : null,
    google: settings.google.enabled && serviceAccount ? { ...settings.google, serviceAccount } : null,
  };
  if (!engines.indexNow && !engines.google) throw new IndexingNotConfiguredError();
  return engines;
}
