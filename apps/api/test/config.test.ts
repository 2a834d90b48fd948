import { describe, expect, it } from "vitest";
import { loadConfig, parseTrustProxy } from "../src/config.ts";

const PRODUCTION = {
  APP_ENV: "production",
  NODE_ENV: "production",
  AUTH_SECRET: "s".repeat(40),
  SMS_PROVIDER: "msg91",
  SMS_AUTH_KEY: "key",
  SMS_TEMPLATE_ID: "template",
  PUBLIC_ORIGIN: "https://utsav.example/",
};

describe("the run's purpose (APP_ENV)", () => {
  it("is local unless said otherwise, and test under the test runner", () => {
    expect(loadConfig({ NODE_ENV: "production" })).toMatchObject({ appEnv: "local", isProduction: false });
    expect(loadConfig({})).toMatchObject({ appEnv: "local", isProduction: false });
    expect(loadConfig({ NODE_ENV: "test" })).toMatchObject({ appEnv: "test", isProduction: false });
  });

  it("refuses a production start without a real secret, SMS gateway and public address, naming each variable", () => {
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(/AUTH_SECRET.*SMS_PROVIDER=msg91.*PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ...PRODUCTION, AUTH_SECRET: "" })).toThrow(/APP_ENV=production needs AUTH_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, SMS_PROVIDER: "console" })).toThrow(/needs SMS_PROVIDER=msg91/);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: "" })).toThrow(/needs PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_ORIGIN: "http://utsav.example" })).toThrow(/PUBLIC_ORIGIN with https/);
    expect(loadConfig(PRODUCTION)).toMatchObject({ appEnv: "production", isProduction: true, publicOrigin: "https://utsav.example" });
  });
});

describe("the public origin (PUBLIC_ORIGIN)", () => {
  it("defaults to the local address on the configured port", () => {
    expect(loadConfig({}).publicOrigin).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "4000" }).publicOrigin).toBe("http://localhost:4000");
  });

  it("must be an address", () => {
    expect(() => loadConfig({ PUBLIC_ORIGIN: "utsav" })).toThrow(/PUBLIC_ORIGIN/);
  });
});

describe("trusted proxies (TRUST_PROXY)", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy("")).toBe(false);
    expect(parseTrustProxy("false")).toBe(false);
  });

  it("takes a number of hops, or addresses, ranges and the named ranges", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy("10.0.0.0/8, 192.168.1.7, loopback")).toEqual(["10.0.0.0/8", "192.168.1.7", "loopback"]);
    expect(parseTrustProxy("fd00::/8,uniquelocal")).toEqual(["fd00::/8", "uniquelocal"]);
  });

  it.each([["true"], ["*"], ["0"], ["11"], ["10.0.0.0/33"], ["999.1.1.1"], ["proxy.example"]])("refuses %j", (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
