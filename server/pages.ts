import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppContext } from "./context";
import type { Pages } from "./process/serve-http";

const ONE_YEAR = "1y";

/**
 * Serves the built React Router app: fingerprinted assets cached for a year,
 * pages rendered per request. `build` is the route tree compiled into the same
 * server bundle as the API, so loaders and handlers share every module.
 */
export function productionPages(ctx: AppContext, build: ServerBuild, clientDir: string): Pages {
  return {
    assets: [
      express.Router().use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: ONE_YEAR, index: false })),
      onlyFiles(express.static(clientDir, { maxAge: "1h", index: false })),
    ] as RequestHandler[],
    handler: pageHandler(ctx, build),
  };
}

export function pageHandler(ctx: AppContext, build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return createRequestHandler({ build, getLoadContext: (req) => ({ app: ctx, clientIp: req.ip ?? null }) }) as RequestHandler;
}

/** Page URLs have no file extension: skip the file system look-up for them. */
function onlyFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (path.extname(req.path) ? handler(req, res, next) : next());
}
