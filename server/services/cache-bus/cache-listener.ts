import pg from "pg";
import type { Logger } from "pino";
import { SECOND, type ReadCache } from "../cache";
import { CACHE_CHANNEL, decodeCacheMessage } from "./cache-message";

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10 * SECOND;
const CONNECT_TIMEOUT_MS = 5 * SECOND;

export interface CacheListenerOptions {
  /** how to reach the database: the pool's own settings */
  connection: pg.ClientConfig;
  cache: ReadCache;
  /** this process's id: its own announcements were applied when they were sent */
  self: string;
  logger: Logger;
}

/**
 * The process's ear on the cache bus: one dedicated connection that LISTENs
 * and applies the clears other processes announce. Pooled connections cannot
 * do this (a LISTEN belongs to its session). A dropped connection (database
 * restart, terminated backend) is retried with a growing delay; once it is
 * back, the whole local cache is forgotten, as announcements sent meanwhile
 * are lost. A database that is away never throws out of here.
 */
export class CacheListener {
  private client: pg.Client | null = null;
  private pid: number | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;

  constructor(private readonly options: CacheListenerOptions) {}

  /** Backend process id of the listening connection; null while it is down. */
  get backendPid(): number | null {
    return this.pid;
  }

  /** Connects once; when that fails, retries go on in the background and the start goes on. */
  async start(): Promise<void> {
    this.stopped = false;
    await this.connect();
  }

  /** Closes the connection and cancels retries (shutdown); idempotent. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    this.pid = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const { connection, cache, logger } = this.options;
    const client = new pg.Client({
      ...connection,
      application_name: "locus cache listener",
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    this.client = client;
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    client.on("notification", (message) => {
      const { from, prefix } = decodeCacheMessage(message.payload);
      if (from !== this.options.self) cache.forget(prefix);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      if (this.client !== client) return;
      // Listening from here on; whatever was announced before may have been missed.
      cache.forget("");
      this.pid = rows[0]!.pid;
      if (this.failures > 0) logger.info("cache listener connected again; local cache cleared");
      this.failures = 0;
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    void client.end().catch(() => undefined);
    if (this.client !== client || this.stopped) return;
    this.client = null;
    this.pid = null;
    const delay = Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** this.failures);
    this.failures += 1;
    // Jitter: the workers of a restarted cluster do not all knock at the same moment.
    const wait = Math.round(delay * (0.75 + Math.random() / 2));
    const level = this.failures === 1 ? "warn" : "debug";
    this.options.logger[level]({ err: error, retryInMs: wait }, "cache listener lost its connection; retrying");
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, wait);
    // A retry never keeps a stopping process alive.
    this.retry.unref();
  }
}
