// Where Locus may send a search engine or token request. The endpoints and the service
// account's token_uri are settings an admin types in, so without a check they would let
// anyone with a session make the server call its own loopback services, the cloud's
// metadata address or hosts of the private network (server-side request forgery).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import type { Logger } from "pino";
import type { Config } from "../../config";

/** How engine requests of this process go out. */
export interface EngineAccess {
  /** Loopback and private addresses may be called (INDEXING_ALLOW_PRIVATE_ADDRESSES, or development). */
  allowPrivateAddresses: boolean;
  /** Where an engine's refusal is written in full: the admin only sees its status. */
  logger: Logger;
}

export function engineAccessOf(ctx: { config: Pick<Config, "INDEXING_ALLOW_PRIVATE_ADDRESSES" | "NODE_ENV">; logger: Logger }): EngineAccess {
  const { config, logger } = ctx;
  return { allowPrivateAddresses: config.INDEXING_ALLOW_PRIVATE_ADDRESSES || config.NODE_ENV === "development", logger };
}

export const ENGINE_ADDRESS_MESSAGES = {
  privateAddress: (host: string, address: string) =>
    `${host} adresi yerel veya özel bir ağ adresine (${address}) çıkıyor; istekler yalnızca internetteki adreslere gönderilir.`,
  notHttps: (host: string) => `${host} adresine https:// ile bağlanılmalı.`,
} as const;

/** The host resolves (or is) an address Locus does not call; no request was made. */
export class EngineAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EngineAddressError";
  }
}

/**
 * True only for ordinary public unicast addresses: loopback, private (10/8, 172.16/12,
 * 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10), unspecified, carrier-grade
 * NAT, multicast, documentation and the other special ranges are not. An IPv4 address
 * inside IPv6 (mapped ::ffff:a.b.c.d, or NAT64's 64:ff9b::/96) is judged as that IPv4.
 */
export function isPublicAddress(text: string): boolean {
  if (isIP(text) === 0) return false;
  let address: ipaddr.IPv4 | ipaddr.IPv6 = ipaddr.parse(text);
  if (address.kind() === "ipv6") {
    const v6 = address as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) address = v6.toIPv4Address();
    else if (v6.range() === "rfc6052") address = embeddedIPv4(v6);
  }
  return address.range() === "unicast";
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** The host of a URL as an address when it is written as one ("[::1]" → "::1"), else null. */
export function literalAddress(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) ? host : null;
}

/**
 * Throws an EngineAddressError when the URL may not be called: not https (plain http only
 * where private addresses are allowed: a local stand-in), or a host written as an address
 * that is not public. Names are checked when they are resolved, by `checkedLookup`.
 */
export function requireCallableUrl(url: URL, access: Pick<EngineAccess, "allowPrivateAddresses">): void {
  const literal = literalAddress(url);
  if (literal && !access.allowPrivateAddresses && !isPublicAddress(literal)) {
    throw new EngineAddressError(ENGINE_ADDRESS_MESSAGES.privateAddress(url.hostname, literal));
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && access.allowPrivateAddresses)) {
    throw new EngineAddressError(ENGINE_ADDRESS_MESSAGES.notHttps(url.host));
  }
}

type Resolve = (hostname: string, options: LookupOptions & { all: true }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A `lookup` for the request's own connection: it resolves the name, refuses it when any
 * of its addresses is not public, and hands the socket exactly the addresses it checked.
 * Checking here rather than before the request means a DNS answer that changes between a
 * check and the connection (DNS rebinding) cannot slip a private address through.
 */
export function checkedLookup(access: Pick<EngineAccess, "allowPrivateAddresses">, resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const refused = access.allowPrivateAddresses ? undefined : addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(new EngineAddressError(ENGINE_ADDRESS_MESSAGES.privateAddress(hostname, refused.address)), "", 0);
      if (addresses.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Resolves a host now and names the first address Locus would refuse, or null (also when it does not resolve). */
export async function firstRefusedAddress(hostname: string, resolve: Resolve = dnsLookup): Promise<string | null> {
  const addresses = await new Promise<LookupAddress[]>((done) => resolve(hostname, { all: true }, (error, found) => done(error ? [] : found)));
  return addresses.find((entry) => !isPublicAddress(entry.address))?.address ?? null;
}
