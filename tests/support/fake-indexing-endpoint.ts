// A stand-in for IndexNow and for Google's token and Indexing API servers, on
// a local port: it records what Locus sends and answers as the real services
// document. Google's part checks the service-account JWT's RS256 signature
// with the test key's public half before it hands out a token.
import { randomBytes, verify, type KeyObject } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface IndexNowRequest {
  contentType: string | undefined;
  body: { host: string; key: string; keyLocation: string; urlList: string[] };
}

export interface TokenRequest {
  grantType: string | null;
  header: Record<string, unknown>;
  claims: Record<string, unknown>;
  signatureValid: boolean;
}

export interface GoogleRequest {
  authorization: string | undefined;
  body: { url: string; type: string };
}

export interface FakeIndexingEndpoint {
  indexNowUrl: string;
  tokenUrl: string;
  googleUrl: string;
  indexNowRequests: IndexNowRequest[];
  tokenRequests: TokenRequest[];
  googleRequests: GoogleRequest[];
  /** What the next IndexNow requests are answered with, and how long the answer takes. */
  indexNow: { status: number; delayMs: number; checkKeyFile: boolean };
  /** What publish requests are answered with when the token is good. */
  google: { status: number; delayMs: number };
  reset(): void;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: unknown = "") {
  res.writeHead(status, { "Content-Type": typeof body === "string" ? "text/plain" : "application/json" });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}

function decodeJwt(assertion: string, publicKey: KeyObject): Omit<TokenRequest, "grantType"> {
  const [header = "", claims = "", signature = ""] = assertion.split(".");
  const json = (part: string) => {
    try {
      return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const signatureValid = verify("RSA-SHA256", Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, "base64url"));
  return { header: json(header), claims: json(claims), signatureValid };
}

export async function startFakeIndexingEndpoint(options: { publicKey: KeyObject; clientEmail: string }): Promise<FakeIndexingEndpoint> {
  const issued = new Set<string>();
  const fake = {
    indexNowRequests: [] as IndexNowRequest[],
    tokenRequests: [] as TokenRequest[],
    googleRequests: [] as GoogleRequest[],
    indexNow: { status: 200, delayMs: 0, checkKeyFile: false },
    google: { status: 200, delayMs: 0 },
  };

  async function indexNow(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse(await readBody(req)) as IndexNowRequest["body"];
    fake.indexNowRequests.push({ contentType: req.headers["content-type"], body });
    await sleep(fake.indexNow.delayMs);
    if (fake.indexNow.checkKeyFile) {
      // As the engines do: the key file must hold exactly the key.
      const file = await fetch(body.keyLocation).then((answer) => (answer.ok ? answer.text() : null), () => null);
      if (file?.trim() !== body.key) return send(res, 403);
    }
    send(res, fake.indexNow.status);
  }

  async function token(req: IncomingMessage, res: ServerResponse, tokenUrl: string) {
    const form = new URLSearchParams(await readBody(req));
    const decoded = decodeJwt(form.get("assertion") ?? "", options.publicKey);
    fake.tokenRequests.push({ grantType: form.get("grant_type"), ...decoded });
    const { claims, header } = decoded;
    const now = Date.now() / 1000;
    const good =
      decoded.signatureValid && header.alg === "RS256" && form.get("grant_type") === "urn:ietf:params:oauth:grant-type:jwt-bearer" &&
      claims.iss === options.clientEmail && claims.aud === tokenUrl && claims.scope === "https://www.googleapis.com/auth/indexing" &&
      typeof claims.exp === "number" && claims.exp > now && claims.exp - Number(claims.iat) <= 3600;
    if (!good) return send(res, 400, { error: "invalid_grant", error_description: "Invalid JWT Signature." });
    const accessToken = randomBytes(12).toString("hex");
    issued.add(accessToken);
    send(res, 200, { access_token: accessToken, expires_in: 3599, token_type: "Bearer" });
  }

  async function publish(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse(await readBody(req)) as GoogleRequest["body"];
    fake.googleRequests.push({ authorization: req.headers.authorization, body });
    await sleep(fake.google.delayMs);
    const bearer = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
    if (!issued.has(bearer)) return send(res, 401, { error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" } });
    if (fake.google.status !== 200) return send(res, fake.google.status, { error: { code: fake.google.status, message: "Permission denied. Failed to verify the URL ownership.", status: "PERMISSION_DENIED" } });
    send(res, 200, { urlNotificationMetadata: { url: body.url, latestUpdate: { url: body.url, type: body.type, notifyTime: new Date().toISOString() } } });
  }

  let base = "";
  const server = createServer((req, res) => {
    const handle = req.method !== "POST" ? async () => send(res, 405)
      : req.url === "/indexnow" ? () => indexNow(req, res)
      : req.url === "/token" ? () => token(req, res, `${base}/token`)
      : req.url === "/v3/urlNotifications:publish" ? () => publish(req, res)
      : async () => send(res, 404);
    handle().catch(() => send(res, 400));
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    indexNowUrl: `${base}/indexnow`,
    tokenUrl: `${base}/token`,
    googleUrl: `${base}/v3/urlNotifications:publish`,
    reset() {
      fake.indexNowRequests.length = 0;
      fake.tokenRequests.length = 0;
      fake.googleRequests.length = 0;
      fake.indexNow = { status: 200, delayMs: 0, checkKeyFile: false };
      fake.google = { status: 200, delayMs: 0 };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
