import { businessFormSchema, BUSINESS_FORM_MESSAGES, type BusinessFormValues } from "../../../../app/lib/admin/business-form";
import type { Db } from "../../../db/pool";
import { BusinessInputError } from "./business-input-error";

/**
 * The form checked as the dialog checks it, plus what only the database
 * knows: the chosen category has to exist.
 */
export async function parseBusinessForm(db: Db, input: unknown): Promise<BusinessFormValues> {
  const result = businessFormSchema.safeParse(input);
  if (!result.success) throw BusinessInputError.fromZod(result.error);
  const category = await db.selectFrom("categories").select("id").where("id", "=", result.data.categoryId).executeTakeFirst();
  if (!category) throw new BusinessInputError([{ path: "categoryId", message: BUSINESS_FORM_MESSAGES.categoryId }]);
  return result.data;
}
