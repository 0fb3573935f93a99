import type { AppContext } from "../../context";
import type { ChunkName, NumberedKind } from "./chunk-names";
import { type IdChunk, loadBusinessChunks, loadCityChunks } from "./load-id-chunks";

/** What a chunk file holds: a whole small table, or an id range of a large one. */
export type SitemapChunk =
  | { kind: "pages" | "categories" }
  | { kind: NumberedKind; number: number; startId: number; endId: number | null; lastmod: Date | null };

function loadIdChunks(ctx: AppContext, kind: NumberedKind, chunkSize: number): Promise<IdChunk[]> {
  return kind === "businesses" ? loadBusinessChunks(ctx, chunkSize) : loadCityChunks(ctx, chunkSize);
}

function numbered(kind: NumberedKind, chunks: IdChunk[]): SitemapChunk[] {
  return chunks.map((chunk, index) => ({
    kind,
    number: index + 1,
    startId: chunk.startId,
    // The last chunk is open-ended so rows added since the boundaries were
    // computed still appear somewhere (the writer caps the count).
    endId: chunks[index + 1]?.startId ?? null,
    lastmod: chunk.lastmod,
  }));
}

/** Every chunk the sitemap index lists, in order: pages, categories, cities, businesses. */
export async function listSitemapChunks(ctx: AppContext, chunkSize: number): Promise<SitemapChunk[]> {
  const [cities, businesses] = await Promise.all([
    loadCityChunks(ctx, chunkSize),
    loadBusinessChunks(ctx, chunkSize),
  ]);
  return [
    { kind: "pages" },
    { kind: "categories" },
    ...numbered("cities", cities),
    ...numbered("businesses", businesses),
  ];
}

/** The chunk a file name stands for, or null when it is unknown or past the last one. */
export async function findSitemapChunk(ctx: AppContext, name: ChunkName, chunkSize: number): Promise<SitemapChunk | null> {
  if (!("number" in name)) return { kind: name.kind };
  const chunks = numbered(name.kind, await loadIdChunks(ctx, name.kind, chunkSize));
  return chunks[name.number - 1] ?? null;
}
