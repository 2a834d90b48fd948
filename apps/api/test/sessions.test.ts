import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sessions } from "@utsav/db";
import { SESSION_POLICY } from "../src/modules/accounts/auth-service.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";

// OWASP ASVS 5.0 §7.3: an idle timeout and an absolute lifetime, by user type; §7.4: signing out everywhere.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const isSignedIn = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().data.isAuthenticated as boolean;
const sessionIdOf = async (userId: string) => (await app.database.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
const idleFor = (userId: string, seconds: number) =>
  app.database.db.execute(sql`update sessions set last_seen_at = now() - make_interval(secs => ${seconds}) where user_id = ${userId}`);

describe("sessions", () => {
  it("last at most 90 days for shoppers and 7 days for vendors, and the cookie says so", async () => {
    expect(SESSION_POLICY.vendor.lifetimeSeconds).toBeLessThan(SESSION_POLICY.consumer.lifetimeSeconds);
    expect(SESSION_POLICY.vendor.idleSeconds).toBeLessThan(SESSION_POLICY.consumer.idleSeconds);
    for (const userType of ["consumer", "vendor"] as const) {
      const { userId, maxAge } = await signIn(app, userType);
      expect(maxAge).toBe(SESSION_POLICY[userType].lifetimeSeconds);
      const row = await sessionIdOf(userId);
      const lifetime = (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000;
      expect(Math.abs(lifetime - SESSION_POLICY[userType].lifetimeSeconds)).toBeLessThan(5);
    }
  });

  it("end after their user type's idle timeout: a vendor's sooner than a shopper's", async () => {
    const consumer = await signIn(app, "consumer");
    const vendor = await signIn(app, "vendor");
    const between = SESSION_POLICY.vendor.idleSeconds + 60;
    await idleFor(consumer.userId, between);
    await idleFor(vendor.userId, between);
    expect(await isSignedIn(consumer.cookie)).toBe(true);
    expect(await isSignedIn(vendor.cookie)).toBe(false);
    // An idle session is ended for good, not only refused this once.
    expect((await sessionIdOf(vendor.userId)).revokedAt).not.toBeNull();

    await idleFor(consumer.userId, SESSION_POLICY.consumer.idleSeconds + 60);
    expect(await isSignedIn(consumer.cookie)).toBe(false);
  });

  it("stay alive while used, writing their last use at most once a minute", async () => {
    const { cookie, userId } = await signIn(app);
    await idleFor(userId, 30);
    const before = (await sessionIdOf(userId)).lastSeenAt.getTime();
    expect(await isSignedIn(cookie)).toBe(true);
    expect((await sessionIdOf(userId)).lastSeenAt.getTime()).toBe(before);

    await idleFor(userId, SESSION_POLICY.consumer.idleSeconds - 120);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(Date.now() - (await sessionIdOf(userId)).lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("end at their absolute lifetime, however active", async () => {
    const { cookie, userId } = await signIn(app);
    await app.database.db.execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe("signing out everywhere", () => {
  it("ends every session of that user, on every device, and no one else's", async () => {
    const first = await signIn(app);
    // The same number signing in on a second device, after the resend wait.
    await app.database.db.execute(sql`update otp_codes set created_at = created_at - interval '91 seconds' where phone = ${first.phone}`);
    const second = await signIn(app, "consumer", first.phone.slice(3));
    const someoneElse = await signIn(app);
    expect(second.userId).toBe(first.userId);

    const out = await app.inject({
      method: "POST",
      url: "/api/auth/consumer/logout-everywhere",
      headers: { cookie: first.cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ loggedOut: true, sessionsEnded: 2 });
    expect(String(out.headers["set-cookie"])).toMatch(/utsav_session=;/);
    expect(await isSignedIn(first.cookie)).toBe(false);
    expect(await isSignedIn(second.cookie)).toBe(false);
    expect(await isSignedIn(someoneElse.cookie)).toBe(true);
  });

  it("needs a session of that user type", async () => {
    const guest = await app.inject({ method: "POST", url: "/api/auth/consumer/logout-everywhere", headers: { origin: ORIGIN } });
    expect(guest.statusCode).toBe(401);
    const { cookie } = await signIn(app);
    const wrongType = await app.inject({ method: "POST", url: "/api/auth/vendor/logout-everywhere", headers: { cookie, origin: ORIGIN } });
    expect(wrongType.statusCode).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });
});
