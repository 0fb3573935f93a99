// The "About" tab of a Google Maps place: section -> feature -> true/false.
// Section names and features are Google's own, chosen per kind of place so a
// hotel lists "Pool" and a pizzeria lists "Dine-in".
import type { CategoryKind } from "./categories";
import type { Random } from "./random";

type Sections = ReadonlyArray<readonly [section: string, features: readonly string[]]>;

const ACCESSIBILITY = ["Wheelchair accessible entrance", "Wheelchair accessible parking lot", "Wheelchair accessible restroom", "Wheelchair accessible seating", "Assistive hearing loop"];
const PAYMENTS = ["Credit cards", "Debit cards", "NFC mobile payments", "Cash only", "Checks"];
const PARKING = ["Free parking lot", "Free street parking", "Paid parking lot", "Paid street parking", "Parking garage", "Valet parking"];
const CROWD = ["Family-friendly", "Groups", "Tourists", "LGBTQ+ friendly", "Transgender safespace", "College students"];
const FROM_BUSINESS = ["Identifies as women-owned", "Identifies as veteran-owned", "Small business", "Family-owned"];

const FOOD: Sections = [
  ["Service options", ["Dine-in", "Takeout", "Delivery", "Outdoor seating", "Curbside pickup", "No-contact delivery"]],
  ["Highlights", ["Fast service", "Great coffee", "Great dessert", "Great wine list", "Live music", "Rooftop seating"]],
  ["Popular for", ["Breakfast", "Lunch", "Dinner", "Solo dining", "Good for working on laptop"]],
  ["Accessibility", ACCESSIBILITY],
  ["Offerings", ["Alcohol", "Beer", "Coffee", "Vegetarian options", "Vegan options", "Halal food", "Healthy options", "Small plates", "Wine", "Comfort food", "Quick bite"]],
  ["Dining options", ["Breakfast", "Brunch", "Lunch", "Dinner", "Dessert", "Seating", "Catering", "Counter service"]],
  ["Amenities", ["Restroom", "Wi-Fi", "Free Wi-Fi", "Bar onsite", "High chairs"]],
  ["Atmosphere", ["Casual", "Cozy", "Trendy", "Upscale", "Quiet", "Romantic", "Historic"]],
  ["Crowd", CROWD],
  ["Planning", ["Accepts reservations", "Reservations required", "Usually a wait", "Dinner reservations recommended"]],
  ["Payments", PAYMENTS],
  ["Children", ["Good for kids", "Kids' menu", "High chairs"]],
  ["Parking", PARKING],
  ["Pets", ["Dogs allowed", "Dogs allowed outside"]],
];

const BAR: Sections = [
  ["Service options", ["Dine-in", "Takeout", "Outdoor seating"]],
  ["Highlights", ["Great cocktails", "Great beer selection", "Live music", "Sports", "Rooftop seating", "Karaoke"]],
  ["Accessibility", ACCESSIBILITY],
  ["Offerings", ["Alcohol", "Beer", "Cocktails", "Wine", "Hard liquor", "Happy hour drinks", "Late-night food"]],
  ["Amenities", ["Restroom", "Bar onsite", "Wi-Fi", "Good for watching sports"]],
  ["Atmosphere", ["Casual", "Cozy", "Trendy", "Upscale"]],
  ["Crowd", CROWD],
  ["Planning", ["Accepts reservations", "Usually a wait"]],
  ["Payments", PAYMENTS],
  ["Parking", PARKING],
];

const LODGING: Sections = [
  ["Amenities", ["Free Wi-Fi", "Free breakfast", "Pool", "Fitness center", "Spa", "Restaurant", "Bar", "Room service", "Air conditioning", "Laundry service", "Airport shuttle"]],
  ["Accessibility", ACCESSIBILITY],
  ["Crowd", ["Family-friendly", "LGBTQ+ friendly", "Business travellers"]],
  ["Planning", ["Accepts reservations", "Pet-friendly", "Kid-friendly", "Smoke-free"]],
  ["Payments", PAYMENTS],
  ["Parking", PARKING],
  ["From the business", FROM_BUSINESS],
];

