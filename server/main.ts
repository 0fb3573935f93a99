// The server bundle's entry: `npm run build` compiles it, the whole server and
// the page routes into build/ (one module graph), and `node build/server/index.js`
// runs it with plain Node. Forked workers run this same file.
import path from "node:path";
import { fileURLToPath } from "node:url";

// React and React Router read NODE_ENV when they load, and without "production"
// they run their development builds (several times slower). The bundle is loaded
// only after this line: a static import would be evaluated before it.
process.env.NODE_ENV ??= "production";
const { startLocus } = await import("./process/start-locus");

// The bundler may move code into chunks beside index.js (they are kept in the
// entry's folder), so the entry is named rather than derived.
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
