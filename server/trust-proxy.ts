import { isIP } from "node:net";
import { z } from "zod";

/** Express's names for address ranges: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; private ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * What Express's `trust proxy` setting is given: false (the socket address is the client),
 * a hop count, or the addresses and ranges of the proxies whose X-Forwarded-For is believed.
 */
type TrustProxy = false | number | string[];

const HELP =
  "expected a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5, 172.16.0.0/12), " +
  "loopback, linklocal, uniquelocal, or a number of proxy hops";

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // Express itself refuses a /0 range.
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset means no proxy is trusted, so a client cannot pick its own address
 * with a header. `true` (every hop) is refused: any client could then name any address.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    const text = value?.trim() ?? "";
    if (text === "") return false;
    if (/^\d+$/.test(text)) return Number(text);
    if (text.toLowerCase() === "true") {
      context.addIssue({ code: "custom", message: `"true" would believe any client's X-Forwarded-For; ${HELP}` });
      return z.NEVER;
    }
    const items = text.split(",").map((item) => item.trim());
    const wrong = items.filter((item) => !isAddressOrRange(item));
    if (wrong.length > 0) {
      const named = wrong.map((item) => (item === "" ? "an empty entry" : `"${item}"`)).join(", ");
      const verb = wrong.length === 1 ? "is" : "are";
      context.addIssue({ code: "custom", message: `${named} ${verb} not a proxy address, range or name; ${HELP}` });
      return z.NEVER;
    }
    return items;
  });
