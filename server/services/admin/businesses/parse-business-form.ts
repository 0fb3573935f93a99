import { businessFormSchema, BUSINESS_FORM_MESSAGES, type BusinessFormValues } from "../../../../app/lib/admin/business-form";
import type { Db } from "../../../db/pool";
import { AppError, fieldProblem, zodProblems } from "../../app-error";

export const INVALID_BUSINESS_MESSAGE = "İşletme bilgileri geçersiz";

/**
 * The form checked as the dialog checks it, plus what only the database
 * knows: the chosen category has to exist. Bad input is a 400 with the
 * form's own (Turkish) message for each field.
 */
export async function parseBusinessForm(db: Db, input: unknown): Promise<BusinessFormValues> {
  const result = businessFormSchema.safeParse(input);
  if (!result.success) throw AppError.badInput(INVALID_BUSINESS_MESSAGE, zodProblems(result.error));
  const category = await db.selectFrom("categories").select("id").where("id", "=", result.data.categoryId).executeTakeFirst();
  const unknownCategory = fieldProblem("categoryId", BUSINESS_FORM_MESSAGES.categoryId);
  if (!category) throw AppError.badInput(INVALID_BUSINESS_MESSAGE, unknownCategory);
  return result.data;
}
