import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { rateLimits } from "@utsav/db";
import { RATE_LIMITS } from "../src/platform/rate-limiter.ts";
import { freshClient, generate, latestCode, verify } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";

// Counters' keys never hold a phone number (docs/decisions/0015, amended 2026-11-28; DPDP Act 2023 s.8(7)): sign-in
// attempts, bookings and waitlist entries count a number under its keyed hash, and its limits hold all the same.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

let ips = 0;
const freshIp = () => `10.61.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`;
const send = (url: string, payload: object, ip = freshIp()) => app.inject({ method: "POST", url, payload, remoteAddress: ip });
const book = (mobile: string, ip?: string) =>
  send(
    "/api/public/booking",
    { offeringId: "JSS1", vendorName: "", offeringName: "", bookingData: { name: "Asha", mobile, address: "1 Test Road" } },
    ip,
  );
const joinVendor = (phoneNumber: string) =>
  send("/api/public/waitlist/join-vendor", { businessName: "Marigold Moments", contactName: "Anita K", phoneNumber, category: "flowers" });

/** Every spelling of a number that a key could hold: its 10 digits, with 91 in front, and its last 7 digits. */
const spellings = (phone: string) => [phone, `91${phone}`, `+91${phone}`, phone.slice(-7)];

describe("counters' keys", () => {
  it("hold no phone number after sign-in attempts, bookings and waitlist entries", async () => {
    const signedIn = freshClient();
    await generate(app, signedIn.phone, signedIn.ip);
    expect((await verify(app, signedIn.phone, "000000", signedIn.ip)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await verify(app, signedIn.phone, latestCode(app, `+91${signedIn.phone}`), signedIn.ip)).statusCode).toBe(200);
    const guessed = freshClient();
    await generate(app, guessed.phone, guessed.ip);
    for (const otp of ["000000", "111111"]) await verify(app, guessed.phone, otp, guessed.ip);
    const operatorNumber = freshClient();
    await generate(app, operatorNumber.phone, operatorNumber.ip, "operator");
    const booked = freshClient().phone;
    expect((await book(booked)).statusCode).toBe(200);
    expect((await book(`+91 ${booked.slice(0, 5)} ${booked.slice(5)}`)).statusCode).toBe(200);
    const waitlisted = freshClient().phone;
    expect((await joinVendor(waitlisted)).statusCode).toBe(200);

    const keys = (await app.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    const numbers = [signedIn.phone, guessed.phone, operatorNumber.phone, booked, waitlisted];
    for (const number of numbers)
      for (const spelling of spellings(number)) expect(keys.filter((key) => key.includes(spelling))).toEqual([]);
    // No run of 10 digits anywhere but in a hash or a user's id.
    expect(keys.filter((key) => /\d{10}/.test(key.replace(/[a-f0-9]{64}|usr_[a-f0-9]+/g, "")))).toEqual([]);
    // What does stand for a number: its keyed hash.
    const phoneKeys = keys.filter((key) => key.startsWith("otp-wrong-streak:") || /^write:\w+:phone:/.test(key));
    expect(phoneKeys.length).toBeGreaterThanOrEqual(3);
    for (const key of phoneKeys) expect(key).toMatch(/:[a-f0-9]{64}$/);
  });

  it("are a keyed hash: not the number's plain SHA-256, and another server secret gives another key", async () => {
    const phone = `+91${freshClient().phone}`;
    const hash = await app.counters.phoneHash(phone);
    expect(hash).toBe(await app.counters.phoneHash(phone));
    expect(hash).not.toBe(createHash("sha256").update(phone).digest("hex"));
    expect(hash).not.toBe(
      createHmac("sha256", await app.serverSecret.bytes())
        .update(phone)
        .digest("hex"),
    );
    const other = await buildTestApp({ auth: { secret: "another-secret-of-at-least-32-characters", codeTtlSeconds: 600 } });
    try {
      expect(await other.counters.phoneHash(phone)).not.toBe(hash);
    } finally {
      await other.close();
    }
  });

  it("still count a number in any spelling: its booking limit holds", async () => {
    const mobile = freshClient().phone;
    const spelt = [mobile, `+91${mobile}`, `91 ${mobile}`, `0${mobile}`];
    for (let i = 0; i < RATE_LIMITS.booking.phone.max; i++) expect((await book(spelt[i % spelt.length]!)).statusCode).toBe(200);
    const refused = await book(mobile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errorCode).toBe("RATE_LIMITED");
  });
});
