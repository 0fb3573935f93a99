import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
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
