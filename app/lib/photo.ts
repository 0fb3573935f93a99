// Responsive sources for external business photos. Google's photo host resizes
// by a suffix (`=w800-h500-k-no`), so one stored URL yields every width; other
// hosts get their URL as is.

export const PHOTO_WIDTHS = [400, 600, 800] as const;
const GOOGLE_PHOTO = /^(https:\/\/[a-z0-9-]+\.googleusercontent\.com\/[^=\s]+)(=[\w-]*)?$/i;

/** The URL resized to `width` (keeping `ratio` = height / width) when the host supports it. */
export function resizedPhotoUrl(url: string, width: number, ratio: number): string {
  const google = GOOGLE_PHOTO.exec(url);
  if (google) return `${google[1]}=w${width}-h${Math.round(width * ratio)}-k-no`;
  return url;
}

/** `srcset` for 400, 600 and 800 px wide copies, or undefined when the host cannot resize. */
export function photoSrcSet(url: string, ratio: number): string | undefined {
  if (!GOOGLE_PHOTO.test(url)) return undefined;
  return PHOTO_WIDTHS.map((width) => `${resizedPhotoUrl(url, width, ratio)} ${width}w`).join(", ");
}

/** Photos to try in order: the listing photo, then its other image; the name placeholder ends the chain. */
export function photoChain(business: { photoUrl: string | null; imageUrl: string | null }): string[] {
  return [business.photoUrl, business.imageUrl].filter((url, index, all): url is string => !!url && all.indexOf(url) === index);
}

/** Loading hints for the n-th image of a list: the first three at once, the first one first. */
export function listImageLoading(index: number): { loading: "eager" | "lazy"; fetchPriority: "high" | "auto" } {
  return { loading: index < 3 ? "eager" : "lazy", fetchPriority: index === 0 ? "high" : "auto" };
}
