import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("business/:slug", "routes/business.tsx"),
  route("businesses", "routes/businesses.tsx"),
  route("categories", "routes/categories.tsx"),
  route("category/:slug", "routes/category.tsx"),
  route("cities", "routes/cities.tsx"),
  route("city/:slug", "routes/city.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("legal-notice", "routes/legal-notice.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("cookie-policy", "routes/cookie-policy.tsx"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap-chunk.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
