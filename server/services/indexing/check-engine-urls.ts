import type { AppContext } from "../../context";
import { AppError } from "../app-error";
import { ENGINE_ADDRESS_MESSAGES, engineAccessOf, firstRefusedAddress, isPublicAddress, literalAddress } from "./engine-address";
import type { IndexingSettingsInput } from "./indexing-settings-schema";

/**
 * Refuses, before anything is saved, an endpoint or a service account's token_uri that
 * Locus would not call: a host that is (or resolves to) a loopback, private or other
 * non-public address. Only a courtesy to the admin: every request checks the
 * address again as it connects (a name may resolve differently by then).
 */
export async function requireCallableEngineUrls(ctx: Pick<AppContext, "config" | "logger">, input: IndexingSettingsInput): Promise<void> {
  if (engineAccessOf(ctx).allowPrivateAddresses) return;
  const urls: [label: string, url: string | undefined][] = [
    ["IndexNow uç noktası", input.indexNow?.endpoint],
    ["Google uç noktası", input.google?.endpoint],
    ["Hizmet hesabındaki token_uri", tokenUriOf(input.google?.serviceAccount)],
  ];
  for (const [label, text] of urls) {
    const url = text ? parseUrl(text) : null;
    if (!url) continue;
    // The scheme is the settings schema's to check (https, or http on this machine's own names).
    const literal = literalAddress(url);
    const refused = literal ? (isPublicAddress(literal) ? null : literal) : await firstRefusedAddress(url.hostname);
    if (refused) throw AppError.badInput(`${label}: ${ENGINE_ADDRESS_MESSAGES.privateAddress(url.hostname, refused)}`);
  }
}

/** The token_uri of a pasted key file; anything unreadable is left to the account's own check. */
function tokenUriOf(serviceAccount: string | null | undefined): string | undefined {
  if (!serviceAccount) return undefined;
  try {
    const uri = (JSON.parse(serviceAccount) as { token_uri?: unknown } | null)?.token_uri;
    return typeof uri === "string" ? uri : undefined;
  } catch {
    return undefined;
  }
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
