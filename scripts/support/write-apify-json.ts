// Writes a generated Apify export as a JSON array (Apify's default download, pretty-printed
// the way it is) or as JSON Lines, one object at a time with the file stream's back-pressure.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { apifyItems } from "./apify-items";
import type { GeneratedFile } from "./write-outscraper-xlsx";

export type JsonLayout = "json" | "jsonl";

const PROGRESS_EVERY = 1000;

export async function writeApifyJson(
  filePath: string,
  options: { rows: number; seed: number; layout: JsonLayout; onProgress?: (done: number) => void },
): Promise<GeneratedFile> {
  const out = createWriteStream(filePath);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, "drain");
  };
  if (options.layout === "json") await write("[\n");
  let rows = 0;
  for (const item of apifyItems(options.rows, options.seed)) {
    if (options.layout === "json") await write(`${rows === 0 ? "" : ",\n"}${JSON.stringify(item, null, 2)}`);
    else await write(`${JSON.stringify(item)}\n`);
    if (++rows % PROGRESS_EVERY === 0) options.onProgress?.(rows);
  }
  if (options.layout === "json") await write("\n]\n");
  out.end();
  await once(out, "finish");
  options.onProgress?.(rows);
  return { rows, places: rows, bytes: (await stat(filePath)).size };
}
