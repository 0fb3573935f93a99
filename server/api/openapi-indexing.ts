import { BULK_URL_LIMIT, GOOGLE_DAILY_QUOTA, INDEXNOW_BATCH_LIMIT } from "../../app/lib/admin/indexing";
import { bulkUrlsBodySchema, singleUrlBodySchema } from "../services/indexing/indexing-request-schemas";
import { indexingSettingsInputSchema } from "../services/indexing/indexing-settings-schema";
import { admin, body, guarded, idParameter, json, notFound, ref } from "./openapi-parts";

// URL indexing: the spec's two submit calls, the engines' settings, the log and the automatic walk.

const engineOutcome = {
  type: "object",
  properties: {
    engine: { enum: ["indexnow", "google"] },
    status: { enum: ["success", "failed", "skipped"], description: "skipped: not sent, Google's daily quota is used up" },
    httpStatus: { type: ["integer", "null"] },
    message: { type: "string" },
  },
};
const settingsView = {
  type: "object",
  properties: {
    siteUrl: { type: "string" },
    indexNow: {
      type: "object",
      properties: { enabled: { type: "boolean" }, key: { type: "string" }, keyLocation: { type: "string", description: "{SITE_URL}/{key}.txt, served as text/plain" }, endpoint: { type: "string" } },
    },
    google: {
      type: "object",
      properties: {
        enabled: { type: "boolean" },
        clientEmail: { type: ["string", "null"], description: "The service account's e-mail; the account itself is never returned" },
        accountProblem: { type: "string", description: "Present when the stored account's key cannot be opened with this server's secret key; the account must be pasted again" },
        endpoint: { type: "string" },
        quota: { type: "object", properties: { limit: { const: GOOGLE_DAILY_QUOTA }, used: { type: "integer" }, remaining: { type: "integer" } } },
      },
    },
  },
};
const walk = {
  type: "object",
  properties: {
    id: { type: "integer" },
    status: { enum: ["queued", "running", "succeeded", "failed", "cancelled"] },
    done: { type: "integer" },
    total: { type: "integer" },
    successful: { type: "integer" },
    failed: { type: "integer" },
    skipped: { type: "integer" },
    startedAt: { type: ["string", "null"], format: "date-time" },
    finishedAt: { type: ["string", "null"], format: "date-time" },
    error: { type: ["string", "null"] },
    note: { type: ["string", "null"] },
  },
};
const logEntry = {
  type: "object",
  properties: {
    id: { type: "integer" }, url: { type: "string" }, engine: engineOutcome.properties.engine, status: engineOutcome.properties.status,
    httpStatus: { type: ["integer", "null"] }, message: { type: ["string", "null"] }, jobId: { type: ["integer", "null"] }, createdAt: { type: "string", format: "date-time" },
  },
};
const notConfigured = { 409: json(ref("Error"), "No engine is switched on (or, for a walk, one is already running)") };
const upstream = { 429: json(ref("Error"), "Only Google is on and its daily quota is used up"), 502: json(ref("Error"), "Every engine refused the URL; details: the engines' answers") };

export const indexingPaths = {
  "/api/submit-url": {
    post: {
      ...admin, operationId: "submitUrl", tags: ["admin"],
      summary: "Send one business, category or city page of this site to every engine that is on (IndexNow, Google Indexing API)",
      description: "A foreign host, another path or an unknown slug is a 400 naming the URL. Every engine's answer is logged.",
      requestBody: body(singleUrlBodySchema),
      responses: { 200: json({ type: "object", properties: { success: { const: true }, url: { type: "string" }, message: { type: "string" }, results: { type: "array", items: engineOutcome } } }), ...notConfigured, ...upstream, ...guarded },
    },
  },
  "/api/submit-urls-bulk": {
    post: {
      ...admin, operationId: "submitUrlsBulk", tags: ["admin"],
      summary: `Send up to ${BULK_URL_LIMIT} pages at once (empty lines ignored, repeats sent once); all are checked before any is sent`,
      requestBody: body(bulkUrlsBodySchema),
      responses: {
        200: json({ type: "object", properties: { summary: { type: "object", properties: { total: { type: "integer" }, successful: { type: "integer" }, failed: { type: "integer" } } }, results: { type: "array", items: { type: "object", properties: { url: { type: "string" }, ok: { type: "boolean" }, engines: { type: "array", items: engineOutcome } } } } } }),
        ...notConfigured, ...guarded,
      },
    },
  },
  "/api/admin/url-indexing/settings": {
    get: { ...admin, operationId: "getIndexingSettings", tags: ["admin"], summary: "IndexNow and Google settings, and Google's quota used in the last 24 hours", responses: { 200: json(settingsView), ...guarded } },
    put: {
      ...admin, operationId: "saveIndexingSettings", tags: ["admin"],
      summary: "Change the parts sent. google.serviceAccount is the key file's JSON text (client_email, private_key, token_uri); null removes it. An empty endpoint means the default",
      description:
        "Endpoints and the token_uri must be https and on public internet addresses: a host that is or resolves to a loopback, private, link-local or " +
        "unspecified address is refused with 400 (unless INDEXING_ALLOW_PRIVATE_ADDRESSES is set), and every request checks the address again as it connects.",
      requestBody: body(indexingSettingsInputSchema),
      responses: { 200: json(settingsView), ...guarded },
    },
  },
  "/api/admin/url-indexing/indexnow-key": {
    post: { ...admin, operationId: "regenerateIndexNowKey", tags: ["admin"], summary: "A new IndexNow key; the old key file stops answering", responses: { 200: json(settingsView), ...guarded } },
  },
  "/api/admin/url-indexing/submissions": {
    get: {
      ...admin, operationId: "listUrlSubmissions", tags: ["admin"], summary: "The submission log, newest first",
      parameters: [{ name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 500, default: 50 } }],
      responses: { 200: json({ type: "array", items: logEntry }), ...guarded },
    },
  },
  "/api/admin/url-indexing/jobs": {
    post: {
      ...admin, operationId: "startIndexingWalk", tags: ["admin"],
      summary: `Start the automatic walk over every business page: IndexNow ${INDEXNOW_BATCH_LIMIT.toLocaleString("en")} URLs a request, Google one by one within its quota`,
      responses: { 202: json(walk, "Started"), ...notConfigured, ...guarded },
    },
  },
  "/api/admin/url-indexing/jobs/current": {
    get: { ...admin, operationId: "currentIndexingWalk", tags: ["admin"], summary: "The latest walk, running or not", responses: { 200: json({ type: "object", properties: { job: { oneOf: [walk, { type: "null" }] } } }), ...guarded } },
  },
  "/api/admin/url-indexing/jobs/{id}": {
    get: { ...admin, operationId: "getIndexingWalk", tags: ["admin"], summary: "One walk with its progress", parameters: [idParameter], responses: { 200: json(walk), ...notFound, ...guarded } },
    delete: { ...admin, operationId: "stopIndexingWalk", tags: ["admin"], summary: "Stop a running walk; answers it once stopped", parameters: [idParameter], responses: { 200: json(walk), ...notFound, ...guarded } },
  },
};
