// Pricing plans and business subscriptions: the shapes the pricing screen and
// the API share, and the zod schemas the server checks every body with.
// Browser-safe.
import { z } from "zod";

export interface PricingPlan {
  id: number;
  name: string;
  /** whole lira */
  price: number;
  /** days */
  duration: number;
  features: string[];
  maxAds: number;
  /** Active subscribers are listed first on their category and city pages. */
  priorityPlacement: boolean;
  analyticsAccess: boolean;
  customStyling: boolean;
  /** Only enabled plans can be assigned to a business. */
  enabled: boolean;
  /** Every subscription ever made with the plan; a plan that has any cannot be deleted. */
  subscriptionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface Subscription {
  id: number;
  businessId: number;
  businessName: string;
  businessSlug: string;
  planId: number;
  planName: string;
  /** what the plan cost when it was assigned, whole lira */
  price: number;
  startsAt: string;
  endsAt: string;
  /** startsAt <= now < endsAt */
  active: boolean;
}

export interface SubscriptionPage {
  subscriptions: Subscription[];
  total: number;
  limit: number;
  offset: number;
}

export interface PlanRevenue {
  planId: number;
  planName: string;
  activeSubscriptions: number;
  subscriptions: number;
  revenue: number;
  revenueThisMonth: number;
}

/** Figures from the subscription records; months are calendar months in UTC. */
export interface PricingSummary {
  activeSubscriptions: number;
  revenueThisMonth: number;
  totalRevenue: number;
  /** 'YYYY-MM' of "this month" */
  month: string;
  plans: PlanRevenue[];
}

export const PLAN_LIMITS = {
  nameLength: 60,
  price: 10_000_000,
  duration: 3650,
  maxAds: 9999,
  features: 30,
  featureLength: 200,
} as const;

/**
 * A whole number given as a number or as the text of a form field ("249",
 * " 30 "): anything else ("12abc", "9.5", "") is refused with `label`'s own
 * message, so the form can show it beside the field.
 */
function wholeNumber(label: string, example: number, min: number, max: number) {
  return z.unknown().transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({ code: "custom", message: `${label} tam sayı olmalı (ör. ${example}).` });
      return z.NEVER;
    }
    const number = Number(text);
    if (number < min || number > max) {
      ctx.addIssue({ code: "custom", message: `${label} ${min} ile ${max} arasında olmalı.` });
      return z.NEVER;
    }
    return number;
  });
}

const flag = (label: string) => z.boolean({ error: `${label} açık ya da kapalı (true/false) olmalı.` });

/** The features one per line as the form holds them: trimmed, blank lines dropped. */
export function featuresFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

const featuresSchema = z
  .array(z.string({ error: "Her özellik bir metin olmalı." }).max(PLAN_LIMITS.featureLength, `Bir özellik en fazla ${PLAN_LIMITS.featureLength} karakter olabilir.`), {
    error: "Özellikler bir liste olmalı.",
  })
  .transform((features) => features.map((feature) => feature.trim()).filter((feature) => feature !== ""))
  .pipe(z.array(z.string()).max(PLAN_LIMITS.features, `En fazla ${PLAN_LIMITS.features} özellik girilebilir.`));

/** The full plan, as PUT replaces it and POST creates it. */
export const pricingPlanInputSchema = z.object(
  {
    name: z
      .string({ error: "Plan adı gerekli." })
      .trim()
      .min(1, "Plan adı gerekli.")
      .max(PLAN_LIMITS.nameLength, `Plan adı en fazla ${PLAN_LIMITS.nameLength} karakter olabilir.`),
    price: wholeNumber("Fiyat", 249, 0, PLAN_LIMITS.price),
    duration: wholeNumber("Süre (gün)", 30, 1, PLAN_LIMITS.duration),
    features: featuresSchema,
    maxAds: wholeNumber("En fazla reklam sayısı", 3, 0, PLAN_LIMITS.maxAds),
    priorityPlacement: flag("Öncelikli listeleme"),
    analyticsAccess: flag("İstatistik erişimi"),
    customStyling: flag("Özel görünüm"),
    enabled: flag("Plan durumu"),
  },
  { error: "Plan bir JSON nesnesi olmalı." },
);

export type PricingPlanInput = z.infer<typeof pricingPlanInputSchema>;

/** The enabled switch, saved on its own as soon as it is flipped. */
export const planEnabledSchema = z.object({ enabled: flag("Plan durumu") }, { error: "Gövde { enabled } olmalı." });

const positiveId = (message: string) => z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

export const subscriptionInputSchema = z.object(
  {
    businessId: positiveId("Bir işletme seçin."),
    planId: positiveId("Bir plan seçin."),
  },
  { error: "Gövde { businessId, planId } olmalı." },
);

export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;
