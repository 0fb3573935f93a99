import { z } from "zod";
import { AD_FORMATS, AD_FREQUENCIES, AD_PLACEMENTS, type AdStyle } from "../../../app/lib/ads";

export const AD_CLIENT_PATTERN = /^ca-pub-\d{16}$/;
const AD_SLOT_PATTERN = /^\d{1,20}$/;
const STYLE_KEY_PATTERN = /^(--[a-zA-Z0-9-]{1,60}|-?[a-zA-Z][a-zA-Z0-9-]{0,60})$/;
// A value may not close the declaration, open a block or tag, or load anything.
const UNSAFE_STYLE_VALUE = /[;{}<>\\]|url\s*\(|expression\s*\(|javascript:|@import/i;
const STYLE_MAX_KEYS = 30;
const STYLE_VALUE_MAX = 200;

export const AD_STYLE_JSON_MESSAGE = 'Reklam stili geçerli bir JSON nesnesi olmalı (ör. {"display":"block"}).';

/**
 * The style arrives as an object, or as the JSON text the screen's field holds;
 * either way it must be an object of CSS properties with plain text values.
 */
export const adStyleSchema = z.unknown().transform((input, ctx): AdStyle => {
  let value = input;
  if (typeof input === "string") {
    try {
      value = JSON.parse(input.trim() === "" ? "{}" : input);
    } catch {
      ctx.addIssue({ code: "custom", message: AD_STYLE_JSON_MESSAGE });
      return z.NEVER;
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: "custom", message: AD_STYLE_JSON_MESSAGE });
    return z.NEVER;
  }
  const entries = Object.entries(value);
  if (entries.length > STYLE_MAX_KEYS) {
    ctx.addIssue({ code: "custom", message: `Reklam stili en fazla ${STYLE_MAX_KEYS} özellik içerebilir.` });
    return z.NEVER;
  }
  const style: AdStyle = {};
  for (const [key, raw] of entries) {
    if (!STYLE_KEY_PATTERN.test(key)) {
      ctx.addIssue({ code: "custom", message: `Reklam stilinde geçersiz CSS özelliği: "${key.slice(0, 60)}".` });
      return z.NEVER;
    }
    if (typeof raw !== "string") {
      ctx.addIssue({ code: "custom", message: `Reklam stilinde "${key}" değeri metin olmalı (ör. "90px").` });
      return z.NEVER;
    }
    const text = raw.trim();
    if (text === "" || text.length > STYLE_VALUE_MAX || UNSAFE_STYLE_VALUE.test(text)) {
      ctx.addIssue({ code: "custom", message: `Reklam stilinde "${key}" için geçersiz değer.` });
      return z.NEVER;
    }
    style[key] = text;
  }
  return style;
});

export const adSettingSchema = z
  .object(
    {
      placement: z.enum(AD_PLACEMENTS, { error: "Reklam alanı top, middle, bottom, sidebar veya inline olmalı." }),
      enabled: z.boolean({ error: "Etkin alanı true veya false olmalı." }),
      adClient: z
        .string({ error: "Yayıncı kimliği metin olmalı." })
        .trim()
        .refine((value) => value === "" || AD_CLIENT_PATTERN.test(value), {
          message: "Yayıncı kimliği ca-pub- ve 16 rakamdan oluşmalı (ör. ca-pub-1234567890123456).",
        }),
      adSlot: z
        .string({ error: "Reklam birimi kimliği metin olmalı." })
        .trim()
        .refine((value) => value === "" || AD_SLOT_PATTERN.test(value), { message: "Reklam birimi kimliği yalnızca rakamlardan oluşmalı." }),
      adFormat: z.enum(AD_FORMATS, { error: "Reklam biçimi auto, rectangle, vertical veya horizontal olmalı." }),
      adStyle: adStyleSchema,
      frequency: z
        .number({ error: "Sıklık 1, 2, 3 veya 5 olmalı." })
        .refine((value): value is (typeof AD_FREQUENCIES)[number] => (AD_FREQUENCIES as readonly number[]).includes(value), {
          message: "Sıklık 1, 2, 3 veya 5 olmalı.",
        }),
    },
    { error: "Her reklam alanı bir nesne olmalı." },
  )
  .superRefine((setting, ctx) => {
    // A disabled placement may stay half filled in; one that shows ads needs both ids.
    if (!setting.enabled) return;
    if (setting.adClient === "") ctx.addIssue({ code: "custom", path: ["adClient"], message: "Etkin reklam alanı için yayıncı kimliği gerekli." });
    if (setting.adSlot === "") ctx.addIssue({ code: "custom", path: ["adSlot"], message: "Etkin reklam alanı için reklam birimi kimliği gerekli." });
  });

export const adSettingsListSchema = z
  .array(adSettingSchema, { error: "Reklam ayarları bir liste olmalı." })
  .min(1, "En az bir reklam alanı gönderin.")
  .max(AD_PLACEMENTS.length, `En fazla ${AD_PLACEMENTS.length} reklam alanı gönderilebilir.`)
  .superRefine((settings, ctx) => {
    const seen = new Set<string>();
    settings.forEach((setting, index) => {
      if (seen.has(setting.placement)) ctx.addIssue({ code: "custom", path: [index, "placement"], message: "Her reklam alanı bir kez gönderilmeli." });
      seen.add(setting.placement);
    });
  });

export type AdSettingInput = z.infer<typeof adSettingSchema>;
