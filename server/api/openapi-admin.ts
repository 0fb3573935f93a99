import { AD_FORMATS, AD_FREQUENCIES, AD_PLACEMENTS } from "../../app/lib/ads";
import { businessFormSchema } from "../../app/lib/admin/business-form";
import { loginSchema } from "../services/auth/login-schemas";
import { messageUpdateSchema } from "../services/admin/messages-schemas";
import { columnMappingField, columnsStepSchema, reviewColumnsField } from "./openapi-column-mapping";
import { admin, body, guarded, idParameter, json, notFound, ref } from "./openapi-parts";

// The back-office calls: every one needs the `locus_admin` session cookie
// (except the sign-in calls) and, when it changes something, a request from
// the site's own origin.

const backupFile = {
  type: "object",
  properties: { name: { type: "string", pattern: "^locus-backup-\\d{8}-\\d{6}-[0-9a-f]{6}\\.gz$" }, size: { type: "integer" }, createdAt: { type: "string", format: "date-time" } },
};
const backupName = { name: "name", in: "path", required: true, schema: backupFile.properties.name };
const listQuery = ["limit", "offset", "search", "categoryId", "countryCode"].map((name) => ({ name, in: "query", required: false, schema: { type: name.endsWith("Id") || name === "limit" || name === "offset" ? "integer" : "string" } }));

const adSettingFields = {
  placement: { enum: [...AD_PLACEMENTS] },
  enabled: { type: "boolean" },
  adClient: { type: "string", description: "AdSense publisher id, ca-pub- and 16 digits; required when enabled" },
  adSlot: { type: "string", pattern: "^\\d{0,20}$", description: "AdSense ad unit id; required when enabled" },
  adFormat: { enum: [...AD_FORMATS] },
  adStyle: { type: "object", additionalProperties: { type: "string" }, description: "CSS properties of the <ins> element, e.g. {\"display\":\"block\"}" },
  frequency: { enum: [...AD_FREQUENCIES], description: "inline: an ad after every Nth business card" },
};
const adSettingInputSchema = {
  type: "object",
  properties: { ...adSettingFields, adStyle: { oneOf: [adSettingFields.adStyle, { type: "string", description: "the same object as JSON text" }] } },
  required: Object.keys(adSettingFields),
};
const adSettingSchema = { type: "object", properties: { ...adSettingFields, updatedAt: { type: ["string", "null"], format: "date-time" } } };
const adCounts = { impressions: { type: "integer" }, clicks: { type: "integer" }, ctr: { type: "number", description: "clicks / impressions, 0 without impressions" } };
const adAnalyticsSchema = {
  type: "object",
  properties: {
    ...adCounts,
    revenue: { type: "null" },
    fillRate: { type: "null" },
    period: { type: "object", properties: { from: { type: "string", format: "date" }, to: { type: "string", format: "date" }, days: { type: "integer" } } },
    placements: { type: "array", items: { type: "object", properties: { placement: { enum: [...AD_PLACEMENTS] }, ...adCounts } } },
    days: { type: "array", items: { type: "object", properties: { day: { type: "string", format: "date" }, impressions: { type: "integer" }, clicks: { type: "integer" } } } },
  },
};
const adsTxtSchema = { type: "object", properties: { content: { type: "string" }, updatedAt: { type: ["string", "null"], format: "date-time" } } };

export const adminSecuritySchemes = {
  adminSession: { type: "apiKey", in: "cookie", name: "locus_admin", description: "Opened by POST /api/admin/login, valid 24 hours" },
};

