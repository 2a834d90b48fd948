import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { APP_ID, APP_LINK_PATHS } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { buildTestApp } from "./helper.ts";

// The site vouches for the native app so that its links open the app (docs/decisions/0061): Android's assetlinks.json
// and Apple's apple-app-site-association, built from configuration and from the one list of the app's addresses.

const UPLOAD_KEY = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5";
const PLAY_SIGNING_KEY = "FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C";

let configured: FastifyInstance;
let unconfigured: FastifyInstance;
beforeAll(async () => {
  [configured, unconfigured] = await Promise.all([
    buildTestApp({ appLinks: { androidCertFingerprints: [PLAY_SIGNING_KEY, UPLOAD_KEY], appleTeamId: "ABCDE12345" } }),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([configured.close(), unconfigured.close()]);
});

describe("/.well-known/assetlinks.json", () => {
  it("names the app's package and signing certificates, as JSON at exactly that address", async () => {
    const response = await configured.inject({ method: "GET", url: "/.well-known/assetlinks.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.json()).toEqual([
      {
        relation: ["delegate_permission/common.handle_all_urls"],
        target: { namespace: "android_app", package_name: APP_ID, sha256_cert_fingerprints: [PLAY_SIGNING_KEY, UPLOAD_KEY] },
      },
    ]);
  });

  it("is not found until the certificates are configured", async () => {
    const response = await unconfigured.inject({ method: "GET", url: "/.well-known/assetlinks.json" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: "NOT_FOUND" });
  });
});

describe("/.well-known/apple-app-site-association", () => {
  it("names the team's app and the same addresses the app's build claims, without an extension or a redirect", async () => {
    const response = await configured.inject({ method: "GET", url: "/.well-known/apple-app-site-association" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(response.json()).toEqual({
      applinks: { details: [{ appIDs: [`ABCDE12345.${APP_ID}`], components: APP_LINK_PATHS.map((path) => ({ "/": path })) }] },
    });
    expect(APP_LINK_PATHS).toContain("/account/bookings/*/review");
  });

  it("is not found until the Team ID is configured", async () => {
    const response = await unconfigured.inject({ method: "GET", url: "/.well-known/apple-app-site-association" });
    expect(response.statusCode).toBe(404);
  });

  it("stays out of the API's OpenAPI document", async () => {
    const document = (await configured.inject({ method: "GET", url: "/api/docs/json" })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).filter((path) => path.startsWith("/.well-known"))).toEqual([]);
  });
});

describe("the configuration (APP_LINKS_ANDROID_SHA256, APP_LINKS_APPLE_TEAM_ID)", () => {
  it("takes fingerprints separated by commas, in either case, and a Team ID", () => {
    const config = loadConfig({
      APP_LINKS_ANDROID_SHA256: ` ${PLAY_SIGNING_KEY.toLowerCase()} , ${UPLOAD_KEY}`,
      APP_LINKS_APPLE_TEAM_ID: "ABCDE12345",
    });
    expect(config.appLinks).toEqual({ androidCertFingerprints: [PLAY_SIGNING_KEY, UPLOAD_KEY], appleTeamId: "ABCDE12345" });
    expect(loadConfig({}).appLinks).toEqual({ androidCertFingerprints: null, appleTeamId: null });
  });

  it("refuses what cannot be a fingerprint or a Team ID, naming the variable", () => {
    expect(() => loadConfig({ APP_LINKS_ANDROID_SHA256: "14:6D:E9" })).toThrow(
      /APP_LINKS_ANDROID_SHA256.*SHA-256 certificate fingerprints/,
    );
    expect(() => loadConfig({ APP_LINKS_APPLE_TEAM_ID: "team" })).toThrow(/APP_LINKS_APPLE_TEAM_ID: must be the Apple Developer Team ID/);
  });
});
