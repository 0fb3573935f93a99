// Ad placements as the back office saves them and the public pages show them.
// Browser-safe: the ads screen, the public slots and the server all use it.

export const AD_PLACEMENTS = ["top", "middle", "bottom", "sidebar", "inline"] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_FORMATS = ["auto", "rectangle", "vertical", "horizontal"] as const;
export type AdFormat = (typeof AD_FORMATS)[number];

/** Inline slots: an ad after every Nth business card. */
export const AD_FREQUENCIES = [1, 2, 3, 5] as const;
export type AdFrequency = (typeof AD_FREQUENCIES)[number];

/** The size a format asks for, reserved on the page so a late ad does not push the content down. */
export const AD_FORMAT_BOX: Record<AdFormat, { width: number | null; height: number }> = {
  auto: { width: null, height: 100 },
  rectangle: { width: 300, height: 250 },
  vertical: { width: 160, height: 600 },
  horizontal: { width: 728, height: 90 },
};

export type AdStyle = Record<string, string>;

export interface AdSetting {
  placement: AdPlacement;
  enabled: boolean;
  /** AdSense publisher id, e.g. ca-pub-1234567890123456 */
  adClient: string;
  /** AdSense ad unit id: digits */
  adSlot: string;
  adFormat: AdFormat;
  /** CSS properties for the <ins> element */
  adStyle: AdStyle;
  frequency: AdFrequency;
}

/** What a public page needs of one enabled placement. */
export type PublicAdSlot = Omit<AdSetting, "enabled">;

export interface PublicAds {
  /** the publisher whose AdSense loader the page includes; null when no placement is enabled */
  client: string | null;
  slots: Partial<Record<AdPlacement, PublicAdSlot>>;
}

export const NO_ADS: PublicAds = { client: null, slots: {} };

export const AD_EVENTS_PATH = "/api/ad-events";
export type AdEventKind = "impression" | "click";

export function adsenseScriptUrl(client: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
}

/** Saved style keys may be CSS ("max-width") or React ("maxWidth"); React wants the latter. */
export function reactStyle(style: AdStyle): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(style)) {
    const name = key.startsWith("--") ? key : key.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
    result[name] = value;
  }
  return result;
}

/**
 * Where ads go between `cardCount` cards: the card index after which each one
 * follows. Inline ads come after every `inlineEvery`th card (never after the
 * last, where the list ends anyway); the middle ad halfway through, in place
 * of an inline ad at the same spot. Lists shorter than four cards have no middle.
 */
export function adBreaks(
  cardCount: number,
  { inlineEvery, middle }: { inlineEvery?: number | null; middle?: boolean },
): Map<number, AdPlacement> {
  const breaks = new Map<number, AdPlacement>();
  if (inlineEvery && inlineEvery > 0) {
    for (let after = inlineEvery - 1; after < cardCount - 1; after += inlineEvery) breaks.set(after, "inline");
  }
  if (middle && cardCount >= 4) breaks.set(Math.ceil(cardCount / 2) - 1, "middle");
  return breaks;
}
