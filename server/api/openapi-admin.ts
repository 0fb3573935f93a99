import { z, type ZodType } from "zod";
import { businessFormSchema } from "../../app/lib/admin/business-form";
import { loginSchema } from "../services/auth/login-schemas";
import { messageUpdateSchema } from "../services/admin/messages-schemas";

// The back-office calls: every one needs the `locus_admin` session cookie
// (except the sign-in calls) and, when it changes something, a request from
// the site's own origin.

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object, description = "OK") => ({ description, content: { "application/json": { schema } } });
const body = (schema: ZodType) => ({
  required: true,
  content: { "application/json": { schema: z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) } },
});
const idParameter = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
const admin = { security: [{ adminSession: [] }] };
const guarded = {
  400: json(ref("Error"), "Invalid input (details per field)"),
  401: json(ref("Error"), "No admin session"),
  403: json(ref("Error"), "Changing call from another origin"),
};
const notFound = { 404: json(ref("Error"), "Not found") };
const listQuery = ["limit", "offset", "search", "categoryId", "countryCode"].map((name) => ({ name, in: "query", required: false, schema: { type: name.endsWith("Id") || name === "limit" || name === "offset" ? "integer" : "string" } }));

export const adminSecuritySchemes = {
  adminSession: { type: "apiKey", in: "cookie", name: "locus_admin", description: "Opened by POST /api/admin/login, valid 24 hours" },
};

export const adminPaths = {
  "/api/admin/login/check": {
    post: {
      operationId: "checkLoginStep", tags: ["admin"], summary: "Verify step 1 (access key) or step 2 (access key and user code) of the sign-in",
      requestBody: { required: true, content: { "application/json": { schema: { type: "object", properties: { step: { enum: [1, 2] }, accessKey: { type: "string" }, userCode: { type: "string" } }, required: ["step", "accessKey"] } } } },
      responses: { 200: json({ type: "object", properties: { ok: { const: true } } }), 401: json(ref("Error"), "'Hatalı Erişim Anahtarı' or 'Hatalı Kullanıcı Kodu'"), 429: json(ref("Error"), "Too many failed attempts"), 403: guarded[403], 400: guarded[400] },
    },
  },
  "/api/admin/login": {
    post: {
      operationId: "login", tags: ["admin"], summary: "Sign in with all three values; sets the session cookie",
      requestBody: body(loginSchema),
      responses: { 200: json({ type: "object", properties: { userCode: { type: "string" }, expiresAt: { type: "string", format: "date-time" } } }), 401: json(ref("Error"), "The first wrong value: 'Hatalı Erişim Anahtarı', 'Hatalı Kullanıcı Kodu' or 'Hatalı Şifre'"), 429: json(ref("Error"), "Too many failed attempts"), 403: guarded[403], 400: guarded[400] },
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
    patch: { ...admin, operationId: "markMessage", tags: ["admin"], summary: "Mark a message read or unread", parameters: [idParameter], requestBody: body(messageUpdateSchema), responses: { 200: json({ type: "object" }), ...notFound, ...guarded } },
    delete: { ...admin, operationId: "deleteMessage", tags: ["admin"], summary: "Delete a message", parameters: [idParameter], responses: { 204: { description: "Deleted" }, ...notFound, ...guarded } },
  },
  "/api/admin/refresh-sitemap": {
    post: { ...admin, operationId: "refreshSitemap", tags: ["admin"], summary: "Drop and rebuild the sitemap caches", responses: { 200: json({ type: "object", properties: { message: { type: "string" } } }), ...guarded } },
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
      summary: "Upload an .xlsx or .csv (Locus export, Outscraper, Apify; at most 500 MB) and start its import",
      requestBody: {
        required: true,
        content: { "multipart/form-data": { schema: { type: "object", properties: { file: { type: "string", format: "binary" } }, required: ["file"] } } },
      },
      responses: {
        202: json({ type: "object", properties: { job: ref("ImportJob") } }, "Accepted: the import runs as a job"),
        ...guarded,
        409: json(ref("Error"), "Another import is running"),
        413: json(ref("Error"), "Over 500 MB, or inflates beyond the zip-bomb limit"),
        415: json(ref("Error"), "Not an xlsx or CSV file (old binary .xls included)"),
        422: json(ref("Error"), "Damaged file, empty sheet or no business-name column"),
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
      ...admin, operationId: "cancelImportJob", tags: ["admin"], summary: "Stop a running import; nothing of it is kept",
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
      summary: "Delete every business, review, category, city and country; numbering restarts at 1",
      responses: {
        200: json({
          type: "object",
          properties: {
            message: { type: "string" },
            deleted: { type: "object", properties: Object.fromEntries(["businesses", "categories", "cities", "countries", "reviews"].map((name) => [name, { type: "integer" }])) },
          },
        }),
        ...guarded,
        409: json(ref("Error"), "An import is running"),
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
    phase: { enum: ["counting", "reading", "saving", null] },
    done: count,
    total: { type: ["integer", "null"] },
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
