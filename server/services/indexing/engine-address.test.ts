import type { LookupAddress } from "node:dns";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { checkedLookup, engineAccessOf, EngineAddressError, isPublicAddress, requireCallableUrl } from "./engine-address";

describe("isPublicAddress", () => {
  it("accepts ordinary public addresses", () => {
    for (const address of ["8.8.8.8", "142.250.74.46", "2a00:1450:4001:82a::200e", "::ffff:8.8.8.8", "64:ff9b::808:808"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("refuses loopback, private, link-local, unspecified and other special addresses, also inside IPv6", () => {
    const refused = [
      "127.0.0.1", "127.9.9.9", "10.0.0.1", "172.16.0.1", "172.31.255.254", "192.168.0.10", "169.254.169.254", "0.0.0.0",
      "100.64.0.1", "224.0.0.1", "255.255.255.255", "192.0.2.1",
      "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "64:ff9b::a00:1",
      "not an address", "localhost",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });
});

describe("requireCallableUrl", () => {
  const strict = { allowPrivateAddresses: false };
  const relaxed = { allowPrivateAddresses: true };

  it("refuses plain http unless private addresses are allowed", () => {
    expect(() => requireCallableUrl(new URL("http://api.indexnow.org/indexnow"), strict)).toThrow("api.indexnow.org adresine https:// ile bağlanılmalı.");
    expect(() => requireCallableUrl(new URL("http://127.0.0.1:9/x"), relaxed)).not.toThrow();
    expect(() => requireCallableUrl(new URL("https://api.indexnow.org/indexnow"), strict)).not.toThrow();
  });

  it("refuses hosts written as non-public addresses, in any spelling the URL parser accepts", () => {
    for (const url of ["https://127.0.0.1/", "https://0x7f.1/", "https://2130706433/", "https://[::1]/", "https://[::ffff:a9fe:a9fe]/", "https://10.1.2.3:8443/"]) {
      expect(() => requireCallableUrl(new URL(url), strict), url).toThrow(EngineAddressError);
    }
    expect(() => requireCallableUrl(new URL("https://10.1.2.3/"), relaxed)).not.toThrow();
  });
});

describe("checkedLookup", () => {
  const answer = (...addresses: string[]) => (_host: string, _options: unknown, callback: (error: null, found: LookupAddress[]) => void) =>
    callback(null, addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));
  const run = (lookup: ReturnType<typeof checkedLookup>, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
      lookup("engine.example", { all }, (error, address, family) => resolve({ error, address, family })),
    );

  it("hands the socket exactly the addresses it checked", async () => {
    const lookup = checkedLookup({ allowPrivateAddresses: false }, answer("93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"));
    expect(await run(lookup, false)).toEqual({ error: null, address: "93.184.215.14", family: 4 });
    expect((await run(lookup, true)).address).toEqual([
      { address: "93.184.215.14", family: 4 },
      { address: "2606:2800:21f:cb07:6820:80da:af6b:8b2c", family: 6 },
    ]);
  });

  it("refuses the name when any of its addresses is not public", async () => {
    const { error } = await run(checkedLookup({ allowPrivateAddresses: false }, answer("93.184.215.14", "10.0.0.5")), true);
    expect(error).toBeInstanceOf(EngineAddressError);
    expect(error?.message).toBe("engine.example adresi yerel veya özel bir ağ adresine (10.0.0.5) çıkıyor; istekler yalnızca internetteki adreslere gönderilir.");
    expect((await run(checkedLookup({ allowPrivateAddresses: true }, answer("10.0.0.5")), false)).address).toBe("10.0.0.5");
  });
});

describe("engineAccessOf", () => {
  const allows = (env: NodeJS.ProcessEnv) => engineAccessOf({ config: loadConfig(env), logger: pino({ level: "silent" }) }).allowPrivateAddresses;

  it("allows private addresses only when INDEXING_ALLOW_PRIVATE_ADDRESSES says so, or in development", () => {
    expect(allows({})).toBe(false);
    expect(allows({ INDEXING_ALLOW_PRIVATE_ADDRESSES: "false" })).toBe(false);
    expect(allows({ NODE_ENV: "test" })).toBe(false);
    expect(allows({ INDEXING_ALLOW_PRIVATE_ADDRESSES: "true" })).toBe(true);
    expect(allows({ INDEXING_ALLOW_PRIVATE_ADDRESSES: "1" })).toBe(true);
    expect(allows({ NODE_ENV: "development" })).toBe(true);
    expect(() => loadConfig({ INDEXING_ALLOW_PRIVATE_ADDRESSES: "yes" })).toThrow("INDEXING_ALLOW_PRIVATE_ADDRESSES: must be true or false");
  });
});
