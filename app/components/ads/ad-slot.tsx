import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { AD_FORMAT_BOX, reactStyle, type AdPlacement, type PublicAdSlot } from "~/lib/ads";
import { useAdTracking } from "./use-ad-tracking";
import { usePublicAds } from "./use-public-ads";

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

/** One ad placement of a public page; nothing at all while the placement is off. */
export function AdSlot({ placement, className = "" }: { placement: AdPlacement; className?: string }) {
  const slot = usePublicAds().slots[placement];
  const { key } = useLocation();
  if (!slot) return null;
  // A fresh unit per page: AdSense fills an <ins> element only once.
  return <AdUnit key={key} slot={slot} className={className} />;
}

function AdUnit({ slot, className }: { slot: PublicAdSlot; className: string }) {
  const labelId = useId();
  const containerRef = useRef<HTMLElement>(null);
  const adRef = useRef<HTMLModElement>(null);
  const pushed = useRef(false);
  const box = AD_FORMAT_BOX[slot.adFormat];
  useAdTracking(containerRef, adRef, slot.placement);

  useEffect(() => {
    // Once per element (effects run twice in development); the queue waits for the script if it is still loading.
    if (pushed.current) return;
    pushed.current = true;
    try {
      (window.adsbygoogle = window.adsbygoogle ?? []).push({});
    } catch {
      // AdSense refused the unit (blocked, already filled): the page carries on without it.
    }
  }, []);

  return (
    <aside
      ref={containerRef}
      aria-labelledby={labelId}
      data-ad-placement={slot.placement}
      className={`mx-auto w-full overflow-hidden rounded-lg border border-dashed border-slate-300 bg-white/60 p-2 text-center ${className}`}
      style={box.width ? { maxWidth: box.width + 18 } : undefined}
    >
      <p id={labelId} lang="tr" className="mb-1 text-[11px] font-medium uppercase tracking-wide text-slate-600">
        Reklam
      </p>
      <ins
        ref={adRef}
        className="adsbygoogle"
        data-ad-client={slot.adClient}
        data-ad-slot={slot.adSlot}
        data-ad-format={slot.adFormat}
        data-full-width-responsive={slot.adFormat === "auto" ? "true" : undefined}
        style={{ display: "block", minHeight: box.height, ...(box.width ? { width: box.width, maxWidth: "100%", margin: "0 auto" } : {}), ...reactStyle(slot.adStyle) }}
        suppressHydrationWarning
      />
    </aside>
  );
}
