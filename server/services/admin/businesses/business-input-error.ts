import type { ZodError } from "zod";
import type { FieldIssue } from "../../../../app/lib/admin/business-form";

export const INVALID_BUSINESS_MESSAGE = "İşletme bilgileri geçersiz";

/** Bad form input found by a business write; the API answers it with 400 and the field messages. */
export class BusinessInputError extends Error {
  constructor(readonly details: FieldIssue[]) {
    super(INVALID_BUSINESS_MESSAGE);
  }

  static fromZod(error: ZodError): BusinessInputError {
    return new BusinessInputError(error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })));
  }
}
