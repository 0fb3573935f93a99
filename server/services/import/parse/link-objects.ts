// Links as scrapers nest them: gosom's {link, source} objects (alone or in a list), Apify's
// [{name, url}] and [{name, orderUrl}] lists, Outscraper's list reprs. The link itself is
// taken, never the label beside it ("source": "example.com" is a name, not the address).

/** Keys that hold the address in a link object, folded to lower case. */
const LINK_KEYS: ReadonlySet<string> = new Set(["link", "url", "orderurl", "href"]);

/** Every address-like text of the structure, in order; empty texts left out. */
export function linksIn(data: unknown): string[] {
  if (typeof data === "string") return data.trim() === "" ? [] : [data];
  if (Array.isArray(data)) return data.flatMap(linksIn);
  if (!data || typeof data !== "object") return [];
  const entries = Object.entries(data);
  const links = entries.filter(([key]) => LINK_KEYS.has(key.toLowerCase()));
  // An object without a link key is some other wrapper: look inside all of it.
  return (links.length > 0 ? links : entries).flatMap(([, value]) => linksIn(value));
}

/** Google's redirect ("/url?q=https://…&opi=…", as gosom copies menu links): the target inside. */
const GOOGLE_REDIRECT = /^(?:https?:\/\/(?:www\.)?google\.[a-z.]+)?\/url\?/i;

export function unwrapGoogleRedirect(text: string): string {
  if (!GOOGLE_REDIRECT.test(text)) return text;
  const params = new URL(text, "https://www.google.com").searchParams;
  return params.get("q") ?? params.get("url") ?? text;
}
