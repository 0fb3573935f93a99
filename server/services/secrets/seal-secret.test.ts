import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./seal-secret";

const key = randomBytes(32);
const PEM = "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\n-----END PRIVATE KEY-----\n";

describe("sealSecret / openSecret", () => {
  it("opens what it sealed, and never shows the secret in the sealed text", () => {
    const sealed = sealSecret(PEM, key, "purpose");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("PRIVATE KEY");
    expect(openSecret(sealed, key, "purpose")).toBe(PEM);
  });

  it("seals the same secret differently each time", () => {
    expect(sealSecret(PEM, key, "purpose")).not.toBe(sealSecret(PEM, key, "purpose"));
  });

  it("gives null for another key, another purpose or a damaged text", () => {
    const sealed = sealSecret(PEM, key, "purpose");
    expect(openSecret(sealed, randomBytes(32), "purpose")).toBeNull();
    expect(openSecret(sealed, key, "other purpose")).toBeNull();
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(openSecret([...parts.slice(0, 3), flipped.toString("base64url")].join("."), key, "purpose")).toBeNull();
    expect(openSecret("not sealed", key, "purpose")).toBeNull();
    expect(openSecret("v1.a.b", key, "purpose")).toBeNull();
  });
});
