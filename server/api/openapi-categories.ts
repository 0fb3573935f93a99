import { CATEGORY_ICONS } from "../../app/lib/category-icon";
import { admin, guarded, idParameter, json, notFound, ref } from "./openapi-parts";

// The Categories screen's calls: rename, icon, merge and incoming-name mappings.

const categoryRef = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" } } };
const adminCategory = {
  type: "object",
  properties: {
    id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, icon: { type: "string" },
    businessCount: { type: "integer" },
    similar: { type: "array", items: categoryRef, description: "Categories whose names differ only in case, accents, punctuation or plural" },
    redirects: { type: "array", items: { type: "string" }, description: "Old slugs whose pages redirect (301) here" },
  },
};
const alias = {
  type: "object",
  properties: {
    id: { type: "integer" }, name: { type: "string" }, categoryId: { type: "integer" }, categoryName: { type: "string" },
    createdAt: { type: "string", format: "date-time" },
  },
};
const jsonBody = (properties: object, required: string[] = []) =>
  ({ required: true, content: { "application/json": { schema: { type: "object", properties, required, additionalProperties: false } } } });
const name = { type: "string", minLength: 1, maxLength: 100 };

export const categoriesPaths = {
  "/api/admin/categories": {
    get: {
      ...admin, operationId: "listAdminCategories", tags: ["admin"], summary: "Categories, most businesses first, 50 a page",
      parameters: [
        { name: "search", in: "query", schema: { type: "string", maxLength: 100 }, description: "Part of the name; case and accents ignored" },
        { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
      ],
      responses: {
        200: json({ type: "object", properties: { categories: { type: "array", items: adminCategory }, total: { type: "integer" }, page: { type: "integer" }, pageSize: { type: "integer" }, search: { type: "string" } } }),
        ...guarded,
      },
    },
  },
  "/api/admin/categories/{id}": {
    patch: {
      ...admin, operationId: "updateCategory", tags: ["admin"],
      summary: "Rename a category and/or set its icon. A new name gives a new slug; the old slug redirects (301) and the old name keeps joining the category on import. Audited.",
      parameters: [idParameter],
      requestBody: jsonBody({ name, icon: { enum: [...CATEGORY_ICONS] } }),
      responses: {
        200: json({ type: "object", properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, icon: { type: "string" }, businessCount: { type: "integer" } } }),
        ...notFound, 409: json(ref("Error"), "Another category has that name"), ...guarded,
      },
    },
  },
  "/api/admin/categories/{id}/merge": {
    post: {
      ...admin, operationId: "mergeCategory", tags: ["admin"],
      summary: "Merge the category into targetId: its businesses move (in batches), its slug redirects to the target, its name and mappings send later imports there, and it is deleted. Audited.",
      parameters: [idParameter],
      requestBody: jsonBody({ targetId: { type: "integer", minimum: 1 } }, ["targetId"]),
      responses: {
        200: json({ type: "object", properties: { targetId: { type: "integer" }, targetSlug: { type: "string" }, moved: { type: "integer" } } }),
        ...notFound, ...guarded,
      },
    },
  },
  "/api/admin/categories/aliases": {
    get: { ...admin, operationId: "listCategoryAliases", tags: ["admin"], summary: "Incoming-name mappings, newest first", responses: { 200: json({ type: "array", items: alias }), ...guarded } },
    post: {
      ...admin, operationId: "mapCategoryAlias", tags: ["admin"],
      summary: "Later imports put a category of this name (case, accents, plural ignored) into categoryId; replaces a mapping of the same name",
      requestBody: jsonBody({ name, categoryId: { type: "integer", minimum: 1 } }, ["name", "categoryId"]),
      responses: { 201: json(alias, "Created"), ...notFound, ...guarded },
    },
  },
  "/api/admin/categories/aliases/{id}": {
    delete: { ...admin, operationId: "deleteCategoryAlias", tags: ["admin"], summary: "Remove a mapping", parameters: [idParameter], responses: { 204: { description: "Deleted" }, ...notFound, ...guarded } },
  },
};
