import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { MAP_PROVIDERS, OSM_ATTRIBUTION, OSM_TILE_URL } from "../app/lib/map-settings";
import { trustProxySchema } from "./trust-proxy";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATA_DIR: z.string().default("./data"),
  /** Uploaded import files wait here for the job that reads them: shared storage when several machines run Locus. */
  UPLOAD_DIR: optionalText,
  /** Backup files: shared storage when several machines run Locus. */
  BACKUP_DIR: optionalText,
  /**
   * Seals the secrets kept in the database (the Google service account's key). Unset: a key
   * made once in DATA_DIR/secret.key. Machines sharing one database need the same value.
   */
  SECRET_KEY: optionalText.pipe(z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional()),
  /** Largest backup file the Database screen accepts as an upload, in megabytes. */
  BACKUP_UPLOAD_MAX_MB: optionalText
    .pipe(z.string().regex(/^[1-9]\d{0,6}$/, "must be a whole number of megabytes").transform(Number).optional())
    .transform((megabytes) => megabytes ?? 4096),
  /** Longest a page's or API call's SQL statement may run (statement_timeout); long admin work has no limit. */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Longest wait for a database connection: a free one of the pool, or a new one to be ready. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOCUS_ADMIN_ACCESS_KEY: optionalText,
  LOCUS_ADMIN_USER_CODE: optionalText,
  LOCUS_ADMIN_PASSWORD: optionalText,
  LOCUS_DEMO_BUSINESSES: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  TRUST_PROXY: trustProxySchema,
  /** Lets a scraper that is not on this machine read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  /** Longest time a shared cache (the proxy in front) may reuse a page or API answer; 0: ask Locus every time. */
  SHARED_CACHE_SECONDS: optionalText
    .pipe(z.string().regex(/^\d+$/, "must be a whole number of seconds").transform(Number).optional())
    .transform((seconds) => seconds ?? 60),
  /**
   * Lets the indexing endpoints and the Google token server be on this machine or a private
   * network (a local stand-in in tests); otherwise only public internet addresses are called.
   */
  INDEXING_ALLOW_PRIVATE_ADDRESSES: optionalText
    .pipe(z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).optional())
    .transform((value) => value === "true" || value === "1"),
  /** Which map the business page shows: Google's embedded one (the spec's) or the tile map below. */
  MAP_PROVIDER: optionalText.pipe(z.enum(MAP_PROVIDERS).optional()).transform((provider) => provider ?? "google"),
  /** Raster tiles of the maps: an http(s) template with {z}, {x} and {y}. */
  MAP_TILE_URL: optionalText
    .pipe(
      z
        .string()
        .regex(/^https?:\/\/[^\s"'<>]+$/, "must be an http(s) address")
        .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "must contain {z}, {x} and {y}")
        .optional(),
    )
    .transform((url) => url ?? OSM_TILE_URL),
  /** The tiles' credit, shown in the map's corner (HTML: it may link to the provider's terms). */
  MAP_ATTRIBUTION: optionalText.transform((text) => text ?? OSM_ATTRIBUTION),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** `pretty`: one readable line per request, for a person at a terminal; `json`: for log collectors. */
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  /** Worker processes serving HTTP; 1 serves from the starting process itself, without a cluster. */
  WEB_CONCURRENCY: optionalText.pipe(
    z.string().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(z.number().int().min(1).max(256)).optional(),
  ),
});

export type Config = Omit<z.infer<typeof configSchema>, "LOG_FORMAT" | "WEB_CONCURRENCY"> & {
  dataDir: string;
  uploadDir: string;
  backupDir: string;
  siteUrl: string;
  logFormat: "json" | "pretty";
  webConcurrency: number;
};

/** Reads and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const { LOG_FORMAT, WEB_CONCURRENCY, ...config } = parsed.data;
  const dataDir = path.resolve(config.DATA_DIR);
  return {
    ...config,
    // A terminal gets readable lines; a pipe (systemd, a container, a file) gets JSON.
    logFormat: LOG_FORMAT ?? (process.stdout.isTTY ? "pretty" : "json"),
    webConcurrency: WEB_CONCURRENCY ?? Math.max(1, availableParallelism()),
    dataDir,
    uploadDir: path.resolve(config.UPLOAD_DIR ?? path.join(dataDir, "uploads")),
    backupDir: path.resolve(config.BACKUP_DIR ?? path.join(dataDir, "backups")),
    siteUrl: (config.SITE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ""),
  };
}
