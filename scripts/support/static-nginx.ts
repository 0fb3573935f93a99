// The yardstick for the proxy cache: nginx serving the very bytes the cache
// holds as plain files. Each URL (path and query) maps to one file; compressed
// bodies are stored as `.gz` and sent as they are by gzip_static, with the
// Content-Type Locus gave them. Same nginx, same single worker process, same
// default http settings as the proxy; only the work per request differs.
import { mkdir, writeFile } from "node:fs/promises";
import { launchNginx, type Nginx } from "./nginx";
import type { CachedPage } from "./warm-proxy-cache";

// A path goes between double quotes in nginx's config: nothing that could end or escape the string.
const QUOTABLE = /^\/[^"\\\s;{}$]*$/;

export async function startStaticNginx(options: { port: number; pages: Map<string, CachedPage> }): Promise<Nginx> {
  return launchNginx({
    port: options.port,
    configure: async (at) => {
      await mkdir(at("pages"));
      const types = new Map<string, string>();
      const files: string[] = [];
      let index = 0;
      for (const [path, page] of options.pages) {
        if (!QUOTABLE.test(path)) throw new Error(`cannot serve ${path} as a static file`);
        if (!types.has(page.contentType)) types.set(page.contentType, `t${types.size}`);
        const file = `/${index++}.${types.get(page.contentType)}`;
        const compressed = page.contentEncoding === "gzip";
        if (page.contentEncoding && !compressed) throw new Error(`${path} came as ${page.contentEncoding}`);
        await writeFile(at(`pages${file}${compressed ? ".gz" : ""}`), page.body);
        files.push(`  "${path}" ${file};`);
      }
      const mimeTypes = [...types].map(([type, extension]) => `  "${type}" ${extension};`);
      return [
        `access_log ${at("access.log")};`,
        "default_type application/octet-stream;",
        "types {",
        ...mimeTypes,
        "}",
        // One key per URL; business URLs are long.
        "map_hash_bucket_size 256;",
        "map_hash_max_size 65536;",
        "map $request_uri $bench_file {",
        ...files,
        "}",
        "server {",
        `  listen 127.0.0.1:${options.port};`,
        `  root ${at("pages")};`,
        // Only compressed files on disk: send them whatever the client said (the benchmark asks for gzip).
        "  gzip_static always;",
        "  location / {",
        '    if ($bench_file = "") { return 404; }',
        "    rewrite ^ $bench_file break;",
        "  }",
        "}",
      ];
    },
  });
}
