import { describe, expect, it } from "vitest";
import type { PricingPlan } from "../../../lib/admin/pricing";
import { draftBody, errorsFrom, toDraft } from "./plan-draft";

const plan: PricingPlan = {
  id: 2, name: "Premium", price: 249, duration: 30, features: ["3 reklam alanı", "Öncelikli destek"], maxAds: 3,
  priorityPlacement: true, analyticsAccess: true, customStyling: false, enabled: true, subscriptionCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("plan drafts", () => {
  it("hold numbers as text and features one per line, and send blank lines nowhere", () => {
    const draft = toDraft(plan);
    expect(draft).toMatchObject({ price: "249", duration: "30", maxAds: "3", features: "3 reklam alanı\nÖncelikli destek" });
    expect(draftBody({ ...draft, price: "abc", features: "a\n\n  \n b " })).toMatchObject({ price: "abc", features: ["a", "b"] });
  });

  it("put each refused field's message beside its field, the first one per field", () => {
    expect(
      errorsFrom([
        { path: "price", message: "Fiyat tam sayı olmalı (ör. 249)." },
        { path: "features.3", message: "uzun" },
        { path: "features.4", message: "ikinci" },
        { path: "planId", message: "başka bir form" },
      ]),
    ).toEqual({ price: "Fiyat tam sayı olmalı (ör. 249).", features: "uzun" });
  });
});
