// How Google's service account sits in its `site_settings` row: everything but the private key
// as it is, the private key sealed with the server's secret key (see secrets/secret-key.ts), so
// the row, a backup of it or a copy of the database gives the key to nobody. Rows written
// before sealing existed still hold the key in clear: they are read, and sealed at once.
import { z } from "zod";
import { openSecret, sealSecret } from "../secrets/seal-secret";
import { DEFAULT_GOOGLE_ENDPOINT, serviceAccountSchema, type ServiceAccount, type StoredGoogle } from "./indexing-settings-schema";

/** Shown when the stored account's key was sealed with another secret key than this server's. */
export const GOOGLE_ACCOUNT_UNREADABLE_MESSAGE =
  "Kayıtlı Google hizmet hesabının anahtarı bu sunucunun gizli anahtarıyla açılamıyor (yedek başka bir kurulumdan geri yüklenmiş ya da SECRET_KEY değişmiş olabilir). Hizmet hesabı JSON'unu yeniden yapıştırın.";

export const sealedServiceAccountSchema = serviceAccountSchema.omit({ private_key: true }).extend({ sealed_private_key: z.string().min(1) });
export type SealedServiceAccount = z.infer<typeof sealedServiceAccountSchema>;

/** The row's shape: `serviceAccount` sealed, or in clear when written by an older version. */
export const googleRowSchema = z.object({
  enabled: z.boolean().catch(false),
  serviceAccount: z.union([sealedServiceAccountSchema, serviceAccountSchema]).nullable().catch(null),
  endpoint: z.string().catch(DEFAULT_GOOGLE_ENDPOINT),
});
export type GoogleRow = z.infer<typeof googleRowSchema>;

/** Google's settings as the server uses them, with what it needs to write them back. */
export interface GoogleSettings extends StoredGoogle {
  /** The account as stored; kept when its key cannot be opened here, so a fixed SECRET_KEY brings it back. */
  sealedAccount: SealedServiceAccount | null;
  /** An account is stored, but its key was sealed with another secret key: it must be pasted again. */
  accountUnreadable: boolean;
}

/** The private key is bound to its account: a sealed key moved onto another account does not open. */
const purposeOf = (clientEmail: string) => `indexing.google.private_key:${clientEmail}`;

export function sealServiceAccount(account: ServiceAccount, key: Buffer): SealedServiceAccount {
  const { private_key, ...rest } = account;
  return { ...rest, sealed_private_key: sealSecret(private_key, key, purposeOf(account.client_email)) };
}

function isSealed(account: GoogleRow["serviceAccount"]): account is SealedServiceAccount {
  return account !== null && "sealed_private_key" in account;
}

/** True when the row still holds a private key in clear. */
export function holdsClearKey(row: GoogleRow): boolean {
  return row.serviceAccount !== null && !isSealed(row.serviceAccount);
}

/**
 * The row as settings: a clear key is sealed on the way (the caller writes the row back). The
 * secret key is asked for only when there is an account, so IndexNow alone never needs it.
 */
export async function openGoogleRow(row: GoogleRow, secretKey: () => Promise<Buffer>): Promise<GoogleSettings> {
  const { enabled, endpoint, serviceAccount: stored } = row;
  if (stored === null) return { enabled, endpoint, serviceAccount: null, sealedAccount: null, accountUnreadable: false };
  const key = await secretKey();
  if (!isSealed(stored)) return { enabled, endpoint, serviceAccount: stored, sealedAccount: sealServiceAccount(stored, key), accountUnreadable: false };
  const { sealed_private_key, ...rest } = stored;
  const privateKey = openSecret(sealed_private_key, key, purposeOf(stored.client_email));
  const serviceAccount = privateKey === null ? null : { ...rest, private_key: privateKey };
  return { enabled, endpoint, serviceAccount, sealedAccount: stored, accountUnreadable: privateKey === null };
}

/** What goes into the row. */
export function googleRowOf(settings: Pick<GoogleSettings, "enabled" | "endpoint" | "sealedAccount">): GoogleRow {
  return { enabled: settings.enabled, serviceAccount: settings.sealedAccount, endpoint: settings.endpoint };
}
