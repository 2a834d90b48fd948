import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { otpCodes } from "@utsav/db";
import type { ConsoleSmsProvider } from "../src/platform/sms/console-provider.ts";
import { AUTH_LIMITS } from "../src/modules/accounts/auth-service.ts";
import { freshClient, generate, latestCode, verify } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";

// The sign-in limits hold when a client lies about its address and when requests arrive together. On PostgreSQL
// (CI) the parallel requests really run at once, on several connections.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const smsTo = (instance: FastifyInstance, phone: string) =>
  (instance.sms as ConsoleSmsProvider).messages().filter((m) => m.to === phone).length;

describe("the client address of the limits", () => {
  it("is the socket's by default: rotating X-Forwarded-For gets no more codes", async () => {
    const direct = await buildTestApp({ trustProxy: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= AUTH_LIMITS.generatesPerIpPer10Min; i++) {
        const { phone, ip } = freshClient();
        statuses.push((await generate(direct, phone, ip)).statusCode);
      }
      expect(statuses.slice(0, AUTH_LIMITS.generatesPerIpPer10Min).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it("grows with RATE_LIMIT_MULTIPLIER, where many people share one address; a number's own limits do not", async () => {
    const shared = await buildTestApp({ rateLimitMultiplier: 2 });
    try {
      const ip = freshClient().ip;
      const statuses: number[] = [];
      for (let i = 0; i <= 2 * AUTH_LIMITS.generatesPerIpPer10Min; i++)
        statuses.push((await generate(shared, freshClient().phone, ip)).statusCode);
      expect(statuses.slice(0, 2 * AUTH_LIMITS.generatesPerIpPer10Min).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // The resend wait of one number is not multiplied.
      const { phone } = freshClient();
      expect((await generate(shared, phone, freshClient().ip)).statusCode).toBe(200);
      expect((await generate(shared, phone, freshClient().ip)).statusCode).toBe(429);
    } finally {
      await shared.close();
    }
  });

  it("is read through the trusted hops only: an address the client puts in front of the proxy's is ignored", async () => {
    const behindOneProxy = await buildTestApp({ trustProxy: 1 });
    try {
      const send = (forwardedFor: string) =>
        behindOneProxy.inject({
          method: "POST",
          url: "/api/auth/consumer/otp/generate",
          payload: { phoneNumber: freshClient().phone },
          headers: { "x-forwarded-for": forwardedFor },
        });
      for (let i = 0; i < AUTH_LIMITS.generatesPerIpPer10Min; i++)
        expect((await send(`203.0.113.${i}, 198.51.100.7`)).statusCode).toBe(200);
      expect((await send("203.0.113.250, 198.51.100.7")).statusCode).toBe(429);
      expect((await send("203.0.113.250, 198.51.100.8")).statusCode).toBe(200);
    } finally {
      await behindOneProxy.close();
    }
  });
});

describe("limits under parallel requests", () => {
  it("give one code at most 5 checks, however many guesses arrive together, and sign in at most once", async () => {
    const { phone, ip } = freshClient();
    await generate(app, phone, ip);
    const code = latestCode(app, `+91${phone}`);
    const wrong = code === "000000" ? "111111" : "000000";
    // 30 guesses at once from 30 addresses, the right code among them six times.
    const guesses = Array.from({ length: 30 }, (_, i) => (i % 5 === 4 ? code : wrong));
    const answers = await Promise.all(guesses.map((otp) => verify(app, phone, otp, freshClient().ip)));
    const outcomes = answers.map((a) => (a.statusCode === 200 ? "signed in" : (a.json().errorCode as string)));
    // A comparison answers "signed in" or OTP_INVALID; the rest were refused before comparing: the code was spent
    // (OTP_TOO_MANY_ATTEMPTS) or already used (OTP_SESSION_MISSING).
    const compared = outcomes.filter((o) => o === "signed in" || o === "OTP_INVALID");
    expect(compared.length).toBeLessThanOrEqual(AUTH_LIMITS.checksPerCode);
    expect(outcomes.filter((o) => o === "signed in").length).toBeLessThanOrEqual(1);
    expect(outcomes.every((o) => ["signed in", "OTP_INVALID", "OTP_TOO_MANY_ATTEMPTS", "OTP_SESSION_MISSING"].includes(o))).toBe(true);
    const [row] = await app.database.db
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+91${phone}`));
    expect(row!.attempts).toBeLessThanOrEqual(AUTH_LIMITS.checksPerCode);
  });

  it("send one SMS for 30 requests at once for one number, counted once against the day's sends", async () => {
    const { phone } = freshClient();
    const answers = await Promise.all(Array.from({ length: 30 }, () => generate(app, phone, freshClient().ip)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429).every((a) => a.json().errorCode === "OTP_RESEND_TOO_SOON")).toBe(true);
    expect(smsTo(app, `+91${phone}`)).toBe(1);
    expect(await app.database.db.$count(otpCodes, eq(otpCodes.phone, `+91${phone}`))).toBe(1);
  });
});
