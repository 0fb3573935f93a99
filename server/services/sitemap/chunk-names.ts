// File names of the sitemap chunks under /sitemaps/: "pages.xml",
// "categories.xml", "cities-1.xml" ... "businesses-1.xml" ...

export type NumberedKind = "cities" | "businesses";
export type ChunkName = { kind: "pages" | "categories" } | { kind: NumberedKind; number: number };

// Numbers are 1-based without leading zeros, so each chunk has exactly one name.
const NUMBERED = /^(cities|businesses)-([1-9][0-9]{0,8})\.xml$/;

export function parseChunkName(file: string): ChunkName | null {
  if (file === "pages.xml") return { kind: "pages" };
  if (file === "categories.xml") return { kind: "categories" };
  const match = NUMBERED.exec(file);
  if (!match) return null;
  return { kind: match[1] as NumberedKind, number: Number(match[2]) };
}

export function formatChunkName(name: ChunkName): string {
  return "number" in name ? `${name.kind}-${name.number}.xml` : `${name.kind}.xml`;
}

/** Absolute address of a chunk, as listed in /sitemap.xml. */
export function chunkUrl(siteUrl: string, name: ChunkName): string {
  return `${siteUrl}/sitemaps/${formatChunkName(name)}`;
}
