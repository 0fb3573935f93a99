import type { AdPlacement } from "~/lib/ads";
import { AdSlot } from "./ad-slot";
import { usePublicAds } from "./use-public-ads";

/** A full-width band for an ad between page sections, in the page's content width; absent while the placement is off. */
export function AdBand({ placement, className = "py-4" }: { placement: AdPlacement; className?: string }) {
  if (!usePublicAds().slots[placement]) return null;
  return (
    <div className={`mx-auto max-w-7xl px-4 ${className}`}>
      <AdSlot placement={placement} />
    </div>
  );
}
