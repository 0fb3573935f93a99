// Debian's nginx with the repository's config (deploy/nginx/locus.conf), run as
// a plain foreground process: its pid, temporary files, cache and logs in a
// temporary directory, listening on a free port on 127.0.0.1. The three files
// that describe a machine (cache, upstream servers, site) are the test's own.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const MAIN_FILE = path.resolve("deploy/nginx/locus.conf");

/** nginx, installed from Debian's package when missing and allowed (root, apt-get), else a clear error. */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    throw new Error(`nginx not found at ${NGINX}: install it (Debian: apt-get install nginx) or set NGINX_PATH`);
  }
  console.log("No nginx found: installing Debian's nginx package ...");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx", { stdio: "inherit" });
  if (!existsSync(NGINX)) throw new Error(`apt-get install nginx left no ${NGINX}`);
  return NGINX;
}

export interface Nginx {
  url(pathname: string): string;
  /** The access log so far, in deploy/nginx's `locus` format. */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

export async function startNginx(options: { port: number; upstreams: number[] }): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), "locus-nginx-"));
  // nginx started by root runs its workers as nobody: they must reach the cache and temp folders.
  await chmod(dir, 0o755);
  await mkdir(path.join(dir, "locus"));
  const at = (name: string) => path.join(dir, name);
  const cachePath = `proxy_cache_path ${at("cache")} levels=1:2 keys_zone=locus:4m use_temp_path=off;\n`;
  await writeFile(at("locus/cache.conf"), cachePath);
  const servers = options.upstreams.map((port) => `server 127.0.0.1:${port};\n`);
  await writeFile(at("locus/upstream.conf"), servers.join(""));
  await writeFile(at("locus/site.conf"), `listen 127.0.0.1:${options.port};\naccess_log ${at("access.log")} locus;\n`);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${at(`temp-${kind}`)};`,
  );
  await writeFile(
    at("nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${at("nginx.pid")};`,
      `error_log ${at("error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      ...temp,
      `  include ${MAIN_FILE};`,
      "}",
      "",
    ].join("\n"),
  );

  const child = spawn(NGINX, ["-p", `${dir}/`, "-c", at("nginx.conf"), "-e", at("error.log")], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const describe = async () => `${output}\n${await readFile(at("error.log"), "utf8").catch(() => "")}`;
  await waitForPort(child, options.port, describe);

  return {
    url: (pathname) => `http://127.0.0.1:${options.port}${pathname}`,
    accessLog: () => readFile(at("access.log"), "utf8"),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(child: ChildProcess, port: number, describe: () => Promise<string>): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
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
