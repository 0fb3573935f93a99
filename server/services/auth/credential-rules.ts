import { z } from "zod";
import { AppError } from "../app-error";

/** Rules for what an operator may choose (CLI, first start); login input is checked more loosely. */
export const userCodeSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9._@-]{3,64}$/,
    "Kullanıcı kodu 3–64 karakter olmalı ve yalnızca harf, rakam, . _ @ - içermeli " +
      "(user code: 3–64 characters, letters, digits, . _ @ - only).",
  );

export const passwordSchema = z
  .string()
  .min(10, "Şifre en az 10 karakter olmalı (password: at least 10 characters).")
  .max(200, "Şifre en fazla 200 karakter olabilir (password: at most 200 characters).");

export const accessKeySchema = z
  .string()
  .min(12, "Erişim anahtarı en az 12 karakter olmalı (access key: at least 12 characters).")
  .max(200, "Erişim anahtarı en fazla 200 karakter olabilir (access key: at most 200 characters).");

/** The value, or a 400 whose message is fit for an operator's terminal as well as for a screen. */
export function checkCredential<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.badInput(result.error.issues.map((issue) => issue.message).join(" "));
  return result.data;
}
