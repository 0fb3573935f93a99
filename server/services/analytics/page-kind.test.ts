import { describe, expect, it } from "vitest";
import { pageKindOf } from "./page-kind";

describe("pageKindOf", () => {
  it("names the directory's pages", () => {
    expect(pageKindOf("/")).toBe("home");
    expect(pageKindOf("/business/cafe-roma")).toBe("business");
    expect(pageKindOf("/businesses")).toBe("businesses");
    expect(pageKindOf("/category/restaurant")).toBe("category");
    expect(pageKindOf("/categories/")).toBe("categories");
    expect(pageKindOf("/city/istanbul")).toBe("city");
    expect(pageKindOf("/cities")).toBe("cities");
    expect(pageKindOf("/contact")).toBe("info");
    expect(pageKindOf("/cookie-policy")).toBe("info");
  });

  it("counts client-side navigations by their data requests", () => {
    expect(pageKindOf("/_root.data")).toBe("home");
    expect(pageKindOf("/city/istanbul.data")).toBe("city");
    expect(pageKindOf("/businesses.data")).toBe("businesses");
  });

  it("ignores the back office, the API, assets and unknown paths", () => {
    expect(pageKindOf("/admin")).toBeNull();
    expect(pageKindOf("/admin/businesses")).toBeNull();
    expect(pageKindOf("/api/businesses")).toBeNull();
    expect(pageKindOf("/assets/app.js")).toBeNull();
    expect(pageKindOf("/favicon.ico")).toBeNull();
    expect(pageKindOf("/business/a/b")).toBeNull();
    expect(pageKindOf("/nowhere")).toBeNull();
  });
});
