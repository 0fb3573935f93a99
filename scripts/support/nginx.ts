// Debian's nginx run as a plain foreground process: its pid, temporary files,
// cache and logs in a temporary directory, listening on a given port on
// 127.0.0.1. startNginx() runs the repository's config (deploy/nginx/locus.conf)
// with the three files that describe a machine (cache, upstream servers, site)
// written for the caller; launchNginx() runs any http block (the benchmark's
// static file server).
import { spawn, type ChildProcess } from "node:child_process";
import { createReadStream } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { ensureDebianCommand } from "./debian-command";

const MAIN_FILE = path.resolve("deploy/nginx/locus.conf");
const START_TIMEOUT_MS = 15_000;

/** nginx, installed from Debian's package when missing and allowed (root, apt-get), else a clear error. */
export function ensureNginx(): string {
  return ensureDebianCommand({ path: "/usr/sbin/nginx", debianPackage: "nginx", pathVariable: "NGINX_PATH" });
}

export interface Nginx {
  url(pathname: string): string;
  /** The access log so far. */
  accessLog(): Promise<string>;
  /** The access log's size now, in bytes: where to read its later lines from. */
  accessLogSize(): Promise<number>;
  /** The access log's lines from byte `from` on, streamed: under a benchmark's load it grows past what one string holds. */
  accessLogLines(from: number): AsyncIterable<string>;
  stop(): Promise<void>;
}

/** The repository's config in front of Locus processes on `upstreams`; access log in its `locus` format. */
export function startNginx(options: { port: number; upstreams: number[] }): Promise<Nginx> {
  return launchNginx({
    port: options.port,
    configure: async (at) => {
      await mkdir(at("locus"));
      const cachePath = `proxy_cache_path ${at("cache")} levels=1:2 keys_zone=locus:4m use_temp_path=off;\n`;
      await writeFile(at("locus/cache.conf"), cachePath);
      const servers = options.upstreams.map((port) => `server 127.0.0.1:${port};\n`);
      await writeFile(at("locus/upstream.conf"), servers.join(""));
      const site = `listen 127.0.0.1:${options.port};\naccess_log ${at("access.log")} locus;\n`;
      await writeFile(at("locus/site.conf"), site);
      return [`include ${MAIN_FILE};`];
    },
  });
}

/**
 * nginx with the http block `configure` returns; `configure` may write files
 * into the temporary directory (`at(name)` is a path in it). The http block
 * must listen on `port` and write its access log to `at("access.log")`.
 */
export async function launchNginx(options: {
  port: number;
  configure: (at: (name: string) => string) => Promise<string[]>;
}): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), "locus-nginx-"));
  // nginx started by root runs its workers as nobody: they must reach the cache, temp and served folders.
  await chmod(dir, 0o755);
  const at = (name: string) => path.join(dir, name);
  const http = await options.configure(at);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${at(`temp-${kind}`)};`,
  );
  const main = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${at("nginx.pid")};`,
    `error_log ${at("error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    ...temp,
    ...http.map((line) => `  ${line}`),
    "}",
    "",
  ];
  await writeFile(at("nginx.conf"), main.join("\n"));

  const child = spawn(ensureNginx(), ["-p", `${dir}/`, "-c", at("nginx.conf"), "-e", at("error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const describe = async () => `${output}\n${await readFile(at("error.log"), "utf8").catch(() => "")}`;
  try {
    await waitForPort(child, options.port, describe);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    url: (pathname) => `http://127.0.0.1:${options.port}${pathname}`,
    accessLog: () => readFile(at("access.log"), "utf8"),
    accessLogSize: async () => (await stat(at("access.log"))).size,
    accessLogLines: (from) => createInterface({ input: createReadStream(at("access.log"), { start: from }), crlfDelay: Infinity }),
    stop,
  };
}

async function waitForPort(child: ChildProcess, port: number, describe: () => Promise<string>): Promise<void> {
  for (let waited = 0; waited < START_TIMEOUT_MS; waited += 100) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${await describe()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} in time:\n${await describe()}`);
}
