// Phone, e-mail, website and the Google identifiers and links of a demo place,
// in the shapes scraper exports use (place_id "ChIJ...", google_id "0x..:0x..",
// cid = the second half of google_id in decimal).
import { slugify } from "../../../app/lib/slug";
import { callingCode } from "./phone-codes";
import type { Random } from "./random";

/** "+1 212-555-0142", "+33 1 42 68 53 00", "+44 20 7946 0958", "+49 30 123 4567" ... */
export function phoneNumber(countryCode: string, random: Random): string | null {
  const code = callingCode(countryCode);
  if (!code) return null;
  const d = (count: number) => String(random.int(1, 9)) + random.digits(count - 1);
  switch (code) {
    case "1": return `+1 ${d(3)}-${d(3)}-${random.digits(4)}`;
    case "33": return `+33 ${random.int(1, 9)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`;
    case "44": return `+44 ${d(2)} ${random.digits(4)} ${random.digits(4)}`;
    case "49": return `+49 ${d(2)} ${random.digits(3)} ${random.digits(random.int(4, 5))}`;
    case "81": return `+81 ${d(1)}-${random.digits(4)}-${random.digits(4)}`;
    case "86": return `+86 ${d(2)} ${random.digits(4)} ${random.digits(4)}`;
    case "91": return `+91 ${d(5)} ${random.digits(5)}`;
    case "55": return `+55 ${d(2)} ${d(4)}-${random.digits(4)}`;
    default: return `+${code} ${d(random.int(2, 3))} ${random.digits(3)} ${random.digits(random.int(3, 4))}`;
  }
}

const TLDS: Record<string, string> = {
  GB: "co.uk", DE: "de", FR: "fr", IT: "it", ES: "es", NL: "nl", BR: "com.br", JP: "co.jp", IN: "in",
  TR: "com.tr", AU: "com.au", CA: "ca", MX: "com.mx", AR: "com.ar", CN: "cn", RU: "ru", PL: "pl",
  ZA: "co.za", KR: "co.kr", PT: "pt", AT: "at", CH: "ch", BE: "be", SE: "se", NZ: "co.nz",
};

/** A domain derived from the business name: "Pizzeria Vesuvio" in Italy -> "pizzeriavesuvio.it". */
export function businessDomain(name: string, countryCode: string, random: Random): string {
  const words = slugify(name, 40) || "business";
  const label = random.chance(0.7) ? words.replace(/-/g, "") : words;
  const tld = countryCode === "US" || random.chance(0.35) ? "com" : (TLDS[countryCode] ?? countryCode.toLowerCase());
  return `${label.slice(0, 40)}.${tld}`;
}

export function emailAddress(domain: string | null, random: Random): string {
  if (domain) return `${random.pick(["info", "contact", "hello", "office", "booking", "welcome"])}@${domain}`;
  return `${random.pick(["info", "contact", "mail"])}.${random.digits(4)}@${random.pick(["gmail.com", "outlook.com", "yahoo.com"])}`;
}

export interface GoogleIds {
  placeId: string;
  googleId: string;
  cid: string;
}

export function googleIds(random: Random): GoogleIds {
  const low = random.hex(16);
  return {
    // 23 random characters: a collision among a million places has odds of about 1e-29.
    placeId: `ChIJ${random.base64url(23)}`,
    googleId: `0x${random.hex(16)}:0x${low}`,
    cid: BigInt(`0x${low}`).toString(),
  };
}

export function photoUrl(random: Random, size = "w800-h500"): string {
  return `https://lh5.googleusercontent.com/p/AF1Qip${random.base64url(38)}=${size}-k-no`;
}

export const locationLink = (placeId: string) => `https://www.google.com/maps/place/?q=place_id:${placeId}`;
export const reviewsLink = (placeId: string) => `https://search.google.com/local/reviews?placeid=${placeId}`;

export function menuLink(website: string | null, slug: string): string {
  return website ? `${website}menu` : `https://places.singleplatform.com/${slug}/menu`;
}

export function orderLink(slug: string, random: Random): string {
  return random.pick([
    () => `https://www.ubereats.com/store/${slug}/${random.base64url(22)}`,
    () => `https://www.doordash.com/store/${slug}-${random.digits(8)}/`,
    () => `https://food.google.com/chooseprovider?restaurantId=/g/11${random.base64url(9).toLowerCase()}`,
  ])();
}

export function reservationLink(slug: string, countryCode: string, lodging: boolean, random: Random): string {
  if (lodging) return `https://www.booking.com/hotel/${countryCode.toLowerCase()}/${slug}.html`;
  return random.chance(0.6) ? `https://www.opentable.com/r/${slug}` : `https://www.thefork.com/restaurant/${slug}-r${random.digits(6)}`;
}
