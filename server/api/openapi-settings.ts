import { injectionListSchema } from "../../app/lib/admin/html-injection";
import { siteSettingsSchema } from "../../app/lib/admin/site-settings";
import { admin, body, guarded, json } from "./openapi-parts";

// The Settings and HTML injection screens' calls.

const settingsFields = Object.fromEntries(Object.keys(siteSettingsSchema.shape).map((field) => [field, { type: "string" }]));
const storedSettings = {
  type: "object",
  properties: { settings: { type: "object", properties: settingsFields }, updatedAt: { type: ["string", "null"], format: "date-time" } },
};
const injectionItem = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    description: { type: "string" },
    code: { type: "string" },
    enabled: { type: "boolean" },
    position: { enum: ["head", "body-start", "body-end"] },
    builtIn: { type: "boolean", description: "One of the services Locus ships; it can be switched off, not deleted" },
    updatedAt: { type: "string", format: "date-time" },
  },
};

export const settingsPaths = {
  "/api/admin/settings": {
    get: { ...admin, operationId: "getSiteSettings", tags: ["admin"], summary: "Head and footer codes, analytics ids, default meta description and keywords", responses: { 200: json(storedSettings), ...guarded } },
    put: {
      ...admin, operationId: "saveSiteSettings", tags: ["admin"],
      summary: "Replace the site settings; analytics ids must have their vendor's shape (G-…, GTM-…, digits). Public pages use them from the next request on",
      requestBody: body(siteSettingsSchema),
      responses: { 200: json(storedSettings), ...guarded },
    },
  },
  "/api/admin/settings/security": {
    get: {
      ...admin, operationId: "securityStatus", tags: ["admin"],
      summary: "Admin accounts, open sessions, failed sign-ins (24 hours, 7 days, the last ten) and whether the site and its cookie use https",
      responses: { 200: json({ type: "object" }), ...guarded },
    },
  },
  "/api/clear-cache": {
    post: {
      ...admin, operationId: "clearCache", tags: ["admin"],
      summary: "Empty the server's read cache (counts, lists, stats, sitemap boundaries, settings, injection and ad codes)",
      responses: { 200: json({ type: "object", properties: { message: { type: "string" } } }), ...guarded },
    },
  },
  "/api/admin/html-injection": {
    get: { ...admin, operationId: "listHtmlInjections", tags: ["admin"], summary: "Every injection item, the built-in services first", responses: { 200: json({ type: "array", items: injectionItem }), ...guarded } },
    post: {
      ...admin, operationId: "saveHtmlInjections", tags: ["admin"],
      summary: "Save the whole list in order: custom items left out are deleted, built-in services left out are kept. An enabled item needs a code without XXXX placeholders",
      requestBody: body(injectionListSchema),
      responses: { 200: json({ type: "array", items: injectionItem }), ...guarded },
    },
  },
};
