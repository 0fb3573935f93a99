import { describe, expect, it } from "vitest";
import { adminListQuery, readAdminListState } from "./admin-business";

describe("admin list state in the URL", () => {
  it("reads search, category, country and page, ignoring bad values", () => {
    expect(readAdminListState(new URLSearchParams("search=+pizza+&categoryId=4&countryCode=tr&page=3"))).toEqual({
      search: "pizza",
      categoryId: 4,
      countryCode: "TR",
      page: 3,
    });
    expect(readAdminListState(new URLSearchParams("categoryId=abc&countryCode=TUR&page=-2"))).toEqual({ search: "", categoryId: null, countryCode: "", page: 1 });
  });

  it("writes only what is set, and page 1 as no page", () => {
    expect(adminListQuery({ search: "café crème", categoryId: 2, countryCode: "FR", page: 2 })).toBe("?search=caf%C3%A9+cr%C3%A8me&categoryId=2&countryCode=FR&page=2");
    expect(adminListQuery({ search: "", categoryId: null, countryCode: "", page: 1 })).toBe("");
  });
});
