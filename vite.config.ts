import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { copyMigrations } from "./scripts/support/copy-migrations";

// The server build's entry is the whole server (Express, the API, the cluster),
// with the page routes compiled in: one module graph, run by plain `node`.
// The browser's assets are compressed once, here, at the highest levels: the server sends the
// .br or .gz beside each file instead of compressing it again for every request.
const precompressed = compression({
  include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
  logLevel: "silent",
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [copyMigrations()] : [precompressed])],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  server: { hmr: { port: 24678 } },
  // Shared chunks sit beside the entry, so `import.meta.url` of any server module names build/server/.
  build: isSsrBuild
    ? { target: "node20", rollupOptions: { input: "./server/main.ts", output: { chunkFileNames: "[name]-[hash].js" } } }
    : {},
}));
