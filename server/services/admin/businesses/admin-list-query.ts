import { z } from "zod";
import { ADMIN_PAGE_SIZE } from "../../../../app/lib/admin/admin-business";
import { businessListFieldsSchema } from "../../businesses/business-query";

export const ADMIN_MAX_LIMIT = 100;

/**
 * The admin list takes the public list's search, category and country
 * parameters (same parsing, same search), with the admin page size.
 */
export const adminBusinessListQuerySchema = businessListFieldsSchema
  .pick({ search: true, categoryId: true, countryCode: true, offset: true })
  .extend({ limit: z.coerce.number().int().min(1).max(ADMIN_MAX_LIMIT).default(ADMIN_PAGE_SIZE) });

export type AdminBusinessListQuery = z.infer<typeof adminBusinessListQuerySchema>;