export const adminPaths = {
  "/api/admin/login/check": {
    post: {
      operationId: "checkLoginStep", tags: ["admin"], summary: "Verify step 1 (access key) or step 2 (access key and user code) of the sign-in",
      requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { step: { enum: [1, 2] }, accessKey: { type: "string" }, userCode: { type: "string" } }, required: ["step", "accessKey"] } } } },
      responses: { 200: json({ type: "object", properties: { ok: { const: true } } }), 401: json(ref("Error"), "'Hatalı Erişim Anahtarı' or 'Hatalı Kullanıcı Kodu'"), 429: json(ref("Error"), "Too many failed attempts (Retry-After)"), 503: json(ref("Error"), "The process is hashing as many logins as it allows; retry after Retry-After seconds"), 403: guarded[403], 400: guarded[400] },
    },
  },
  "/api/admin/login": {
    post: {
      operationId: "login", tags: ["admin"], summary: "Sign in with all three values; sets the session cookie",
      requestBody: body(loginSchema),
      responses: { 200: json({ type: "object", properties: { userCode: { type: "string" }, expiresAt: { type: "string", format: "date-time" } } }), 401: json(ref("Error"), "The first wrong value: 'Hatalı Erişim Anahtarı', 'Hatalı Kullanıcı Kodu' or 'Hatalı Şifre'"), 429: json(ref("Error"), "Too many failed attempts (Retry-After)"), 503: json(ref("Error"), "The process is hashing as many logins as it allows; retry after Retry-After seconds"), 403: guarded[403], 400: guarded[400] },
    },
  },
  "/api/admin/logout": { post: { operationId: "logout", tags: ["admin"], summary: "End the session and clear the cookie", responses: { 200: json({ type: "object" }), 403: guarded[403] } } },
  "/api/admin/session": { get: { operationId: "session", tags: ["admin"], summary: "Who is signed in", responses: { 200: json({ type: "object", properties: { authenticated: { const: true }, userCode: { type: "string" }, expiresAt: { type: "string" } } }), 401: guarded[401] } } },
  "/api/admin/businesses": {
    get: { ...admin, operationId: "adminListBusinesses", tags: ["admin"], summary: "Businesses in upload order, with search and filters", parameters: listQuery, responses: { 200: json(ref("BusinessPage")), ...guarded } },
  },
  "/api/admin/businesses/{id}": {
    get: { ...admin, operationId: "adminGetBusiness", tags: ["admin"], summary: "One business with every field, for the edit dialog", parameters: [idParameter], responses: { 200: json(ref("BusinessDetail")), ...notFound, ...guarded } },
  },
  "/api/businesses": {
    post: { ...admin, operationId: "createBusiness", tags: ["admin"], summary: "Create a business", requestBody: body(businessFormSchema), responses: { 201: json(ref("BusinessDetail"), "Created"), ...guarded } },
  },
  "/api/businesses/{id}": {
    patch: { ...admin, operationId: "updateBusiness", tags: ["admin"], summary: "Update a business (fields left out keep their value)", parameters: [idParameter], requestBody: body(businessFormSchema.partial()), responses: { 200: json(ref("BusinessDetail")), ...notFound, ...guarded } },
    delete: { ...admin, operationId: "deleteBusiness", tags: ["admin"], summary: "Delete a business", parameters: [idParameter], responses: { 204: { description: "Deleted" }, ...notFound, ...guarded } },
  },
  "/api/admin/messages": {
    get: {
      ...admin, operationId: "listMessages", tags: ["admin"], summary: "Contact form messages, newest first",
      parameters: [{ name: "status", in: "query", schema: { enum: ["all", "unread"] } }, { name: "limit", in: "query", schema: { type: "integer" } }, { name: "offset", in: "query", schema: { type: "integer" } }],
      responses: { 200: json({ type: "object", properties: { messages: { type: "array", items: { type: "object" } }, total: { type: "integer" }, unread: { type: "integer" } } }), ...guarded },
    },
  },
  "/api/admin/messages/{id}": {
    patch: { ...admin, operationId: "markMessage", tags: ["admin"], summary: "Mark a message read or unread (reading the list never marks anything)", parameters: [idParameter], requestBody: body(messageUpdateSchema), responses: { 200: json({ type: "object" }), ...notFound, ...guarded } },
    delete: { ...admin, operationId: "deleteMessage", tags: ["admin"], summary: "Delete a message", parameters: [idParameter], responses: { 204: { description: "Deleted" }, ...notFound, ...guarded } },
  },
  "/api/admin/refresh-sitemap": {
    post: { ...admin, operationId: "refreshSitemap", tags: ["admin"], summary: "Drop and rebuild the sitemap caches (a background job; answers when it has ended)", responses: { 200: json({ type: "object", properties: { message: { type: "string" } } }), ...guarded, 500: json(ref("Error"), "The refresh failed") } },
  },
  "/api/export-businesses": {
    get: {
      ...admin, operationId: "exportBusinesses", tags: ["admin"], summary: "Stream businesses by global row number range as xlsx or csv",
      parameters: ["startIndex", "endIndex", "categoryId"].map((name) => ({ name, in: "query", schema: { type: "integer", minimum: 1 } })).concat([
        { name: "countryCode", in: "query", schema: { type: "string" } } as never,
        { name: "format", in: "query", schema: { enum: ["xlsx", "csv"] } } as never,
      ]),
      responses: { 200: { description: "The file (Content-Disposition names it)" }, ...guarded },
    },
  },
  "/api/upload-excel": {
    post: {
      ...admin, operationId: "uploadSpreadsheet", tags: ["admin"],
      summary: "Upload an .xlsx, .csv, .json (array of objects) or .jsonl/.ndjson (Locus export, Outscraper, Apify, gosom; at most 500 MB) and start its import",
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              properties: { file: { type: "string", format: "binary" }, columnMapping: columnMappingField, reviewColumns: reviewColumnsField },
              required: ["file"],
            },
          },
        },
      },
      responses: {
        202: json({ type: "object", properties: { job: ref("ImportJob") } }, "Accepted: the import is queued and runs in whichever server process takes it"),
        200: json({ type: "object", properties: { columns: columnsStepSchema } }, "With reviewColumns=true: the mapping step, nothing imported"),
        ...guarded,
        400: json(ref("Error"), "No file field, or a columnMapping that is not a JSON object, names a header not in the file or an unknown field, or leaves no name column"),
        409: json(ref("Error"), "Another import or a restore is queued or running"),
        413: json(ref("Error"), "Over 500 MB, or inflates beyond the zip-bomb limit"),
        415: json(ref("Error"), "Not an xlsx, CSV or JSON file (old binary .xls included), or JSON that is neither an array of objects nor JSON Lines"),
        422: json(
          { oneOf: [ref("Error"), { type: "object", properties: { error: { type: "string" }, details: { type: "object", properties: { columns: columnsStepSchema } } } }] },
          "Damaged file, empty sheet, or no business-name column and no mapping for this header: then `details.columns` is the mapping step (a job fails with 422 when more than half of its rows are unreadable)",
        ),
      },
    },
  },
  "/api/import-jobs/current": {
    get: {
      ...admin, operationId: "currentImportJob", tags: ["admin"], summary: "The most recent import, running or finished",
      responses: { 200: json({ type: "object", properties: { job: { oneOf: [ref("ImportJob"), { type: "null" }] } } }), ...guarded },
    },
  },
  "/api/import-jobs/{id}": {
    get: {
      ...admin, operationId: "getImportJob", tags: ["admin"], summary: "Progress (rows done / total, rate) and, once finished, the result",
      parameters: [idParameter],
      responses: { 200: json(ref("ImportJob")), ...guarded, ...notFound },
    },
    delete: {
      ...admin, operationId: "cancelImportJob", tags: ["admin"], summary: "Stop a queued or running import wherever it runs; answers once it has rolled back (30 s at most); nothing of it is kept",
      parameters: [idParameter],
      responses: { 202: json(ref("ImportJob")), ...guarded, ...notFound },
    },
  },
  "/api/import-jobs/{id}/errors": {
    get: {
      ...admin, operationId: "importJobErrors", tags: ["admin"], summary: "Every row problem of the import as CSV (row, column, message)",
      parameters: [idParameter],
      responses: { 200: { description: "text/csv", content: { "text/csv": { schema: { type: "string" } } } }, ...guarded, ...notFound },
    },
  },
  "/api/reset-database": {
    delete: {
      ...admin, operationId: "resetDatabase", tags: ["admin"],
      summary: "Take a full backup, then delete every business, review, category, city and country; numbering restarts at 1",
      responses: {
        200: json({
          type: "object",
          properties: {
            message: { type: "string" },
            deleted: { type: "object", properties: Object.fromEntries(["businesses", "categories", "cities", "countries", "reviews"].map((name) => [name, { type: "integer" }])) },
            backup: backupFile,
          },
        }),
        ...guarded,
        409: json(ref("Error"), "An import is running"),
      },
    },
  },
  "/api/admin/database": {
    get: {
      ...admin, operationId: "databaseStatus", tags: ["admin"], summary: "PostgreSQL version, database size, exact rows and size per table, the latest backup",
      responses: {
        200: json({
          type: "object",
          properties: {
            version: { type: "string" },
            sizeBytes: { type: "integer" },
            tables: { type: "array", items: { type: "object", properties: { name: { type: "string" }, rows: { type: "integer" }, bytes: { type: "integer" } } } },
            lastBackup: { oneOf: [backupFile, { type: "null" }] },
          },
        }),
        ...guarded,
      },
    },
  },
  "/api/admin/database/optimize": {
    post: {
      ...admin, operationId: "optimizeDatabase", tags: ["admin"], summary: "Run VACUUM (ANALYZE) on the whole database",
      responses: { 200: json({ type: "object", properties: { message: { type: "string" }, seconds: { type: "number" } } }), ...guarded },
    },
  },
  "/api/admin/database/backups": {
    get: { ...admin, operationId: "listBackups", tags: ["admin"], summary: "Stored backups, newest first", responses: { 200: json({ type: "object", properties: { backups: { type: "array", items: backupFile } } }), ...guarded } },
    post: {
      ...admin, operationId: "createBackup", tags: ["admin"], summary: "Write a full backup (gzip: JSON header, COPY text per table, sequences) into BACKUP_DIR, as a background job; answers when it has ended",
      responses: { 201: json({ ...backupFile, properties: { ...backupFile.properties, tables: { type: "array", items: { type: "object", properties: { name: { type: "string" }, rows: { type: "integer" } } } } } }, "Written"), ...guarded, 500: json(ref("Error"), "The backup failed") },
    },
  },
  "/api/admin/database/backups/upload": {
    post: {
      ...admin, operationId: "uploadBackup", tags: ["admin"], summary: "Store an uploaded Locus backup file (multipart field `file`) so it can be restored",
      requestBody: { required: true, content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"] } } } },
      responses: { 201: json(backupFile, "Stored under a new name"), ...guarded, 413: json(ref("Error"), "Too large") },
    },
  },
  "/api/admin/database/backups/{name}": {
    get: { ...admin, operationId: "downloadBackup", tags: ["admin"], summary: "Download a backup file", parameters: [backupName], responses: { 200: { description: "application/gzip", content: { "application/gzip": { schema: { type: "string", format: "binary" } } } }, ...guarded, ...notFound } },
    delete: { ...admin, operationId: "deleteBackup", tags: ["admin"], summary: "Delete a backup file", parameters: [backupName], responses: { 200: json({ type: "object", properties: { message: { type: "string" } } }), ...guarded, ...notFound } },
  },
  "/api/admin/database/restore": {
    post: {
      ...admin, operationId: "restoreBackup", tags: ["admin"],
      summary: "Replace every backed-up table with a stored backup, in one transaction, as a background job; answers when it has ended (admin sessions of accounts that still exist are kept)",
      requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] } } } },
      responses: {
        200: json({ type: "object", properties: { message: { type: "string" }, backup: backupFile, tables: { type: "array", items: { type: "object" } } } }),
        ...guarded,
        ...notFound,
        400: json(ref("Error"), "Not a Locus backup, another schema version, or a damaged file: nothing changed"),
        409: json(ref("Error"), "An import or another restore is queued or running"),
        500: json(ref("Error"), "The restore failed: nothing changed"),
      },
    },
  },
  "/api/admin/ad-settings": {
    get: { ...admin, operationId: "listAdSettings", tags: ["admin"], summary: "The five ad placements (top, middle, bottom, sidebar, inline) in that order", responses: { 200: json({ type: "array", items: adSettingSchema }), ...guarded } },
    post: {
      ...admin, operationId: "saveAdSettings", tags: ["admin"],
      summary: "Save some or all placements, validated whole (one bad entry saves nothing); public pages show the change within seconds",
      requestBody: { required: true, content: { "application/json": { schema: { type: "array", minItems: 1, maxItems: 5, items: adSettingInputSchema } } } },
      responses: { 200: json({ type: "array", items: adSettingSchema }, "All five placements as saved"), ...guarded },
    },
  },
  "/api/admin/ad-analytics": {
    get: {
      ...admin, operationId: "adAnalytics", tags: ["admin"],
      summary: "Impressions and clicks the public pages reported over the last 30 UTC days; revenue and fill rate are known only to AdSense (always null)",
      responses: { 200: json(adAnalyticsSchema), ...guarded },
    },
  },
  "/api/admin/ads-txt": {
    get: { ...admin, operationId: "getAdsTxt", tags: ["admin"], summary: "The text served at /ads.txt", responses: { 200: json(adsTxtSchema), ...guarded } },
    put: {
      ...admin, operationId: "saveAdsTxt", tags: ["admin"],
      summary: "Replace ads.txt; every non-comment line must be 'domain, publisher id, DIRECT|RESELLER[, cert id]' or a VARIABLE=value line",
      requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { content: { type: "string", maxLength: 100000 } }, required: ["content"] } } } },
      responses: { 200: json(adsTxtSchema), ...guarded, 400: json(ref("Error"), "Bad lines: details [{ line, message }]") },
    },
  },
  "/api/ad-events": {
    post: {
      operationId: "recordAdEvent", tags: ["site"],
      summary: "Count one impression (slot at least half visible) or click of an ad placement; public, same-origin only, rate-limited per address",
      description:
        "The page view's first impression is sent without pageViewId and answered with a new one; later impressions and the clicks carry it. " +
        "Only placements that are switched on are counted, and a click only while its page view has recorded more impressions of the placement than clicks " +
        "(a page view lives two hours). Events that do not count are accepted all the same.",
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: { placement: { enum: [...AD_PLACEMENTS] }, kind: { enum: ["impression", "click"] }, pageViewId: { type: "string", format: "uuid" } },
              required: ["placement", "kind"],
            },
          },
        },
      },
      responses: {
        200: json({ type: "object", properties: { pageViewId: { type: ["string", "null"], format: "uuid" } }, required: ["pageViewId"] }, "An impression: the id the page's later events carry (null when the placement is off)"),
        204: { description: "A click, accepted" },
        400: guarded[400], 403: guarded[403], 415: json(ref("Error"), "Not JSON"), 429: json(ref("Error"), "Too many events from this address (Retry-After)"),
      },
    },
  },
};

const count = { type: "integer", minimum: 0 };

/** The import job as GET /api/import-jobs/{id} answers it (app/lib/admin/import-job.ts). */
export const importJobSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    status: { enum: ["queued", "running", "succeeded", "failed", "cancelled"] },
    fileName: { type: "string" },
    fileSize: count,
    phase: { enum: ["counting", "reading", "saving", null], description: "a JSON file has no counting phase" },
    done: count,
    total: { type: ["integer", "null"], description: "rows in the file; for JSON estimated from the bytes read until it ends" },
    rowsPerSecond: { type: ["integer", "null"] },
    startedAt: { type: ["string", "null"], format: "date-time" },
    finishedAt: { type: ["string", "null"], format: "date-time" },
    error: { type: ["string", "null"] },
    errorStatus: { type: ["integer", "null"] },
    result: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          properties: {
            ...Object.fromEntries(
              ["imported", "updated", "unchanged", "merged", "skipped", "categoriesCreated", "citiesFound", "totalRows", "errorCount"].map((name) => [name, count]),
            ),
            errors: {
              type: "array",
              maxItems: 100,
              items: { type: "object", properties: { row: { type: "integer" }, column: { type: "string" }, message: { type: "string" } } },
            },
          },
        },
      ],
    },
  },
};
