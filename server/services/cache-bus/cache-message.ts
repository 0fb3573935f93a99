import { z } from "zod";

/** The one channel every Locus process LISTENs on for cache clears. */
export const CACHE_CHANNEL = "locus_cache";

/** NOTIFY refuses payloads of 8000 bytes or more; a longer prefix is sent as "clear everything". */
const MAX_PAYLOAD_BYTES = 7900;

const cacheMessageSchema = z.object({
  /** the sending process, which has cleared its own entries already */
  from: z.string(),
  /** key prefix to forget; "" is every entry */
  prefix: z.string(),
});

export type CacheMessage = z.infer<typeof cacheMessageSchema>;

/** The NOTIFY payload for a clear: a prefix, never a list of keys, so it stays small. */
export function encodeCacheMessage(message: CacheMessage): string {
  const payload = JSON.stringify(message);
  return Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES ? payload : JSON.stringify({ ...message, prefix: "" });
}

/** A payload this code cannot read (another version, a hand-made NOTIFY) clears everything: safe, never stale. */
export function decodeCacheMessage(payload: string | undefined): CacheMessage {
  try {
    const parsed = cacheMessageSchema.safeParse(JSON.parse(payload ?? ""));
    if (parsed.success) return parsed.data;
  } catch {
    // falls through to the safe answer
  }
  return { from: "", prefix: "" };
}
