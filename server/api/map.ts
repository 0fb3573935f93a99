import { Router } from "express";
import type { AppContext } from "../context";
import { mapBusinesses } from "../services/map/map-businesses";
import { mapQuerySchema } from "../services/map/map-query";
import { cacheFor, MINUTES } from "./cache-control";
import { parseInput } from "./request-input";

/** GET /api/map: the businesses of a map's view as clusters and points. */
export function mapRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const query = parseInput(mapQuerySchema, req.query);
    // Kept as long as the list it shows on a map.
    cacheFor(res, (query.search ? 5 : 20) * MINUTES);
    res.json(await mapBusinesses(ctx, query));
  });
  return router;
}
