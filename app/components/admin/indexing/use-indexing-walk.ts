import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { INDEXING_MESSAGES, isWalkFinished, walkSummaryText, type IndexingWalk } from "~/lib/admin/indexing";
import { describeError } from "~/lib/api-error";
import { fetchCurrentWalk, fetchWalk, startWalk, stopWalk } from "./indexing-api";

const POLL_INTERVAL_MS = 1000;
/** After a failed look-up the next one waits longer, so a restarting server is not hammered. */
const RETRY_INTERVAL_MS = 4000;

export interface WalkControls {
  walk: IndexingWalk | null;
  running: boolean;
  starting: boolean;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

function announce(walk: IndexingWalk) {
  if (walk.status === "succeeded") {
    const note = walk.note ? ` ${walk.note}` : "";
    toast({ variant: walk.successful > 0 ? "default" : "destructive", title: INDEXING_MESSAGES.walkDone, description: `${walkSummaryText(walk)}${note}` });
  } else if (walk.status === "failed") {
    toast({ variant: "destructive", title: "Hata", description: walk.error ?? INDEXING_MESSAGES.walkFailed });
  } else if (walk.status === "cancelled") {
    toast({ title: "Otomatik Gönderim Durduruldu", description: walkSummaryText(walk) });
  }
}

/**
 * The automatic walk runs on the server; this follows it. On open it picks up
 * the latest walk (a running one keeps counting here, even after the page was
 * closed), polls every second while it runs and tells once when it ends.
 */
export function useIndexingWalk(initial: IndexingWalk | null | undefined, onFinished?: () => void): WalkControls {
  const [walk, setWalk] = useState<IndexingWalk | null>(initial ?? null);
  const [starting, setStarting] = useState(false);
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const activeId = walk && !isWalkFinished(walk.status) ? walk.id : null;

  useEffect(() => {
    if (initial !== undefined) return;
    // The dashboard has no loader data for it: ask once on open.
    fetchCurrentWalk().then(setWalk, () => undefined);
  }, [initial]);

  useEffect(() => {
    if (activeId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let delay = POLL_INTERVAL_MS;
      try {
        const next = await fetchWalk(activeId);
        if (stopped) return;
        setWalk(next);
        if (isWalkFinished(next.status)) {
          announce(next);
          finished.current?.();
          return;
        }
      } catch {
        delay = RETRY_INTERVAL_MS;
      }
      if (!stopped) timer = setTimeout(() => void tick(), delay);
    };
    timer = setTimeout(() => void tick(), POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [activeId]);

  const start = useCallback(async () => {
    setStarting(true);
    try {
      setWalk(await startWalk());
    } catch (error) {
      toast({ variant: "destructive", title: "Hata", description: describeError(error, INDEXING_MESSAGES.walkFailed) });
    } finally {
      setStarting(false);
    }
  }, []);

  const stop = useCallback(async () => {
    if (activeId === null) return;
    try {
      const stopped = await stopWalk(activeId);
      // Finished now, so the poll stops without seeing the end: tell here.
      setWalk(stopped);
      if (isWalkFinished(stopped.status)) {
        announce(stopped);
        finished.current?.();
      }
    } catch (error) {
      toast({ variant: "destructive", title: "Hata", description: describeError(error, "Otomatik gönderim durdurulamadı.") });
    }
  }, [activeId]);

  return { walk, running: activeId !== null, starting, start, stop };
}
