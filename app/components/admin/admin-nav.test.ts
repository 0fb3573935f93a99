import { describe, expect, it } from "vitest";
import { ADMIN_NAV, isNavItemActive } from "./admin-nav";

describe("admin menu", () => {
  it("lists the spec's six screens in its order, then the screens added since", () => {
    expect(ADMIN_NAV.map((item) => item.to)).toEqual([
      "/admin",
      "/admin/businesses",
      "/admin/excel",
      "/admin/analytics",
      "/admin/database",
      "/admin/settings",
      "/admin/ads",
      "/admin/pricing",
      "/admin/indexing",
      "/admin/categories",
      "/admin/messages",
    ]);
  });

  it("highlights the dashboard only on /admin itself", () => {
    expect(isNavItemActive("/admin", "/admin")).toBe(true);
    expect(isNavItemActive("/admin/", "/admin")).toBe(true);
    expect(isNavItemActive("/admin/businesses", "/admin")).toBe(false);
  });

  it("highlights other items on their path and below it, not on look-alike paths", () => {
    expect(isNavItemActive("/admin/businesses", "/admin/businesses")).toBe(true);
    expect(isNavItemActive("/admin/businesses/42/edit", "/admin/businesses")).toBe(true);
    expect(isNavItemActive("/admin/adsense", "/admin/ads")).toBe(false);
    expect(isNavItemActive("/admin", "/admin/ads")).toBe(false);
  });
});
