import { describe, expect, it } from "vitest";
import { featuresFromText, pricingPlanInputSchema, subscriptionInputSchema } from "./pricing";

const plan = {
  name: " Premium ",
  price: "249",
  duration: 30,
  features: ["  3 reklam alanı ", "", "   ", "Öncelikli destek"],
  maxAds: "3",
  priorityPlacement: true,
  analyticsAccess: true,
  customStyling: false,
  enabled: true,
};

const messages = (input: unknown) => {
  const result = pricingPlanInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("featuresFromText", () => {
  it("keeps one feature per line and drops blank lines", () => {
    expect(featuresFromText("3 reklam alanı\r\n\n  Öncelikli destek  \n\n")).toEqual(["3 reklam alanı", "Öncelikli destek"]);
    expect(featuresFromText("   \n")).toEqual([]);
  });
});

describe("pricingPlanInputSchema", () => {
  it("reads whole numbers from numbers or form text and trims the text fields", () => {
    expect(pricingPlanInputSchema.parse(plan)).toEqual({
      ...plan,
      name: "Premium",
      price: 249,
      maxAds: 3,
      features: ["3 reklam alanı", "Öncelikli destek"],
    });
    expect(pricingPlanInputSchema.parse({ ...plan, price: " 0 ", duration: "7" })).toMatchObject({ price: 0, duration: 7 });
  });

  it("refuses what is not a whole number with the field's Turkish message", () => {
    expect(messages({ ...plan, price: "12abc" })).toEqual(["price: Fiyat tam sayı olmalı (ör. 249)."]);
    expect(messages({ ...plan, price: 9.5 })).toEqual(["price: Fiyat tam sayı olmalı (ör. 249)."]);
    expect(messages({ ...plan, duration: "" })).toEqual(["duration: Süre (gün) tam sayı olmalı (ör. 30)."]);
    expect(messages({ ...plan, duration: "0" })).toEqual(["duration: Süre (gün) 1 ile 3650 arasında olmalı."]);
    expect(messages({ ...plan, price: -1 })).toEqual(["price: Fiyat 0 ile 10000000 arasında olmalı."]);
    expect(messages({ ...plan, maxAds: null })).toEqual(["maxAds: En fazla reklam sayısı tam sayı olmalı (ör. 3)."]);
  });

  it("wants a name, a list of features and every flag", () => {
    expect(messages({ ...plan, name: "  " })).toEqual(["name: Plan adı gerekli."]);
    expect(messages({ ...plan, features: "a\nb" })).toEqual(["features: Özellikler bir liste olmalı."]);
    const { enabled: _enabled, ...withoutEnabled } = plan;
    expect(messages(withoutEnabled)).toEqual(["enabled: Plan durumu açık ya da kapalı (true/false) olmalı."]);
    expect(messages(null)).toEqual([": Plan bir JSON nesnesi olmalı."]);
  });
});

describe("subscriptionInputSchema", () => {
  it("wants a business and a plan by id", () => {
    expect(subscriptionInputSchema.parse({ businessId: 4, planId: 2 })).toEqual({ businessId: 4, planId: 2 });
    const result = subscriptionInputSchema.safeParse({ businessId: "x" });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(["Bir işletme seçin.", "Bir plan seçin."]);
  });
});
