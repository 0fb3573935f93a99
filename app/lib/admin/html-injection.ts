// HTML injection items as the back office edits them. Browser-safe: the screen and the
// API check with the same schema.
import { z } from "zod";

export const INJECTION_POSITIONS = ["head", "body-start", "body-end"] as const;
export type InjectionPosition = (typeof INJECTION_POSITIONS)[number];

export const INJECTION_POSITION_LABELS: Record<InjectionPosition, string> = {
  head: "Head (</head> öncesi)",
  "body-start": "Body başı (<body> sonrası)",
  "body-end": "Body sonu (</body> öncesi)",
};

/** The services Locus ships (seeded by a migration, all off); staff add custom items beside them. */
export const BUILT_IN_INJECTION_IDS = [
  "google-adsense",
  "adsense-unit",
  "content-ad-unit",
  "search-console",
  "google-analytics-4",
  "facebook-pixel",
  "custom-head",
  "custom-body",
] as const;

export const MAX_INJECTION_ITEMS = 50;
const MAX_INJECTION_CODE = 100_000;
/** The built-in templates mark the site's own ids with a run of X. */
const TEMPLATE_PLACEHOLDER = /X{6,}/;

export const PLACEHOLDER_MESSAGE = "Kodda hâlâ XXXX yer tutucusu var; etkinleştirmeden önce kendi kimliğinizi yazın.";
export const EMPTY_CODE_MESSAGE = "Etkin bir öğenin kodu boş olamaz.";

export function isBuiltInInjection(id: string): boolean {
  return (BUILT_IN_INJECTION_IDS as readonly string[]).includes(id);
}

export const injectionItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Kimlik küçük harf, rakam ve tireden oluşmalı (en fazla 64 karakter)"),
    name: z.string().trim().min(1, "Ad gerekli").max(100, "Ad en fazla 100 karakter olabilir"),
    description: z.string().trim().max(300, "Açıklama en fazla 300 karakter olabilir").default(""),
    code: z.string().max(MAX_INJECTION_CODE, `Kod en fazla ${MAX_INJECTION_CODE.toLocaleString("tr-TR")} karakter olabilir`),
    enabled: z.boolean(),
    position: z.enum(INJECTION_POSITIONS, { message: "Konum head, body-start veya body-end olmalı" }),
  })
  .superRefine((item, ctx) => {
    if (!item.enabled) return;
    if (item.code.trim() === "") ctx.addIssue({ code: "custom", path: ["code"], message: EMPTY_CODE_MESSAGE });
    else if (TEMPLATE_PLACEHOLDER.test(item.code)) ctx.addIssue({ code: "custom", path: ["code"], message: PLACEHOLDER_MESSAGE });
  });

export const injectionListSchema = z
  .array(injectionItemSchema)
  .max(MAX_INJECTION_ITEMS, `En fazla ${MAX_INJECTION_ITEMS} öğe kaydedilebilir`)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: `"${item.id}" kimliği birden fazla kez kullanılmış` });
      seen.add(item.id);
    });
  });

export type InjectionItem = z.output<typeof injectionItemSchema>;

export interface StoredInjectionItem extends InjectionItem {
  builtIn: boolean;
  updatedAt: string;
}
