import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

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
  route("ads.txt", "routes/ads-txt.ts"),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/businesses", "routes/admin/businesses.tsx"),
    route("admin/excel", "routes/admin/excel.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/analytics", "routes/admin/analytics.tsx"),
    route("admin/database", "routes/admin/database.tsx"),
    route("admin/ads", "routes/admin/ads.tsx"),
    // Screens of the back office still to come: the shell links them, the page says so plainly.
    ...["settings", "pricing"].map((screen) =>
      route(`admin/${screen}`, "routes/admin/not-ready.tsx", { id: `admin-${screen}` }),
    ),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
