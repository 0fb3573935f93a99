import { describe, expect, it } from "vitest";
import { ABOUT_MESSAGE } from "./about-field";
import { businessFormSchema, fieldErrors } from "./business-form";

const valid = { name: "Mario's", categoryId: 3, address: "1 Main Street" };

function errorsOf(input: Record<string, unknown>) {
  const result = businessFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error.issues);
}

describe("businessFormSchema", () => {
  it("fills defaults: empty strings, no features, open and not verified", () => {
    const values = businessFormSchema.parse(valid);
    expect(values).toMatchObject({ name: "Mario's", categoryId: 3, street: "", email: "", about: {}, isOpen: true, isVerified: false });
    expect(businessFormSchema.parse({ ...valid, city: null, isOpen: false }).isOpen).toBe(false);
  });

  it("answers the spec's Turkish message for each required field", () => {
    expect(errorsOf({})).toMatchObject({ name: "İşletme adı gerekli", categoryId: "Kategori seçimi gerekli", address: "Adres gerekli" });
    expect(errorsOf({ ...valid, name: "   " }).name).toBe("İşletme adı gerekli");
    expect(errorsOf({ ...valid, categoryId: "" }).categoryId).toBe("Kategori seçimi gerekli");
    expect(errorsOf({ ...valid, categoryId: 0 }).categoryId).toBe("Kategori seçimi gerekli");
    expect(errorsOf({ ...valid, categoryId: "abc" }).categoryId).toBe("Kategori seçimi gerekli");
    expect(businessFormSchema.parse({ ...valid, categoryId: "7" }).categoryId).toBe(7);
  });

  it("checks e-mail and each link with its own message, and lets them be empty", () => {
    expect(errorsOf({ ...valid, email: "not-an-email", website: "example", menuLink: "ftp://x.example", orderLink: "javascript:alert(1)", reservationLink: "http//x" })).toEqual({
      email: "Geçersiz email",
      website: "Geçersiz URL",
      menuLink: "Geçersiz menü URL",
      orderLink: "Geçersiz sipariş URL",
      reservationLink: "Geçersiz rezervasyon URL",
    });
    expect(errorsOf({ ...valid, email: "", website: "", menuLink: "", orderLink: "", reservationLink: "" })).toEqual({});
    expect(errorsOf({ ...valid, email: "a@b.example", website: "https://b.example/x?y=1" })).toEqual({});
  });

  it("limits lengths and country codes", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(201) }).name).toBe("En fazla 200 karakter olabilir");
    expect(errorsOf({ ...valid, countryCode: "TUR" }).countryCode).toMatch(/Geçersiz ülke kodu/);
    expect(businessFormSchema.parse({ ...valid, countryCode: "tr" }).countryCode).toBe("TR");
  });

  it("reads about as JSON text or as an object, and refuses other shapes", () => {
    const about = { Payments: { "Credit cards": true, Note: "cash only" } };
    expect(businessFormSchema.parse({ ...valid, about: JSON.stringify(about) }).about).toEqual(about);
    expect(businessFormSchema.parse({ ...valid, about }).about).toEqual(about);
    expect(businessFormSchema.parse({ ...valid, about: "  " }).about).toEqual({});
    expect(errorsOf({ ...valid, about: "Wi-Fi yes" }).about).toBe(ABOUT_MESSAGE);
    expect(errorsOf({ ...valid, about: { Payments: ["cash"] } }).about).toBe(ABOUT_MESSAGE);
    expect(errorsOf({ ...valid, about: "[1,2]" }).about).toBe(ABOUT_MESSAGE);
  });

  it("maps API details to the same field messages", () => {
    expect(fieldErrors([{ path: "categoryId", message: "Kategori seçimi gerekli" }, { path: "categoryId", message: "other" }])).toEqual({
      categoryId: "Kategori seçimi gerekli",
    });
  });
});
