import { generateKeyPairSync, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INDEXING_SCOPE, signGoogleJwt } from "./sign-google-jwt";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const account = {
  client_email: "indexer@project.iam.gserviceaccount.com",
  private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  token_uri: "https://oauth2.googleapis.com/token",
  private_key_id: "abc123",
};

const decode = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;

describe("the service account's JWT", () => {
  it("is signed RS256 with the account's key, for the indexing scope, addressed to its token_uri, valid an hour", () => {
    const jwt = signGoogleJwt(account, new Date("2026-01-10T12:00:00Z"));
    const [header, claims, signature] = jwt.split(".") as [string, string, string];
    expect(decode(header)).toEqual({ alg: "RS256", typ: "JWT", kid: "abc123" });
    const issuedAt = Date.parse("2026-01-10T12:00:00Z") / 1000;
    expect(decode(claims)).toEqual({ iss: account.client_email, scope: INDEXING_SCOPE, aud: account.token_uri, iat: issuedAt, exp: issuedAt + 3600 });
    expect(verify("RSA-SHA256", Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, "base64url"))).toBe(true);
    expect(verify("RSA-SHA256", Buffer.from(`${header}.${claims}x`), publicKey, Buffer.from(signature, "base64url"))).toBe(false);
  });

  it("leaves out the key id when the account has none", () => {
    const jwt = signGoogleJwt({ ...account, private_key_id: undefined });
    expect(decode(jwt.split(".")[0]!)).toEqual({ alg: "RS256", typ: "JWT" });
  });
});
