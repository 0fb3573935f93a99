import { createPrivateKey } from "node:crypto";
import { AppError } from "../app-error";
import { serviceAccountSchema, type ServiceAccount } from "./indexing-settings-schema";

export const SERVICE_ACCOUNT_MESSAGES = {
  notJson: "Hizmet hesabı geçerli bir JSON olmalı (Google Cloud'dan indirilen anahtar dosyasının içeriği).",
  missingFields: "Hizmet hesabı JSON'unda client_email, private_key ve token_uri alanları olmalı.",
  badEmail: "Hizmet hesabındaki client_email geçerli bir e-posta adresi değil.",
  badTokenUri: "Hizmet hesabındaki token_uri https:// ile başlayan bir adres olmalı.",
  badKey: "Hizmet hesabındaki private_key okunamadı: PEM biçiminde bir RSA özel anahtarı olmalı.",
} as const;

/**
 * Checks a pasted service-account key file: JSON, the three fields the token
 * exchange needs, and a private key node:crypto can sign RS256 with. Only
 * those fields (and the key id and project) are kept.
 */
export function parseServiceAccount(text: string): ServiceAccount {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw AppError.badInput(SERVICE_ACCOUNT_MESSAGES.notJson);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw AppError.badInput(SERVICE_ACCOUNT_MESSAGES.notJson);
  const fields = json as Record<string, unknown>;
  for (const name of ["client_email", "private_key", "token_uri"]) {
    if (typeof fields[name] !== "string" || fields[name] === "") throw AppError.badInput(SERVICE_ACCOUNT_MESSAGES.missingFields);
  }
  const parsed = serviceAccountSchema.safeParse({
    client_email: fields.client_email,
    private_key: fields.private_key,
    token_uri: fields.token_uri,
    private_key_id: typeof fields.private_key_id === "string" ? fields.private_key_id : undefined,
    project_id: typeof fields.project_id === "string" ? fields.project_id : undefined,
  });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    throw AppError.badInput(field === "client_email" ? SERVICE_ACCOUNT_MESSAGES.badEmail : SERVICE_ACCOUNT_MESSAGES.badTokenUri);
  }
  try {
    const key = createPrivateKey(parsed.data.private_key);
    if (key.asymmetricKeyType !== "rsa") throw new Error("not RSA");
  } catch {
    throw AppError.badInput(SERVICE_ACCOUNT_MESSAGES.badKey);
  }
  return parsed.data;
}
