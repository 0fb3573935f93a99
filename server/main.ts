// The server bundle's entry: `npm run build` compiles it, the whole server and
// the page routes into build/ (one module graph), and `node build/server/index.js`
// runs it with plain Node. Forked workers run this same file.
import "./runtime-mode";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocus } from "./process/start-locus";

// The bundler may move this module's code into a chunk beside index.js (chunks
// are kept in the entry's folder), so the entry is named rather than derived.
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const entry = path.join(serverDir, "index.js");
const paths = { entry, clientDir: path.join(serverDir, "..", "client") };

/** For the start script, which builds first when needed. */
export const start = () => startLocus(paths);

// Started as a program (`node build/server/index.js`, or forked as a worker), not imported.
if (process.argv[1] && path.resolve(process.argv[1]) === entry) {
  start().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
