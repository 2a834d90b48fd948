import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { errorEnvelopeSchema } from "@utsav/domain";
import { analyticsEvents, otpCodes, sessions } from "@utsav/db";
import { AUTH_LIMITS, newCode } from "../src/modules/accounts/auth-service.ts";
import { freshClient, generate, latestCode, ORIGIN, signIn, verify } from "./accounts-helper.ts";
import { buildTestApp, productionOverrides } from "./helper.ts";
import { codeSentTo, FakeGateway } from "./support/fake-sms-gateway.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const ageCodes = (phone: string, seconds: number) =>
  app.database.db.execute(sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`);

describe("sign-in codes (OWASP ASVS 5.0 §6, NIST 800-63B)", () => {
  it("are 6 digits from the cryptographic generator, with leading zeros kept", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith("0"))).toBe(true);
  });

  it("are sent by SMS and stored only as a keyed hash", async () => {
    const { phone, ip } = freshClient();
    const response = await generate(app, phone, ip);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ phoneNumber: `+91${phone}`, resendAfterSeconds: 90, expiresInSeconds: 600 });
    const code = latestCode(app, `+91${phone}`);
    const rows = await app.database.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+91${phone}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(600_000 + 2000);
  });

  it("answer the same for a registered and an unregistered number", async () => {
    const known = await signIn(app);
    await ageCodes(known.phone, 100);
    const { phone: unknown, ip } = freshClient();
    const a = await generate(app, known.phone, ip);
    const b = await generate(app, unknown, ip);
    expect(a.statusCode).toBe(b.statusCode);
    expect(Object.keys(a.json().data)).toEqual(Object.keys(b.json().data));
    expect(a.json().data.resendAfterSeconds).toBe(b.json().data.resendAfterSeconds);
  });

  it.each([["12345"], ["98765abcde"], ["+44 7911 123456"], [""], ["9".repeat(40)]])(
    "refuse the phone number %j with 400",
    async (phoneNumber) => {
      const response = await generate(app, phoneNumber, freshClient().ip);
      expect(response.statusCode).toBe(400);
      expect(errorEnvelopeSchema.parse(response.json()).errorMessage).toMatch(/Please enter (a valid mobile number|your phone number)/);
    },
  );

  it("refuse a resend within 90 s with 429 and Retry-After, counted on the normalised number", async () => {
    const { phone, ip } = freshClient();
    expect((await generate(app, phone, ip)).statusCode).toBe(200);
    const again = await generate(app, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      errorMessage: "Please wait before requesting a new code",
      errorCode: "OTP_RESEND_TOO_SOON",
      errorName: "OtpResendTooSoon",
    });
    expect(Number(again.headers["retry-after"])).toBeGreaterThan(80);
    // The envelope carries the same wait, for the phone entry to count it down.
    expect(again.json().retryAfterSeconds).toBe(Number(again.headers["retry-after"]));
    await ageCodes(`+91${phone}`, 91);
    expect((await generate(app, `0${phone}`, ip)).statusCode).toBe(200);
  });

  it("stop at 10 sends per number per day", async () => {
    const { phone, ip } = freshClient();
    for (let i = 0; i < 10; i++) {
      expect((await generate(app, phone, ip)).statusCode, `send ${i + 1}`).toBe(200);
      await ageCodes(`+91${phone}`, 91);
    }
    const eleventh = await generate(app, phone, freshClient().ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorCode).toBe("OTP_DAILY_LIMIT");
  });

  it("limit requests per IP address", async () => {
    const { ip } = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await generate(app, freshClient().phone, ip)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("verifying a code", () => {
  it("signs in a new consumer with a rotated session cookie, and records the sign-in", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    const response = await verify(app, phone, latestCode(app, `+91${phone}`), ip);
    expect(response.statusCode).toBe(200);
    const { userId, isNewUser } = response.json().data;
    expect(isNewUser).toBe(true);
    expect(userId).toMatch(/^usr_/);
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // test mode is not production; production adds Secure (see below)
    const token = cookie.split(";")[0]!.split("=")[1]!;
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    const stored = await app.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(stored[0]!.id).not.toBe(token);

    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: cookie.split(";")[0]! } });
    expect(session.json().data).toMatchObject({ isAuthenticated: true, userId, userType: "consumer", isNewUser: true });

    const [events] = await app.database.db
      .select({ n: count() })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.userId, userId), eq(analyticsEvents.name, "otp_verified")));
    expect(events!.n).toBe(1);
  });

  it("works once only, even when two verifications race", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    const code = latestCode(app, `+91${phone}`);
    const [a, b] = await Promise.all([verify(app, phone, code, ip), verify(app, phone, code, ip)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    const again = await verify(app, phone, code, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().errorMessage).toBe("No active OTP session");
  });

  it("expires after 10 minutes", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    await app.database.db.execute(sql`update otp_codes set expires_at = now() - interval '1 second' where phone = ${`+91${phone}`}`);
    const response = await verify(app, phone, latestCode(app, `+91${phone}`), ip);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorMessage: "No active OTP session", errorCode: "OTP_SESSION_MISSING" });
  });

  it("refuses a code issued for the other user type", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip, "consumer");
    const response = await verify(app, phone, latestCode(app, `+91${phone}`), ip, "vendor");
    expect(response.statusCode).toBe(401);
    expect(response.json().errorMessage).toBe("No active OTP session");
  });

  it("gives a code 5 checks; wrong guesses spend the code, not the owner's access", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    const code = latestCode(app, `+91${phone}`);
    const wrong = code === "000000" ? "111111" : "000000";
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await verify(app, phone, wrong, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const spent = await verify(app, phone, code, ip);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().errorMessage).toBe("Too many incorrect attempts. Please request a new code.");
    // Once the resend wait has passed, the owner gets a new code, and it works.
    expect((await generate(app, phone, ip)).json().errorCode).toBe("OTP_RESEND_TOO_SOON");
    await ageCodes(`+91${phone}`, 91);
    expect((await generate(app, phone, ip)).statusCode).toBe(200);
    expect((await verify(app, phone, latestCode(app, `+91${phone}`), ip)).statusCode).toBe(200);
  });

  it("counts a check on the code even when the right code follows, and takes the right code on its fifth check", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    const code = latestCode(app, `+91${phone}`);
    for (let i = 0; i < 4; i++) await verify(app, phone, code === "000000" ? "111111" : "000000", ip);
    expect((await verify(app, phone, code, ip)).statusCode).toBe(200);
    const [row] = await app.database.db
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+91${phone}`));
    expect(row!.attempts).toBe(5);
  });

  it("slows a number's codes to one a day after 100 wrong checks in a row, and a right code ends the run", async () => {
    const { phone, ip } = freshClient();
    // The run is counted under the number's keyed hash (platform/counters.ts), as a hundred wrong checks leave it.
    const streakKey = `otp-wrong-streak:${await app.counters.phoneHash(`+91${phone}`)}`;
    await generate(app, phone, ip);
    await app.counters.hit(streakKey, 30 * 86_400, AUTH_LIMITS.wrongStreakPerNumber);
    // The code already sent still works: the owner is slowed, not locked out.
    const code = latestCode(app, `+91${phone}`);
    await ageCodes(`+91${phone}`, 91);
    const slowed = await generate(app, phone, ip);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({
      errorCode: "NUMBER_SLOWED",
      errorMessage: "Too many incorrect attempts on this number. Please try again tomorrow.",
    });
    expect(Number(slowed.headers["retry-after"])).toBeGreaterThan(86_000);
    expect((await verify(app, phone, code, ip)).statusCode).toBe(200);
    await ageCodes(`+91${phone}`, 91);
    expect((await generate(app, phone, ip)).statusCode).toBe(200);
  });

  it.each([["12345"], ["12a456"], ["1234567"], [""]])("refuses the code %j with 'Please enter the complete 6-digit code'", async (otp) => {
    const response = await verify(app, freshClient().phone, otp, freshClient().ip);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toContain("Please enter the complete 6-digit code");
  });

  it("gives native clients a bearer token that authenticates like the cookie", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    const response = await verify(app, phone, latestCode(app, `+91${phone}`), ip, "consumer", { "x-session-transport": "bearer" });
    const { token } = response.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const me = await app.inject({ method: "GET", url: "/api/consumer", headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
  });
});

