import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { createApp } from "../../../server/app";
import type { AppContext } from "../../../server/context";
import { loadContextOf } from "../../../server/pages";

export interface RenderedPages {
  /** GET a page; the body as text */
  get(path: string): Promise<{ status: number; contentType: string | null; body: string }>;
  /** Any request (a form post ...), redirects not followed */
  send(path: string, init: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The real app with its real pages, compiled on request by Vite (as `npm run
 * dev` serves them), for tests that read a page's server-rendered HTML.
 */
export async function startRenderedPages(ctx: AppContext): Promise<RenderedPages> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: "custom", logLevel: "silent" });
  const app = createApp(ctx, {
    assets: [server.middlewares as unknown as RequestHandler],
    handler: createRequestHandler({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: (req, res) => loadContextOf(ctx, req, res),
    }) as RequestHandler,
  });
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  return {
    async get(path) {
      const res = await fetch(base + path, { headers: { "user-agent": "Mozilla/5.0 Chrome/156" } });
      return { status: res.status, contentType: res.headers.get("content-type"), body: await res.text() };
    },
    send: (path, init) => fetch(base + path, { redirect: "manual", ...init }),
    async close() {
      await new Promise((resolve) => listener.close(resolve));
      await server.close();
    },
  };
}
