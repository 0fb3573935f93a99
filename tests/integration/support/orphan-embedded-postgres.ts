// Starts the embedded PostgreSQL of DATA_DIR (argv[2]) on port argv[3], then dies by SIGKILL
// without stopping it: the PostgreSQL a crashed Locus leaves behind.
import { startEmbeddedPostgres } from "../../../server/db/embedded";
import { createLogger } from "../../../server/logger";

const [dataDir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port), logger: createLogger("silent") });
process.kill(process.pid, "SIGKILL");
