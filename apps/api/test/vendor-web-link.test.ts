import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { webLinkCodes } from "@utsav/db";
import { pagePaths, VENDOR_WEB_LINK, VENDOR_WEB_LINK_COPY } from "@utsav/domain";
import { SESSION_POLICY } from "../src/modules/accounts/auth-service.ts";
import { freshClient, ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { onboardVendor } from "./vendor-helper.ts";

// The web's vendor pages opened from the app signed in (docs/decisions/0072; OWASP ASVS 5.0 V7.2): the app mints a
// one-time link with its bearer token; the site redeems its code, once, within a minute, for a new cookie session.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A vendor signed in as the app is: the bearer token, no cookie and no Origin. */
async function appVendor() {
  const { cookie, userId } = await signIn(app, "vendor");
  await onboardVendor(app, cookie);
  return { userId, bearer: { authorization: `Bearer ${cookie.split("=")[1]!}` } };
}

const mint = (headers: Record<string, string>, next: string, ip = freshClient().ip) =>
  app.inject({ method: "POST", url: "/api/auth/vendor/web-link", headers: { ...headers, "x-forwarded-for": ip }, payload: { next } });

/** The redeem as the site's page sends it: from the page's own origin, with whatever cookie the browser had. */
const redeem = (code: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/auth/vendor/web-link/redeem", headers: { origin: ORIGIN, ...headers }, payload: { code } });

const codeOf = (url: string) => new URL(url, ORIGIN).searchParams.get("code")!;
const hashOf = (code: string) => createHash("sha256").update(code).digest("hex");

async function mintedCode(bearer: Record<string, string>, next: string = pagePaths.vendorGallery()) {
  const response = await mint(bearer, next);
  expect(response.statusCode, response.body).toBe(200);
  return codeOf(response.json().data.url);
}

describe("a vendor's one-time link to the website", () => {
  it("is the site's continue page with a 256-bit code, stored only as its hash, for a minute", async () => {
    const vendor = await appVendor();
    const response = await mint(vendor.bearer, pagePaths.vendorProfileSection("contact"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { url } = response.json().data as { url: string };
    const code = codeOf(url);
    expect(url).toBe(pagePaths.vendorContinue(code));
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(code, "base64url")).toHaveLength(32);

    const rows = await app.database.db.select().from(webLinkCodes).where(eq(webLinkCodes.userId, vendor.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toBe(hashOf(code));
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.next).toBe("/vendor/profile/contact");
    const life = (rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()) / 1000;
    expect(Math.abs(life - VENDOR_WEB_LINK.ttlSeconds)).toBeLessThan(2);
  });

  it("opens once: a new vendor session in the same cookie a sign-in sets, which works on the vendor's routes", async () => {
    const vendor = await appVendor();
    const code = await mintedCode(vendor.bearer, pagePaths.vendorOffering("DGC12"));
    const response = await redeem(code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { next: "/vendor/offerings/DGC12" } });

    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toMatch(/^utsav_session=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1])).toBe(SESSION_POLICY.vendor.lifetimeSeconds);
    const cookie = setCookie.split(";")[0]!;
    // A new session, not the app's: its token is not the bearer token.
    expect(cookie.split("=")[1]).not.toBe(vendor.bearer.authorization.split(" ")[1]);

    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(session.json().data).toMatchObject({ isAuthenticated: true, userId: vendor.userId, userType: "vendor" });
    const profile = await app.inject({ method: "GET", url: "/api/vendor/profile", headers: { cookie } });
    expect(profile.statusCode, profile.body).toBe(200);
    // The app's own session goes on.
    const appSession = await app.inject({ method: "GET", url: "/api/auth/session", headers: vendor.bearer });
    expect(appSession.json().data.isAuthenticated).toBe(true);

    const again = await redeem(code);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ success: false, data: null, errorMessage: VENDOR_WEB_LINK_COPY.codeRefused });
    expect(again.headers["set-cookie"]).toBeUndefined();
  });

  it("replaces the session the browser had (a shopper's) rather than keeping both", async () => {
    const vendor = await appVendor();
    const shopper = await signIn(app, "consumer");
    const response = await redeem(await mintedCode(vendor.bearer), { cookie: shopper.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const before = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: shopper.cookie } });
    expect(before.json().data.isAuthenticated).toBe(false);
  });

  it("is refused once expired, and an unknown code gets the same answer", async () => {
    const vendor = await appVendor();
    const code = await mintedCode(vendor.bearer);
    await app.database.db.execute(
      sql`update web_link_codes set expires_at = now() - interval '1 second' where code_hash = ${hashOf(code)}`,
    );
    const expired = await redeem(code);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({
      success: false,
      errorMessage: VENDOR_WEB_LINK_COPY.codeRefused,
      errorCode: "LINK_USED_OR_EXPIRED",
    });
    expect(expired.headers["set-cookie"]).toBeUndefined();

    const unknown = await redeem("A".repeat(43));
    expect(unknown.statusCode).toBe(410);
    expect(unknown.json()).toEqual(expired.json());
    const malformed = await redeem("not-a-code");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, data: null });
  });

  it("opens only the vendor area's pages on the list", async () => {
    const vendor = await appVendor();
    for (const next of [
      pagePaths.vendorDashboard(),
      pagePaths.vendorProfile(),
      pagePaths.vendorOfferingNew(),
      pagePaths.vendorKyc(),
      pagePaths.vendorTeam(),
      pagePaths.vendorPayments(),
      pagePaths.vendorCalendar("2026-12"),
      pagePaths.vendorOnboarding(),
    ]) {
      expect((await mint(vendor.bearer, next)).statusCode, next).toBe(200);
    }
    for (const next of [
      "https://evil.example/vendor",
      "//evil.example/vendor/profile",
      "/vendor/profile/../../ops",
      "/vendor/profile/bank",
      "/vendor/offerings/a/b",
      "/vendor/calendar?month=2026-13",
      "/vendor/continue?code=x",
      pagePaths.vendorBookings(),
      pagePaths.ops(),
      pagePaths.myData(),
      "/vendor/gallery#x",
    ]) {
      const response = await mint(vendor.bearer, next);
      expect(response.statusCode, next).toBe(400);
      expect(response.json().errorMessage, next).toContain(VENDOR_WEB_LINK_COPY.nextNotAllowed);
    }
    const rows = await app.database.db.select().from(webLinkCodes).where(eq(webLinkCodes.userId, vendor.userId));
    expect(rows).toHaveLength(8);
  });

  it("is minted for a vendor's session only: a guest gets 401, a shopper 403", async () => {
    const guest = await mint({}, pagePaths.vendorGallery());
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, errorCode: "UNAUTHENTICATED" });
    const shopper = await signIn(app, "consumer");
    const asShopper = await mint({ authorization: `Bearer ${shopper.cookie.split("=")[1]!}` }, pagePaths.vendorGallery());
    expect(asShopper.statusCode).toBe(403);
    expect(asShopper.json()).toMatchObject({ success: false, errorCode: "FORBIDDEN" });
    const shopperCookie = await mint({ cookie: shopper.cookie, origin: ORIGIN }, pagePaths.vendorGallery());
    expect(shopperCookie.statusCode).toBe(403);
  });

  it("is deleted by the retention sweep a day after it expired, used or not", async () => {
    const vendor = await appVendor();
    const code = await mintedCode(vendor.bearer);
    const fresh = await mintedCode(vendor.bearer);
    await app.database.db.execute(
      sql`update web_link_codes set created_at = now() - interval '2 days', expires_at = now() - interval '2 days' where code_hash = ${hashOf(code)}`,
    );
    const deleted = await app.retention.sweep();
    expect(deleted.web_link_codes).toBeGreaterThanOrEqual(1);
    const left = await app.database.db.select().from(webLinkCodes).where(eq(webLinkCodes.userId, vendor.userId));
    expect(left.map((row) => row.codeHash)).toEqual([hashOf(fresh)]);
  });

  it("opens for exactly one of two redeems sent at once", async () => {
    const vendor = await appVendor();
    for (let round = 0; round < 3; round++) {
      const code = await mintedCode(vendor.bearer);
      const answers = await Promise.all([redeem(code), redeem(code), redeem(code)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410]);
      expect(answers.filter((a) => a.headers["set-cookie"] !== undefined)).toHaveLength(1);
    }
  });
});
