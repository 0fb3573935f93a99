// Site identity shown in the header, footer and metadata.
export const SITE_NAME = "Locus";
export const SITE_TAGLINE = "Discover local businesses worldwide";
export const SITE_DESCRIPTION =
  "Locus is a worldwide directory of local businesses: restaurants, hotels, shops and services with opening hours, ratings, reviews, maps and contact details.";
export const CONTACT = {
  email: "contact@locus.directory",
  phone: "+44 20 7946 0958",
  country: "United Kingdom",
};

export const MAIN_LINKS = [
  { to: "/", label: "Home" },
  { to: "/categories", label: "Categories" },
  { to: "/cities", label: "Cities" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const LEGAL_LINKS = [
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/legal-notice", label: "Legal Notice" },
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/cookie-policy", label: "Cookie Policy" },
] as const;

// toLocale*String builds a new formatter on every call; pages print dates many times.
const MONTH_YEAR = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "November 2026": the footer's 'Updated {month year}' and business titles. */
export function monthYear(date: Date): string {
  return MONTH_YEAR.format(date);
}

/** "1 October 2026": review dates. */
export function dayMonthYear(date: Date): string {
  return DAY_MONTH_YEAR.format(date);
}