describe("sessions", () => {
  it("logout revokes the session", async () => {
    const { cookie } = await signIn(app);
    const out = await app.inject({ method: "POST", url: "/api/auth/consumer/logout", headers: { cookie, origin: ORIGIN } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/utsav_session=;/);
    const me = await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("a new sign-in on the same client revokes the old session", async () => {
    const first = await signIn(app);
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    await verify(app, phone, latestCode(app, `+91${phone}`), ip, "consumer", { cookie: first.cookie, origin: ORIGIN });
    expect((await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie: first.cookie } })).statusCode).toBe(401);
  });

  it("refuses cross-site state-changing requests", async () => {
    const { cookie } = await signIn(app);
    const payload = { fullName: "Asha" };
    const evil = await app.inject({ method: "PUT", url: "/api/consumer", payload, headers: { cookie, origin: "https://evil.example" } });
    expect(evil.statusCode).toBe(403);
    const noOrigin = await app.inject({ method: "PUT", url: "/api/consumer", payload, headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const same = await app.inject({ method: "PUT", url: "/api/consumer", payload, headers: { cookie, origin: ORIGIN } });
    expect(same.statusCode).toBe(200);
  });

  it("ignores garbage tokens", async () => {
    for (const token of ["x", "a".repeat(500), "💥💥💥", "Bearer"]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/consumer",
        headers: { authorization: `Bearer ${token}`, cookie: `utsav_session=${encodeURIComponent(token)}` },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe("production sessions", () => {
  it("use a Secure __Host- cookie", async () => {
    const gateway = new FakeGateway();
    const production = await buildTestApp(productionOverrides(await gateway.start()));
    try {
      const { phone, ip } = freshClient();
      await generate(production, phone, ip);
      const response = await verify(production, phone, codeSentTo(gateway, `+91${phone}`), ip);
      const cookie = String(response.headers["set-cookie"]);
      expect(cookie).toMatch(/^__Host-utsav_session=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/Path=\//);
    } finally {
      await production.close();
      await gateway.stop();
    }
  });
});

describe("verification limits per IP address", () => {
  it("refuse the 41st verification from one address in 10 minutes", async () => {
    const { ip } = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await verify(app, freshClient().phone, "123456", ip)).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 401)).toBe(true);
    expect(statuses[40]).toBe(429);
  });
});
