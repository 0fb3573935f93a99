import { describe, expect, it } from "vitest";
import { routeKindOf } from "./route-kind";

describe("routeKindOf", () => {
  it("names health probes and the API by path, the back office's calls apart", () => {
    expect(routeKindOf("/healthz")).toBe("health");
    expect(routeKindOf("/readyz")).toBe("health");
    expect(routeKindOf("/api/businesses")).toBe("api");
    expect(routeKindOf("/api/admin/session")).toBe("admin-api");
    expect(routeKindOf("/api/administrators")).toBe("api");
  });

  it("takes the admin guard's word for admin calls outside /api/admin", () => {
    expect(routeKindOf("/api/export-businesses", "admin-api")).toBe("admin-api");
  });

  it("tells a page from its navigation data once the page handler took the request", () => {
    expect(routeKindOf("/city/istanbul", "page")).toBe("page");
    expect(routeKindOf("/city/istanbul.data", "page")).toBe("data");
    expect(routeKindOf("/_root.data", "page")).toBe("data");
    expect(routeKindOf("/admin/businesses", "page")).toBe("page");
  });

  it("counts files served from disk as assets, and whatever nothing handled as other", () => {
    expect(routeKindOf("/assets/entry-abc123.js", "asset")).toBe("asset");
    expect(routeKindOf("/favicon.ico", "asset")).toBe("asset");
    expect(routeKindOf("/wp-login.php")).toBe("other");
  });
});
