// A pricing request that breaks a rule (unknown plan, disabled plan, a plan still in use ...)
// is an AppError whose Turkish message the screen shows as it is.
import { AppError, fieldProblem, type ErrorStatus } from "../app-error";

export const PLAN_NOT_FOUND = "Fiyatlandırma planı bulunamadı.";
export const SUBSCRIPTION_NOT_FOUND = "Abonelik bulunamadı.";

/** A refusal about one form field: `details` names the field, so the form marks it. */
export function fieldRefusal(status: ErrorStatus, field: string, message: string): AppError {
  return new AppError(status, message, { details: fieldProblem(field, message) });
}
