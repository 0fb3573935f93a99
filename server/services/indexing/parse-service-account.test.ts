import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isAllowedEngineUrl } from "./indexing-settings-schema";
import { parseServiceAccount, SERVICE_ACCOUNT_MESSAGES } from "./parse-service-account";

const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const ec = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const keyFile = {
  type: "service_account",
  project_id: "p",
  private_key_id: "k1",
  private_key: rsa,
  client_email: "indexer@p.iam.gserviceaccount.com",
  client_id: "1",
  token_uri: "https://oauth2.googleapis.com/token",
  auth_provider_x509_cert_url: "https://www.googleapis.com/oauth2/v1/certs",
};
const text = (changes: Record<string, unknown>) => JSON.stringify({ ...keyFile, ...changes });

describe("a pasted service account", () => {
  it("keeps only what the token exchange needs", () => {
    expect(parseServiceAccount(JSON.stringify(keyFile))).toEqual({
      client_email: keyFile.client_email, private_key: rsa, token_uri: keyFile.token_uri, private_key_id: "k1", project_id: "p",
    });
  });

  it("is refused with the reason, in Turkish", () => {
    expect(() => parseServiceAccount("{")).toThrow(SERVICE_ACCOUNT_MESSAGES.notJson);
    expect(() => parseServiceAccount("[1]")).toThrow(SERVICE_ACCOUNT_MESSAGES.notJson);
    expect(() => parseServiceAccount(text({ token_uri: undefined }))).toThrow(SERVICE_ACCOUNT_MESSAGES.missingFields);
    expect(() => parseServiceAccount(text({ client_email: 42 }))).toThrow(SERVICE_ACCOUNT_MESSAGES.missingFields);
    expect(() => parseServiceAccount(text({ client_email: "not-an-email" }))).toThrow(SERVICE_ACCOUNT_MESSAGES.badEmail);
    expect(() => parseServiceAccount(text({ token_uri: "http://oauth2.example.com/token" }))).toThrow(SERVICE_ACCOUNT_MESSAGES.badTokenUri);
    expect(() => parseServiceAccount(text({ private_key: "not a key" }))).toThrow(SERVICE_ACCOUNT_MESSAGES.badKey);
    expect(() => parseServiceAccount(text({ private_key: ec }))).toThrow(SERVICE_ACCOUNT_MESSAGES.badKey);
  });
});

describe("engine addresses", () => {
  it("are https, or plain http on this machine only, without credentials", () => {
    expect(isAllowedEngineUrl("https://api.indexnow.org/indexnow")).toBe(true);
    expect(isAllowedEngineUrl("http://127.0.0.1:4000/indexnow")).toBe(true);
    expect(isAllowedEngineUrl("http://localhost/token")).toBe(true);
    expect(isAllowedEngineUrl("http://api.indexnow.org/indexnow")).toBe(false);
    expect(isAllowedEngineUrl("https://user:pass@api.indexnow.org/indexnow")).toBe(false);
    expect(isAllowedEngineUrl("file:///etc/passwd")).toBe(false);
    expect(isAllowedEngineUrl("indexnow")).toBe(false);
  });
});
