import { describe, expect, it } from "vitest";
import { hashSecret, verifySecret } from "./password-hash";

describe("hashSecret / verifySecret", () => {
  it("round-trips a secret in the scrypt$N$r$p$salt$hash format", async () => {
    const stored = await hashSecret("correct horse battery staple");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(await verifySecret("correct horse battery staple", stored)).toBe(true);
  });

  it("salts every hash", async () => {
    expect(await hashSecret("same secret")).not.toBe(await hashSecret("same secret"));
  });

  it("refuses a wrong secret, including a near miss and an empty one", async () => {
    const stored = await hashSecret("Şifre-12345");
    expect(await verifySecret("Şifre-12346", stored)).toBe(false);
    expect(await verifySecret("şifre-12345", stored)).toBe(false);
    expect(await verifySecret("", stored)).toBe(false);
  });

  it("treats composed and decomposed Unicode as the same secret", async () => {
    const stored = await hashSecret("Gu\u0308nes-parola");
    expect(await verifySecret("G\u00fcnes-parola", stored)).toBe(true);
  });

  it("answers false, never throws, for malformed stored values", async () => {
    const good = await hashSecret("secret-value");
    const [, n, r, p, salt, key] = good.split("$");
    const malformed = [
      "",
      "plain-text-password",
      "scrypt$",
      `bcrypt$${n}$${r}$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}`,
      `scrypt$1000$${r}$${p}$${salt}$${key}`, // N not a power of two
      `scrypt$${2 ** 30}$${r}$${p}$${salt}$${key}`, // absurd memory
      `scrypt$${n}$-8$${p}$${salt}$${key}`,
      `scrypt$${n}$${r}$${p}$!!!$${key}`,
      `scrypt$${n}$${r}$${p}$${salt}$`,
      `scrypt$${n}$${r}$${p}$${salt}$${key}$extra`,
    ];
    for (const stored of malformed) expect(await verifySecret("secret-value", stored)).toBe(false);
  });
});

describe("the hashing thread", () => {
  it("runs at the lowest CPU priority on Linux, so hashes take only what pages leave idle", async () => {
    const { hashingThreadPriority } = await import("./scrypt-thread");
    const priority = await hashingThreadPriority();
    if (process.platform === "linux") expect(priority).toBe(19);
    else expect(priority === null || priority === 19).toBe(true);
  });

  it("hashes several secrets asked at once, each with its own answer", async () => {
    const secrets = ["a-1", "b-2", "c-3", "d-4"];
    const stored = await Promise.all(secrets.map((secret) => hashSecret(secret)));
    const checks = await Promise.all(stored.map((hash, i) => verifySecret(secrets[i]!, hash)));
    const crossed = await Promise.all(stored.map((hash, i) => verifySecret(secrets[(i + 1) % 4]!, hash)));
    expect(checks).toEqual([true, true, true, true]);
    expect(crossed).toEqual([false, false, false, false]);
  });
});
