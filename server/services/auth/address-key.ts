import ipaddr from "ipaddr.js";

/**
 * The key a login attempt is counted under for its client address. An IPv6 client is
 * counted by its /64 network: one subscriber line or server usually holds a whole /64,
 * so counting each of its 2^64 addresses apart would give one machine an endless supply
 * of fresh allowances. An IPv4-mapped IPv6 address counts as its IPv4 address.
 */
export function addressKey(ip: string | null): string {
  // Requests whose address is unknown share one allowance rather than none.
  if (!ip) return "unknown-address";
  const zoneless = ip.split("%")[0]!;
  if (!ipaddr.isValid(zoneless)) return ip;
  const address = ipaddr.process(zoneless);
  if (address.kind() === "ipv4") return address.toString();
  const groups = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(":")}::/64`;
}
