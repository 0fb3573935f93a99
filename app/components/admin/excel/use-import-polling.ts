import { useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { isFinished, type ImportJob } from "~/lib/admin/import-job";
import { IMPORT_POLL_INTERVAL_MS } from "~/lib/admin/import-progress";
import { ApiError } from "~/lib/api-error";
import { fetchImportJob } from "./import-api";

/** After a failed look-up the next one waits longer, so a restarting server is not hammered. */
const RETRY_INTERVAL_MS = 4 * IMPORT_POLL_INTERVAL_MS;

/**
 * Asks the server for `job` every 500 ms while it waits or runs, hands each
 * answer to `onUpdate`, and calls `onFinished` once when it ends. A network
 * hiccup only slows the polling down; a refusal (signed out, job gone) ends it.
 */
export function useImportPolling(job: ImportJob | null, onUpdate: (job: ImportJob | null) => void, onFinished: (job: ImportJob) => void): { connectionLost: boolean } {
  const [connectionLost, setConnectionLost] = useState(false);
  const callbacks = useRef({ onUpdate, onFinished });
  callbacks.current = { onUpdate, onFinished };
  const activeId = job !== null && !isFinished(job.status) ? job.id : null;

  useEffect(() => {
    if (activeId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let delay = IMPORT_POLL_INTERVAL_MS;
      try {
        const next = await fetchImportJob(activeId);
        if (stopped) return;
        setConnectionLost(false);
        callbacks.current.onUpdate(next);
        if (isFinished(next.status)) {
          callbacks.current.onFinished(next);
          return;
        }
      } catch (error) {
        if (stopped) return;
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setConnectionLost(false);
          callbacks.current.onUpdate(null);
          toast({ variant: "destructive", title: "Hata!", description: `İçe aktarma durumu alınamadı: ${error.statusLine}` });
          return;
        }
        setConnectionLost(true);
        delay = RETRY_INTERVAL_MS;
      }
      timer = setTimeout(() => void tick(), delay);
    };
    timer = setTimeout(() => void tick(), IMPORT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      setConnectionLost(false);
    };
  }, [activeId]);

  return { connectionLost };
}
