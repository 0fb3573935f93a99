import { Router } from "express";
import { z } from "zod";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { businessListQuerySchema } from "../services/businesses/business-query";
import { businessStats } from "../services/businesses/business-stats";
import { getBusinessBySlug } from "../services/businesses/get-business";
import { listBusinesses } from "../services/businesses/list-businesses";
import { nearbyBusinesses } from "../services/businesses/nearby-businesses";
import { randomBusinesses } from "../services/businesses/random-businesses";
import { cacheFor, listFreshMinutes, MINUTES } from "./cache-control";
import { parseInput } from "./request-input";

export const randomQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(12) });
export const nearbyQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(6) });
export const slugParamSchema = z.string().trim().min(1).max(200);

export function businessesRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/", async (req, res) => {
    const query = parseInput(businessListQuerySchema, req.query);
    cacheFor(res, listFreshMinutes(query) * MINUTES);
    res.json(await listBusinesses(ctx, query));
  });

  router.get("/random", async (req, res) => {
    const { limit } = parseInput(randomQuerySchema, req.query);
    // Each visit should feature other businesses: only a short private cache.
    res.setHeader("Cache-Control", "private, max-age=60");
    res.json(await randomBusinesses(ctx, limit));
  });

  router.get("/stats", async (_req, res) => {
    cacheFor(res, 60 * MINUTES);
    res.json(await businessStats(ctx));
  });

  router.get("/:slug", async (req, res) => {
    const slug = parseInput(slugParamSchema, req.params.slug, "business slug");
    const business = await getBusinessBySlug(ctx, slug);
    if (!business) throw AppError.notFound("Business not found");
    // Kept 45 minutes as the spec's client cache, but fresh for 5: the answer carries openNow.
    cacheFor(res, 5 * MINUTES, 45 * MINUTES);
    res.json(business);
  });

  router.get("/:slug/nearby", async (req, res) => {
    const slug = parseInput(slugParamSchema, req.params.slug, "business slug");
    const { limit } = parseInput(nearbyQuerySchema, req.query);
    const nearby = await nearbyBusinesses(ctx, slug, limit);
    if (!nearby) throw AppError.notFound("Business not found");
    cacheFor(res, 30 * MINUTES);
    res.json(nearby);
  });

  return router;
}
