// `npm start`: build when the build is missing or older than its sources, then
// run the compiled server with plain Node (no TypeScript at run time).
import { pathToFileURL } from "node:url";
import { BUILD_ENTRY, buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
const { start } = await import(pathToFileURL(BUILD_ENTRY).href);
await start().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
