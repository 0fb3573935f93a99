/** Public pages that exist regardless of data, in the order a visitor meets them. */
export const STATIC_PAGE_PATHS = [
  "/",
  "/categories",
  "/cities",
  "/about",
  "/contact",
  "/privacy-policy",
  "/legal-notice",
  "/terms-of-service",
  "/cookie-policy",
] as const;
