import { AD_EVENTS_PATH, type AdEventKind, type AdPlacement } from "~/lib/ads";

/**
 * Tells the server a slot was seen or clicked. A beacon survives the page
 * being left (a click on an ad usually leaves it); where beacons are missing
 * or refused, a keepalive fetch does the same. Failures are ignored: a lost
 * count must never disturb the visitor.
 */
export function reportAdEvent(placement: AdPlacement, kind: AdEventKind): void {
  const body = JSON.stringify({ placement, kind });
  try {
    if (navigator.sendBeacon?.(AD_EVENTS_PATH, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // Some browsers throw for beacons in unusual states; fall through to fetch.
  }
  void fetch(AD_EVENTS_PATH, {
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}
