// The generation phase of `npm run bench:import`. It runs in a child process
// of its own so that the memory it leaves behind (exceljs objects, garbage
// not yet collected) does not count against the import measured after it.
// xlsx files are Outscraper-shaped, JSON ones Apify-shaped.
import { fork } from "node:child_process";
import { z } from "zod";
import { measurePhase, type Measured } from "./measure-phase";
import { writeApifyJson } from "./write-apify-json";
import { writeOutscraperXlsx, type GeneratedFile } from "./write-outscraper-xlsx";

export interface GenerateRequest {
  file: string;
  rows: number;
  seed: number;
  format: "xlsx" | "json" | "jsonl";
}

const generatedSchema = z.object({
  value: z.object({ rows: z.number(), places: z.number(), bytes: z.number() }),
  seconds: z.number(),
  peakRssBytes: z.number(),
});

/** Writes the file in this process, printing progress; a parent that forked it gets the measurement. */
export async function generateHere(request: GenerateRequest): Promise<Measured<GeneratedFile>> {
  const shape = request.format === "xlsx" ? "Outscraper rows" : "Apify places";
  console.log(`Generating ${request.rows.toLocaleString("en-US")} ${shape} into ${request.file} ...`);
  let reported = 0;
  const onProgress = (done: number) => {
    if (done - reported >= request.rows / 10 || (done === request.rows && reported < done)) {
      reported = done;
      console.log(`  ${done.toLocaleString("en-US")} / ${request.rows.toLocaleString("en-US")}`);
    }
  };
  const { file, rows, seed, format } = request;
  const measured = await measurePhase(() =>
    format === "xlsx" ? writeOutscraperXlsx(file, { rows, seed, onProgress }) : writeApifyJson(file, { rows, seed, layout: format, onProgress }),
  );
  const send = process.send?.bind(process);
  if (send) await new Promise<void>((resolve) => send(measured, undefined, {}, () => resolve()));
  return measured;
}

/** Runs `script --generate-only` in a child process and resolves with what it measured. */
export function generateInChild(script: string, request: GenerateRequest): Promise<Measured<GeneratedFile>> {
  const args = ["--generate-only", "--out", request.file, "--rows", String(request.rows), "--seed", String(request.seed), "--format", request.format];
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { execArgv: ["--import", "tsx"] });
    let result: Measured<GeneratedFile> | undefined;
    child.on("message", (message) => {
      result = generatedSchema.parse(message);
      child.disconnect();
    });
    child.once("error", reject);
    child.once("exit", (code) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`the generator process exited with code ${code ?? "null"} without a result`));
    });
  });
}
