import { Router, type Request } from "express";
import { onLongWorkPool, type AppContext } from "../context";
import { AppError } from "../services/app-error";
import { deleteCategoryAlias, ALIAS_NOT_FOUND, mapCategoryAlias } from "../services/admin/categories/category-aliases";
import {
  aliasIdSchema, categoryAliasSchema, categoryIdSchema, categoryListQuerySchema, categoryMergeSchema, categoryUpdateSchema,
  type CategoryActor,
} from "../services/admin/categories/category-schemas";
import { listAdminCategories, listCategoryAliases } from "../services/admin/categories/list-admin-categories";
import { mergeCategories } from "../services/admin/categories/merge-categories";
import { updateCategory } from "../services/admin/categories/update-category";
import { adminOf, requireAdminApi } from "./admin-guard";
import { checkInput, jsonBody, parseInput } from "./request-input";

function actor(req: Request, res: Parameters<typeof adminOf>[0]): CategoryActor {
  // req.ip is the socket address, or the forwarded one only from a proxy TRUST_PROXY names.
  return { adminUserId: adminOf(res).id, ip: req.ip ?? null };
}

/** The Categories screen's calls, mounted at /api/admin/categories; every call needs an admin session. */
export function adminCategoriesRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdminApi(ctx), (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });

  router.get("/", async (req, res) => {
    res.json(await listAdminCategories(ctx, parseInput(categoryListQuerySchema, req.query)));
  });

  router.get("/aliases", async (_req, res) => {
    res.json(await listCategoryAliases(ctx));
  });

  router.post("/aliases", async (req, res) => {
    const input = checkInput(categoryAliasSchema, jsonBody(req));
    res.status(201).json(await mapCategoryAlias(ctx, input, actor(req, res)));
  });

  router.delete("/aliases/:id", async (req, res) => {
    const id = checkInput(aliasIdSchema, req.params.id);
    if (!(await deleteCategoryAlias(ctx, id, actor(req, res)))) throw AppError.notFound(ALIAS_NOT_FOUND);
    res.status(204).end();
  });

  // Renames and merges rewrite many businesses: the long-work pool has no statement limit.
  router.patch("/:id", async (req, res) => {
    const id = checkInput(categoryIdSchema, req.params.id);
    const update = checkInput(categoryUpdateSchema, jsonBody(req));
    res.json(await updateCategory(onLongWorkPool(ctx), id, update, actor(req, res)));
  });

  router.post("/:id/merge", async (req, res) => {
    const id = checkInput(categoryIdSchema, req.params.id);
    const { targetId } = checkInput(categoryMergeSchema, jsonBody(req));
    res.json(await mergeCategories(onLongWorkPool(ctx), id, targetId, actor(req, res)));
  });

  return router;
}
