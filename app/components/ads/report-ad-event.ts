import { AD_EVENTS_PATH, type AdEventKind, type AdPlacement } from "~/lib/ads";

/**
 * One page view (a history entry: the first render or a client navigation) and the id
 * the server gave it with its first impression. Later impressions and the clicks carry
 * the id: the server counts a click only for a page view that showed the placement.
 */
interface PageView {
  key: string;
  id: string | null;
  /** The first impression's call, while it is under way. */
  starting: Promise<unknown> | null;
}

let current: PageView | null = null;

function pageViewOf(key: string): PageView {
  if (current?.key !== key) current = { key, id: null, starting: null };
  return current;
}

/**
 * Tells the server a slot was seen or clicked. The first impression of a page view
 * waits for its answer (the id); the rest go as beacons, which survive the page being
 * left (a click on an ad usually leaves it), or as keepalive fetches where beacons are
 * missing or refused. Failures are ignored: a lost count must never disturb the visitor.
 */
export function reportAdEvent(pageKey: string, placement: AdPlacement, kind: AdEventKind): void {
  const view = pageViewOf(pageKey);
  void (async () => {
    if (view.starting) await view.starting;
    if (view.id === null) {
      // Nothing was shown yet that a click could count against.
      if (kind === "click") return;
      view.starting = askForPageView(view, placement);
      await view.starting;
      view.starting = null;
      return;
    }
    send(JSON.stringify({ placement, kind, pageViewId: view.id }));
  })();
}

async function askForPageView(view: PageView, placement: AdPlacement): Promise<void> {
  try {
    const res = await fetch(AD_EVENTS_PATH, {
      method: "POST",
      body: JSON.stringify({ placement, kind: "impression" }),
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      keepalive: true,
    });
    if (res.ok) view.id = ((await res.json()) as { pageViewId?: string | null }).pageViewId ?? null;
  } catch {
    // Offline or blocked: the next impression asks again.
  }
}

function send(body: string): void {
  try {
    if (navigator.sendBeacon?.(AD_EVENTS_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Some browsers throw for beacons in unusual states; fall through to fetch.
  }
  void fetch(AD_EVENTS_PATH, { method: "POST", body, headers: { "content-type": "application/json" }, credentials: "same-origin", keepalive: true }).catch(
    () => undefined,
  );
}
