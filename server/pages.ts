import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express, { type Request, type RequestHandler, type Response } from "express";
import expressStaticGzip from "express-static-gzip";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { AppContext } from "./context";
import { watchPageFailure } from "./page-errors";
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
      express.Router().use("/assets", precompressedAssets(path.join(clientDir, "assets"))),
      onlyFiles(express.static(clientDir, { maxAge: "1h", index: false })),
    ] as RequestHandler[],
    handler: pageHandler(ctx, build),
  };
}

export function pageHandler(ctx: AppContext, build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return createRequestHandler({ build, getLoadContext: (req, res) => loadContextOf(ctx, req, res) }) as RequestHandler;
}

/** What page loaders receive as `context` (app/load-context.ts). */
export function loadContextOf(ctx: AppContext, req: Request, res: Response): AppLoadContext {
  return { app: ctx, clientIp: req.ip ?? null, cspNonce: res.locals.cspNonce, log: req.log ?? ctx.logger, pageFailure: watchPageFailure(res) };
}

/**
 * The build's fingerprinted assets with the .br and .gz the build wrote beside them, chosen
 * by the request's Accept-Encoding (brotli first); a file without them is compressed on the
 * fly like any answer. Compressing a 200–400 KB script per request cost 10–20 ms of CPU.
 */
function precompressedAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    index: false,
    serveStatic: { immutable: true, maxAge: ONE_YEAR, index: false },
  }) as RequestHandler;
}

/** Page URLs have no file extension: skip the file system look-up for them. */
function onlyFiles(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (path.extname(req.path) ? handler(req, res, next) : next());
}
