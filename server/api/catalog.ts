import { Router } from "express";
import type { AppContext } from "../context";
import { AppError } from "../services/app-error";
import { findCategoryRedirect } from "../services/catalog/find-category-redirect";
import { getCategoryBySlug, listCategories } from "../services/catalog/list-categories";
import { cityListQuerySchema, getCityBySlug, listCities } from "../services/catalog/list-cities";
import { listCountries } from "../services/catalog/list-countries";
import { listEnabledInjections } from "../services/injections/list-enabled-injections";
import { slugParamSchema } from "./businesses";
import { cacheFor, MINUTES } from "./cache-control";
import { parseInput } from "./request-input";

export function catalogRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/categories", async (_req, res) => {
    cacheFor(res, 30 * MINUTES);
    res.json(await listCategories(ctx));
  });

  router.get("/categories/:slug", async (req, res) => {
    const slug = parseInput(slugParamSchema, req.params.slug, "category slug");
    const category = await getCategoryBySlug(ctx, slug);
    if (!category) {
      const moved = await findCategoryRedirect(ctx, slug);
      if (moved) return res.redirect(301, `${req.baseUrl}/categories/${encodeURIComponent(moved)}`);
      throw AppError.notFound("Category not found");
    }
    cacheFor(res, 30 * MINUTES);
    res.json(category);
  });

  router.get("/cities", async (req, res) => {
    const query = parseInput(cityListQuerySchema, req.query);
    const { cities, total } = await listCities(ctx, query);
    res.setHeader("X-Total-Count", String(total));
    cacheFor(res, 30 * MINUTES);
    res.json(cities);
  });

  router.get("/cities/:slug", async (req, res) => {
    const city = await getCityBySlug(ctx, parseInput(slugParamSchema, req.params.slug, "city slug"));
    if (!city) throw AppError.notFound("City not found");
    cacheFor(res, 30 * MINUTES);
    res.json(city);
  });

  router.get("/countries", async (_req, res) => {
    cacheFor(res, 30 * MINUTES);
    res.json(await listCountries(ctx));
  });

  router.get("/html-injection-codes", async (_req, res) => {
    // Staff expect a saved code to be live at once: no shared caching.
    res.setHeader("Cache-Control", "no-cache");
    res.json(await listEnabledInjections(ctx));
  });

  return router;
}
