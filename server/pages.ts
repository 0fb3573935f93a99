import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppContext } from "./context";

const ONE_YEAR = "1y";

/** Serves the built React Router app: fingerprinted assets cached for a year, pages rendered per request. */
export async function productionPages(ctx: AppContext, buildDir = path.resolve("build")) {
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const clientDir = path.join(buildDir, "client");
  return {
    assets: [
      express.Router().use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: ONE_YEAR, index: false })),
      onlyFiles(express.static(clientDir, { maxAge: "1h", index: false })),
    ] as RequestHandler[],
    handler: createRequestHandler({ build, getLoadContext: (req) => ({ app: ctx, clientIp: req.ip ?? null }) }) as RequestHandler,
  };
}

/** Page URLs have no file extension: skip the file system look-up for them. */
function onlyFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (path.extname(req.path) ? handler(req, res, next) : next());
}

/** Development: Vite compiles on request and reloads the browser on change. */
export async function developmentPages(ctx: AppContext) {
  const vite = await import("vite");
  // Hot reload is for a person at the editor; VITE_HMR=off lets several dev
  // servers (parallel browser-test runs) share the machine without port clashes.
  const hmr = process.env.VITE_HMR === "off" ? false : undefined;
  const server = await vite.createServer({ server: { middlewareMode: true, ...(hmr === false ? { hmr } : {}) } });
  return {
    assets: [server.middlewares as unknown as RequestHandler],
    handler: createRequestHandler({
      build: () => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      getLoadContext: (req) => ({ app: ctx, clientIp: req.ip ?? null }),
    }) as RequestHandler,
  };
}
