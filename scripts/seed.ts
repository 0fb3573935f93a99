// npm run seed -- --businesses 100000 --seed 1
// Replaces the whole catalogue with a generated demo data set. Uses DATABASE_URL
// when set; otherwise starts the embedded PostgreSQL in DATA_DIR, like `npm start`.
import { parseArgs } from "node:util";
import { z } from "zod";
import { MAX_DEMO_BUSINESSES, seedDemoData } from "../server/services/seed";
import { openScriptDatabase } from "./support/open-script-database";

const argsSchema = z.object({
  businesses: z.coerce.number().int().min(1).max(MAX_DEMO_BUSINESSES).default(5000),
  seed: z.coerce.number().int().min(0).max(2 ** 32 - 1).default(42),
});

const USAGE = `Usage: npm run seed -- [--businesses N] [--seed S]
  --businesses  number of businesses, 1..${MAX_DEMO_BUSINESSES.toLocaleString("en")} (default 5000)
  --seed        random seed; the same seed and size give the same data (default 42)
The catalogue (businesses, reviews, categories, cities, countries) is replaced.
Database: DATABASE_URL, or the embedded PostgreSQL in DATA_DIR when unset.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { businesses: { type: "string" }, seed: { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const parsed = argsSchema.safeParse({ businesses: values.businesses, seed: values.seed });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join(".")}: ${issue.message}`);
    console.error(USAGE);
    return 2;
  }
  const opened = await openScriptDatabase({
    doing: "seeding",
    hint: "(npm start loads the demo data by itself on first start; set DATABASE_URL to seed another server.)",
    whenRunning: "refuse",
  });
  if (!opened) return 1;
  const { database } = opened;
  try {
    const { businesses, seed } = parsed.data;
    console.log(`Seeding ${businesses.toLocaleString("en")} businesses with seed ${seed} ...`);
    const interactive = process.stdout.isTTY;
    let lastTenth = 0;
    const result = await seedDemoData(database.pool, {
      businesses,
      seed,
      onProgress: (done, total) => {
        if (interactive) {
          process.stdout.write(`\r  businesses ${done.toLocaleString("en")} / ${total.toLocaleString("en")}`);
          if (done === total) process.stdout.write("\n  building indexes and loading reviews ...\n");
          return;
        }
        // Logs and CI output: one line per tenth instead of a carriage-return counter.
        const tenth = Math.floor((done / total) * 10);
        if (tenth > lastTenth) console.log(`  businesses ${done} / ${total} (${tenth * 10}%)`);
        lastTenth = tenth;
        if (done === total) console.log("  building indexes and loading reviews ...");
      },
    });
    console.log(
      `Done in ${result.seconds} s: ${result.businesses} businesses, ${result.reviews} reviews, ` +
        `${result.categories} categories, ${result.cities} cities, ${result.countries} countries.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