const SHOP: Sections = [
  ["Service options", ["In-store shopping", "In-store pickup", "Delivery", "Curbside pickup", "Same-day delivery"]],
  ["Highlights", ["Great produce", "Local specialty", "Sells organic products"]],
  ["Accessibility", ACCESSIBILITY],
  ["Offerings", ["Gift wrapping", "Repair services", "Organic products", "Prepared foods"]],
  ["Amenities", ["Restroom", "Gender-neutral restroom", "Wi-Fi"]],
  ["Crowd", ["LGBTQ+ friendly", "Transgender safespace"]],
  ["Planning", ["Quick visit"]],
  ["Payments", PAYMENTS],
  ["Parking", PARKING],
  ["From the business", FROM_BUSINESS],
];

const SERVICE: Sections = [
  ["Service options", ["Onsite services", "Online appointments", "Online estimates", "Language assistance"]],
  ["Accessibility", ACCESSIBILITY],
  ["Amenities", ["Restroom", "Gender-neutral restroom", "Wi-Fi"]],
  ["Crowd", ["LGBTQ+ friendly", "Transgender safespace"]],
  ["Planning", ["Appointment required", "Appointments recommended", "Walk-ins welcome"]],
  ["Payments", PAYMENTS],
  ["Parking", PARKING],
  ["From the business", FROM_BUSINESS],
];

const VISIT: Sections = [
  ["Highlights", ["Guided tours", "Gift shop", "Photo spot", "Scenic view"]],
  ["Accessibility", ACCESSIBILITY],
  ["Amenities", ["Restroom", "Cafe", "Picnic tables", "Drinking water", "Wi-Fi"]],
  ["Children", ["Good for kids", "Playground", "Kids' activities"]],
  ["Planning", ["Quick visit", "Tickets required", "Free admission"]],
  ["Payments", PAYMENTS],
  ["Parking", PARKING],
  ["Pets", ["Dogs allowed"]],
];

const FUEL: Sections = [
  ["Service options", ["In-store shopping", "Onsite services"]],
  ["Accessibility", ACCESSIBILITY],
  ["Offerings", ["Diesel", "Premium fuel", "Electric vehicle charging", "Car wash", "Air compressor", "Convenience store"]],
  ["Amenities", ["Restroom", "Wi-Fi"]],
  ["Payments", PAYMENTS],
  ["Parking", PARKING],
];

const SECTIONS_BY_KIND: Record<CategoryKind, Sections> = {
  restaurant: FOOD, fastfood: FOOD, cafe: FOOD, bakery: FOOD, bar: BAR, lodging: LODGING,
  retail: SHOP, grocery: SHOP, pets: SERVICE, health: SERVICE, hospital: SERVICE, beauty: SERVICE,
  fitness: SERVICE, auto: SERVICE, finance: SERVICE, office: SERVICE, trade: SERVICE, tech: SERVICE,
  education: SERVICE, service: SERVICE, culture: VISIT, park: VISIT, fuel: FUEL,
};

/** Features that are usually "No" when listed at all. */
const MOSTLY_FALSE = new Set(["Cash only", "Checks", "Reservations required", "Usually a wait", "Appointment required"]);

/** 2-7 sections in Google's order, each with a few features set to true or false. */
export function aboutSections(kind: CategoryKind, random: Random): Record<string, Record<string, boolean>> {
  const available = SECTIONS_BY_KIND[kind];
  const sections = random.subset(available, random.int(2, Math.min(7, available.length)));
  const about: Record<string, Record<string, boolean>> = {};
  for (const [section, features] of sections) {
    const chosen = random.subset(features, random.int(1, Math.min(5, features.length)));
    about[section] = Object.fromEntries(
      chosen.map((feature) => [feature, MOSTLY_FALSE.has(feature) ? random.chance(0.2) : random.chance(0.9)]),
    );
  }
  return about;
}
