import { z } from "zod";

/** Longest value any login field accepts; longer input is refused before any hashing. */
export const LOGIN_FIELD_MAX = 200;

// Each step's field must be non-empty after trimming (as the login screen
// requires); secrets are otherwise taken exactly as typed.
function loginField(required: string) {
  return z
    .string({ error: required })
    .max(LOGIN_FIELD_MAX, `En fazla ${LOGIN_FIELD_MAX} karakter olabilir.`)
    .refine((value) => value.trim() !== "", required);
}

const accessKey = loginField("Erişim anahtarı gerekli.");
const userCode = loginField("Kullanıcı kodu gerekli.").transform((value) => value.trim());
const password = loginField("Şifre gerekli.");

/** The login screen's per-step check: step 1 the access key, step 2 the key again plus the user code. */
export const loginCheckSchema = z.discriminatedUnion(
  "step",
  [z.object({ step: z.literal(1), accessKey }), z.object({ step: z.literal(2), accessKey, userCode })],
  { error: "step 1 veya 2 olmalı." },
);

export const loginSchema = z.object({ accessKey, userCode, password }, { error: "accessKey, userCode ve password gönderin." });

export type LoginCheckInput = z.infer<typeof loginCheckSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
