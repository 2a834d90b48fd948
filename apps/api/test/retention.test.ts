import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { otpCodes, rateLimits, sessions } from "@utsav/db";
import { AUTH_LIMITS, SESSION_POLICY } from "../src/modules/accounts/auth-service.ts";
import { loadConfig } from "../src/platform/config.ts";
import { RETENTION, RETENTION_BATCH } from "../src/platform/retention.ts";
import { freshClient, generate, signIn, verify } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";

// Storage limitation (docs/decisions/0015, amended 2026-11-28; DPDP Act 2023 s.8(7)): the retention sweep deletes the
// sign-in codes, sessions and counters nothing needs any more, and never a row still in use.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  // The sweep the server began at its start is over (sweep() waits for it, then sweeps again).
  await app.retention.sweep();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.database.db;
const isSignedIn = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).json().data.isAuthenticated as boolean;
/** Moves a number's codes back in time, their expiry with them. */
const ageCodes = (phone: string, interval: string) =>
  db().execute(
    sql`update otp_codes set created_at = created_at - ${interval}::interval, expires_at = expires_at - ${interval}::interval where phone = ${phone}`,
  );
const codesOf = async (phone: string) => (await db().select().from(otpCodes).where(eq(otpCodes.phone, phone))).length;
const sessionsOf = async (userId: string) => (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;
const setSession = (userId: string, change: string) => db().execute(sql`update sessions set ${sql.raw(change)} where user_id = ${userId}`);
const counter = async (key: string) => (await db().select().from(rateLimits).where(eq(rateLimits.key, key)))[0];

describe("the retention sweep", () => {
  it("keeps every period at least as long as the rules that read the rows", () => {
    // The day's count of codes per number and the longest resend wait read the codes of the last day.
    expect(RETENTION.signInCodeSeconds).toBeGreaterThanOrEqual(86_400);
    expect(RETENTION.signInCodeSeconds).toBeGreaterThanOrEqual(AUTH_LIMITS.slowedResendSeconds);
    expect(RETENTION.signInCodeSeconds).toBeGreaterThanOrEqual(AUTH_LIMITS.codeTtlSeconds);
    expect(RETENTION.endedSessionSeconds).toBeGreaterThanOrEqual(0);
    expect(RETENTION.expiredCounterSeconds).toBeGreaterThanOrEqual(0);
  });

  it("deletes sign-in codes a day after they were issued; keeps the day's and any not yet expired", async () => {
    const old = freshClient();
    await generate(app, old.phone, old.ip);
    await ageCodes(`+91${old.phone}`, "25 hours");
    const recent = freshClient();
    await generate(app, recent.phone, recent.ip);
    await ageCodes(`+91${recent.phone}`, "2 hours");
    const live = freshClient();
    await generate(app, live.phone, live.ip);
    // Issued long ago but still live (as a longer OTP_TTL_SECONDS would make it): never deleted while it can sign in.
    const lingering = freshClient();
    await generate(app, lingering.phone, lingering.ip);
    await db().execute(sql`update otp_codes set created_at = now() - interval '3 days' where phone = ${`+91${lingering.phone}`}`);

    const deleted = await app.retention.sweep();
    expect(deleted.otp_codes).toBeGreaterThanOrEqual(1);
    expect(await codesOf(`+91${old.phone}`)).toBe(0);
    expect(await codesOf(`+91${recent.phone}`)).toBe(1);
    expect(await codesOf(`+91${live.phone}`)).toBe(1);
    expect(await codesOf(`+91${lingering.phone}`)).toBe(1);
  });

  it("keeps the day's codes that the daily limit counts: a number at its limit stays there after a sweep", async () => {
    const { phone, ip } = freshClient();
    for (let i = 0; i < AUTH_LIMITS.sendsPerNumberPerDay; i++) {
      expect((await generate(app, phone, ip)).statusCode).toBe(200);
      await ageCodes(`+91${phone}`, "91 seconds");
    }
    await app.retention.sweep();
    const refused = await generate(app, phone, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe("OTP_DAILY_LIMIT");
    // A day later they are gone, and the number may have codes again.
    await ageCodes(`+91${phone}`, "24 hours");
    await app.retention.sweep();
    expect(await codesOf(`+91${phone}`)).toBe(0);
    expect((await generate(app, phone, ip)).statusCode).toBe(200);
  });

  it("deletes sessions a day after they ended, and never a live one", async () => {
    const live = await signIn(app);
    const idleConsumer = await signIn(app);
    await setSession(idleConsumer.userId, "last_seen_at = now() - interval '2 days'");
    const signedOutLately = await signIn(app);
    await setSession(signedOutLately.userId, "revoked_at = now() - interval '1 hour'");
    const signedOutLongAgo = await signIn(app);
    await setSession(signedOutLongAgo.userId, "revoked_at = now() - interval '25 hours'");
    const expired = await signIn(app);
    await setSession(expired.userId, "expires_at = now() - interval '25 hours'");
    // A vendor's session unused for its 12 idle hours and a day more has ended, even though nothing revoked it.
    const idleVendor = await signIn(app, "vendor");
    const idleSeconds = SESSION_POLICY.vendor.idleSeconds + RETENTION.endedSessionSeconds + 60;
    await setSession(idleVendor.userId, `last_seen_at = now() - interval '${idleSeconds} seconds'`);

    const deleted = await app.retention.sweep();
    expect(deleted.sessions).toBeGreaterThanOrEqual(3);
    expect(await sessionsOf(signedOutLongAgo.userId)).toBe(0);
    expect(await sessionsOf(expired.userId)).toBe(0);
    expect(await sessionsOf(idleVendor.userId)).toBe(0);
    expect(await sessionsOf(signedOutLately.userId)).toBe(1);
    expect(await sessionsOf(live.userId)).toBe(1);
    expect(await sessionsOf(idleConsumer.userId)).toBe(1);
    // The live ones still sign their owners in.
    expect(await isSignedIn(live.cookie)).toBe(true);
    expect(await isSignedIn(idleConsumer.cookie)).toBe(true);
  });

  it("deletes counters whose window has ended, and keeps a lockout still running", async () => {
    // An address past its code requests for these 10 minutes: refused before and after the sweep.
    const ip = freshClient().ip;
    for (let i = 0; i < AUTH_LIMITS.generatesPerIpPer10Min; i++) await generate(app, freshClient().phone, ip);
    expect((await generate(app, freshClient().phone, ip)).statusCode).toBe(429);
    // A number slowed to one code a day by a long run of wrong checks, started 20 days ago.
    const slowed = freshClient();
    await generate(app, slowed.phone, slowed.ip);
    const streakKey = `otp-wrong-streak:${await app.counters.phoneHash(`+91${slowed.phone}`)}`;
    await app.counters.hit(streakKey, 30 * 86_400, AUTH_LIMITS.wrongStreakPerNumber);
    await db().execute(
      sql`update rate_limits set window_start = window_start - interval '20 days', expires_at = expires_at - interval '20 days' where key = ${streakKey}`,
    );
    await ageCodes(`+91${slowed.phone}`, "91 seconds");
    // An address whose 10 minutes of checks have passed.
    const quiet = freshClient();
    await verify(app, quiet.phone, "123456", quiet.ip);
    const quietKey = `otp-verify-ip:${quiet.ip}`;
    expect(await counter(quietKey)).toBeDefined();
    await db().execute(
      sql`update rate_limits set window_start = window_start - interval '11 minutes', expires_at = expires_at - interval '11 minutes' where key = ${quietKey}`,
    );

    const deleted = await app.retention.sweep();
    expect(deleted.rate_limits).toBeGreaterThanOrEqual(1);
    expect(await counter(quietKey)).toBeUndefined();
    expect(await counter(streakKey)).toMatchObject({ count: AUTH_LIMITS.wrongStreakPerNumber });
    expect((await generate(app, freshClient().phone, ip)).statusCode).toBe(429);
    const stillSlowed = await generate(app, slowed.phone, slowed.ip);
    expect(stillSlowed.statusCode).toBe(429);
    expect(stillSlowed.json().errorCode).toBe("NUMBER_SLOWED");
  });

  it("deletes in bounded batches, and sweeps running at once delete each row once", async () => {
    const total = 2 * RETENTION_BATCH + 234;
    await db().execute(
      sql`insert into rate_limits (key, window_start, count, expires_at)
          select 'retention-probe:' || n, now() - interval '2 hours', 1, now() - interval '1 hour' from generate_series(1, ${total}) as n`,
    );
    const running = Array.from({ length: 5 }, (_, i) => `retention-running:${i}`);
    for (const key of running) await app.counters.hit(key, 3600);

    // Five sweepers at once, as five processes would run them: on PostgreSQL each on its own connection.
    const sweeper = async () => {
      const batches: number[] = [];
      for (;;) {
        const count = await app.counters.deleteExpired(RETENTION_BATCH, RETENTION.expiredCounterSeconds);
        batches.push(count);
        if (count === 0) return batches;
      }
    };
    const batches = (await Promise.all(Array.from({ length: 5 }, sweeper))).flat();
    expect(Math.max(...batches)).toBeLessThanOrEqual(RETENTION_BATCH);
    expect(batches.reduce((sum, n) => sum + n, 0)).toBe(total);
    const left = await db()
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'retention-%'`);
    expect(left.map((row) => row.key).sort()).toEqual(running);
    // Nothing more to do; and the rows in use are untouched.
    expect((await app.retention.sweep()).rate_limits).toBe(0);
    expect(await db().select().from(rateLimits).where(inArray(rateLimits.key, running))).toHaveLength(5);
  });

  it("runs on its own from the server's start, every RETENTION_SWEEP_MS", async () => {
    expect(loadConfig({ NODE_ENV: "test" }).retention.sweepMs).toBe(3_600_000);
    expect(loadConfig({ NODE_ENV: "test", RETENTION_SWEEP_MS: "60000" }).retention.sweepMs).toBe(60_000);
    expect(() => loadConfig({ NODE_ENV: "test", RETENTION_SWEEP_MS: "10" })).toThrow(/RETENTION_SWEEP_MS/);

    const often = await buildTestApp({ retention: { worker: true, sweepMs: 1000 } });
    try {
      await often.database.db.execute(
        sql`insert into rate_limits (key, window_start, count, expires_at) values ('retention-timer', now() - interval '1 hour', 1, now() - interval '1 minute')`,
      );
      await vi.waitFor(
        async () => {
          const rows = await often.database.db.select().from(rateLimits).where(eq(rateLimits.key, "retention-timer"));
          expect(rows).toEqual([]);
        },
        { timeout: 5000, interval: 200 },
      );
    } finally {
      await often.close();
    }
  });
});
