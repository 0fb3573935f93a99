// Page metadata for search engines and link previews, built the same way on
// every page: unique title, description cut to 160 characters, canonical URL on
// the configured site host, Open Graph, robots, and JSON-LD blocks.
import type { MetaDescriptor } from "react-router";
import { SITE_NAME } from "./site";

export const META_DESCRIPTION_MAX = 160;
export const ROBOTS_INDEX = "index, follow, max-image-preview:large";
export const ROBOTS_NOINDEX = "noindex, follow";

/** Cuts at a word boundary and ends with an ellipsis so the text never exceeds `max`. */
export function cutDescription(text: string, max = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? room.slice(0, lastSpace) : room).replace(/[\s,.;:–-]+$/, "")}…`;
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** path and query of the canonical page, e.g. "/city/paris" */
  path: string;
  siteUrl: string;
  image?: string | null;
  type?: "website" | "business.business" | "article";
  noindex?: boolean;
  keywords?: string;
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = cutDescription(input.description);
  const canonical = absoluteUrl(input.siteUrl, input.path);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: description },
    { name: "robots", content: input.noindex ? ROBOTS_NOINDEX : ROBOTS_INDEX },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:title", content: input.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.keywords) tags.push({ name: "keywords", content: input.keywords });
  if (input.image) tags.push({ property: "og:image", content: input.image });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** Schema.org BreadcrumbList; items are [name, path] pairs, URLs on the canonical host. */
export function breadcrumbJsonLd(siteUrl: string, items: ReadonlyArray<readonly [string, string]>) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: absoluteUrl(siteUrl, path),
    })),
  };
}

/** Schema.org ItemList of page URLs (business lists on category and city pages). */
export function itemListJsonLd(siteUrl: string, name: string, items: ReadonlyArray<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
    })),
  };
}

/** The site data the root loader hands to every page's meta function. */
export interface RootData {
  siteUrl: string;
  updatedMonth: string;
  /** The default meta description saved on the Settings screen, "" when unset. */
  metaDescription: string;
}

/** Reads the root loader's data from a meta function's `matches`. */
export function rootDataFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  return root ?? { siteUrl: "", updatedMonth: "", metaDescription: "" };
}
