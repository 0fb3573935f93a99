// Texts of the About page. The figures are the directory's published marketing
// figures, shown as fixed text.

export const ABOUT_STATS = [
  { value: "365K+", label: "Verified Restaurants & Hotels" },
  { value: "18K+", label: "Cities" },
  { value: "50+", label: "Countries" },
  { value: "1M+", label: "Monthly Users" },
] as const;

export const ABOUT_FEATURES = [
  {
    icon: "🔍",
    title: "Smart Search",
    text: "Find businesses by name, category, city or address. Search forgives typos and accents, so 'pizzria' still finds the pizzeria.",
  },
  {
    icon: "🗺️",
    title: "Interactive Maps",
    text: "Every listing with a location shows it on a map, with one tap to directions in Google Maps.",
  },
  {
    icon: "🕒",
    title: "Live Opening Hours",
    text: "Open Now and Closed are worked out in each business's own time zone, so the answer is right wherever you are.",
  },
  {
    icon: "⭐",
    title: "Ratings & Reviews",
    text: "See average ratings, review counts and recent reviews before you choose where to go.",
  },
  {
    icon: "📍",
    title: "Nearby Businesses",
    text: "Each listing suggests the closest alternatives, measured by real distance rather than by the same street name.",
  },
  {
    icon: "📱",
    title: "Works on Every Device",
    text: "Pages load fast on phones, tablets and desktops, and stay usable with a keyboard or a screen reader.",
  },
] as const;

export const ABOUT_TECHNOLOGY = [
  "Server-rendered pages that arrive complete, fast on any connection",
  "PostgreSQL full-text search with typo tolerance and accent folding",
  "Geographic distance queries for nearby businesses",
  "Structured data (Schema.org) and sitemaps so search engines understand every listing",
  "Opening hours computed in each business's local time zone",
  "Accessible, responsive interface built with React and Tailwind CSS",
] as const;

export const ABOUT_BADGES = ["Free Business Listings", "Real-Time Updates", "Global Visibility"] as const;
