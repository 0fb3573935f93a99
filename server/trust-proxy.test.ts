import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

const trustProxy = (value?: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset or blank: the socket address is the client", () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy("  ")).toBe(false);
  });

  it("takes a hop count", () => {
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy(" 2 ")).toBe(2);
  });

  it("takes addresses, CIDR ranges and Express's range names, as a list", () => {
    expect(trustProxy("loopback")).toEqual(["loopback"]);
    expect(trustProxy("10.0.0.5, 172.16.0.0/12,fd00::/8, ::1, uniquelocal,linklocal")).toEqual([
      "10.0.0.5", "172.16.0.0/12", "fd00::/8", "::1", "uniquelocal", "linklocal",
    ]);
    expect(trustProxy("192.0.2.0/24,::ffff:192.0.2.0/120")).toEqual(["192.0.2.0/24", "::ffff:192.0.2.0/120"]);
  });

  it.each([
    ["true", /"true" would believe any client's X-Forwarded-For/],
    ["yes", /"yes" is not a proxy address, range or name/],
    ["10.0.0.256", /"10.0.0.256" is not a proxy address/],
    ["10.0.0.0/33", /"10.0.0.0\/33" is not a proxy address/],
    ["::1/129", /"::1\/129" is not a proxy address/],
    ["0.0.0.0/0", /"0.0.0.0\/0" is not a proxy address/],
    ["10.0.0.0/8/8", /"10.0.0.0\/8\/8" is not a proxy address/],
    ["127.1", /"127.1" is not a proxy address/],
    ["loopback,,10.0.0.1", /an empty entry is not a proxy address/],
    ["nginx, 10.0.0.1, -1", /"nginx", "-1" are not a proxy address/],
    ["1.5", /"1.5" is not a proxy address/],
  ])("refuses %j with a message naming the variable and the value", (value, message) => {
    const load = () => trustProxy(value);
    expect(load).toThrow(/^Invalid configuration:\n {2}TRUST_PROXY: /);
    expect(load).toThrow(message);
    expect(load).toThrow(/loopback, linklocal, uniquelocal, or a number of proxy hops/);
  });
});
