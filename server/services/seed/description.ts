// Short HTML descriptions like the "From the owner" text of scraped places:
// paragraphs, some <strong>, sometimes a link. Values from the data (name,
// city) are escaped, so the HTML is already what the sanitizer would keep.
import type { CategoryKind } from "./categories";
import type { Random } from "./random";

export type Group = "food" | "lodging" | "shop" | "service" | "visit";

export function groupOf(kind: CategoryKind): Group {
  switch (kind) {
    case "restaurant": case "fastfood": case "cafe": case "bakery": case "bar": return "food";
    case "lodging": return "lodging";
    case "retail": case "grocery": case "fuel": return "shop";
    case "culture": case "park": return "visit";
    default: return "service";
  }
}

const OPENERS: Record<Group, readonly string[]> = {
  food: [
    "Family-run {type} in the heart of {city}, serving seasonal dishes made from local produce",
    "A relaxed {type} near the centre of {city} with a short menu that changes every week",
    "Since {year}, our kitchen in {city} has been cooking everything fresh every day",
    "Neighbourhood favourite {type} in {city}: good food, friendly staff, fair prices",
  ],
  lodging: [
    "Comfortable rooms a short walk from the main sights of {city}",
    "A quiet {type} in {city} with friendly staff and a generous breakfast",
    "Welcoming guests to {city} since {year}, with modern rooms and a 24-hour front desk",
  ],
  shop: [
    "Independent {type} in {city} with a carefully chosen range and helpful staff",
    "Serving customers in {city} since {year}, with new stock arriving every week",
    "Everything you need, close to home: your {type} in {city}",
  ],
  service: [
    "Experienced, friendly team serving {city} and the surrounding area since {year}",
    "Professional {type} in {city}. Clear prices, no surprises",
    "Trusted by local families and businesses in {city} for more than {years} years",
  ],
  visit: [
    "One of the best-loved places in {city}, open to visitors all year round",
    "Discover {city}'s history, art and nature at this favourite of locals and visitors",
  ],
};

const HIGHLIGHTS: Record<Group, readonly string[]> = {
  food: ["Vegetarian options every day", "Free Wi-Fi", "Terrace open in summer", "Takeaway and delivery available", "Wood-fired oven"],
  lodging: ["Free Wi-Fi in all rooms", "Breakfast included", "Airport shuttle on request", "Pets welcome"],
  shop: ["Free delivery over 50", "Click & collect", "Gift wrapping available", "New arrivals weekly"],
  service: ["Free first consultation", "Same-day appointments", "Evening appointments available", "Certified professionals"],
  visit: ["Free entry on the first Sunday of the month", "Guided tours daily", "Family-friendly activities"],
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export function businessDescription(
  input: { kind: CategoryKind; type: string; city: string; website: string | null },
  random: Random,
): string {
  const group = groupOf(input.kind);
  const year = random.int(1965, 2022);
  const opener = random
    .pick(OPENERS[group])
    .replace("{type}", escapeHtml(input.type.toLowerCase()))
    .replace("{city}", escapeHtml(input.city))
    .replace("{year}", String(year))
    .replace("{years}", String(random.int(5, 40)));
  const parts = [`<p>${opener}.</p>`];
  if (random.chance(0.5)) parts.push(`<p><strong>${random.pick(HIGHLIGHTS[group])}.</strong></p>`);
  if (input.website && random.chance(0.4)) {
    parts.push(`<p>More on <a href="${escapeHtml(input.website)}">our website</a>.</p>`);
  }
  return parts.join("");
}
