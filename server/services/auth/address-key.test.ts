import { describe, expect, it } from "vitest";
import { addressKey } from "./address-key";

describe("addressKey", () => {
  it("keeps an IPv4 address, and the IPv4 inside a mapped IPv6 one", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:85a3:42::/64";
    for (const ip of ["2001:db8:85a3:42::1", "2001:0db8:85a3:0042:ffff:ffff:ffff:fffe", "2001:DB8:85A3:42:1:2:3:4", "2001:db8:85a3:42::1%eth0"]) {
      expect(addressKey(ip)).toBe(key);
    }
    expect(addressKey("2001:db8:85a3:43::1")).not.toBe(key);
  });

  it("expands :: wherever it stands", () => {
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::")).toBe("fe80:0:0:0::/64");
    expect(addressKey("2001:db8:1:2:3::")).toBe("2001:db8:1:2::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("gives requests without an address one shared key", () => {
    expect(addressKey(null)).toBe("unknown-address");
    expect(addressKey("")).toBe("unknown-address");
  });
});
