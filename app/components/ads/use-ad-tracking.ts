import { useEffect, type RefObject } from "react";
import { useLocation } from "react-router";
import type { AdPlacement } from "~/lib/ads";
import { reportAdEvent } from "./report-ad-event";

/** Share of the slot that must be on screen before it counts as seen (the usual viewability rule). */
const VISIBLE_SHARE = 0.5;

/**
 * Counts an impression the first time the slot is at least half visible, and
 * a click when the window loses focus to an ad frame inside the slot (clicks
 * inside a cross-origin frame never reach the page) or the ad element itself
 * is clicked.
 */
export function useAdTracking(slotRef: RefObject<HTMLElement | null>, adRef: RefObject<HTMLElement | null>, placement: AdPlacement) {
  // Each history entry is a page view of its own.
  const { key: pageKey } = useLocation();
  useEffect(() => {
    const slot = slotRef.current;
    const ad = adRef.current;
    if (!slot || !ad) return;

    let observer: IntersectionObserver | null = null;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE)) return;
          reportAdEvent(pageKey, placement, "impression");
          observer?.disconnect();
          observer = null;
        },
        { threshold: VISIBLE_SHARE },
      );
      observer.observe(slot);
    }

    const onWindowBlur = () => {
      // The frame receives focus just after the window's blur event.
      setTimeout(() => {
        const active = document.activeElement;
        if (active instanceof HTMLIFrameElement && slot.contains(active)) reportAdEvent(pageKey, placement, "click");
      }, 0);
    };
    const onAdClick = () => reportAdEvent(pageKey, placement, "click");
    window.addEventListener("blur", onWindowBlur);
    ad.addEventListener("click", onAdClick);
    return () => {
      observer?.disconnect();
      window.removeEventListener("blur", onWindowBlur);
      ad.removeEventListener("click", onAdClick);
    };
  }, [slotRef, adRef, placement, pageKey]);
}
