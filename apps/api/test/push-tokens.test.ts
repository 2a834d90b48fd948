import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushTokens } from "@utsav/db";
import { consumerDataExportSchema, envelope } from "@utsav/domain";
import { forgetPushToken, getShopperMessages, registerPushToken, saveShopperMessages } from "@utsav/api-client";
import type { ApiTransport } from "@utsav/api-client";
import { freshClient, generate, latestCode, ORIGIN, signIn, verify } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { signInVendor, vendorHeaders } from "./vendor-helper.ts";

// The phones that receive pushes (docs/decisions/0070): the app registers its Expo push token for the account signed
// in on it, as a shopper or as a vendor; the token moves with the phone; sign-out forgets it, signing out everywhere
// and deleting the account forget them all, and the data download lists the phones. A shopper may keep the SMS as
// well (0074).

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

let tokenCounter = 0;
const freshToken = (kind = "ExponentPushToken") => `${kind}[tok${Date.now().toString(36)}${++tokenCounter}xxxxxxxx]`;
const put = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: "PUT", url: "/api/push-tokens", headers, payload: payload as object });
const remove = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: "DELETE", url: "/api/push-tokens", headers, payload: payload as object });
const rowOf = async (token: string) => (await app.database.db.select().from(pushTokens).where(eq(pushTokens.token, token)))[0];

/** A shopper signed in as the app signs in: a bearer token, no cookie. */
async function appShopper(): Promise<{ headers: Record<string, string>; userId: string }> {
  const { phone, ip } = freshClient();
  await generate(app, phone, ip);
  const response = await verify(app, phone, latestCode(app, `+91${phone}`), ip, "consumer", { "x-session-transport": "bearer" });
  const { token, userId } = response.json().data as { token: string; userId: string };
  return { headers: { authorization: `Bearer ${token}` }, userId };
}

describe("registering a phone", () => {
  it("registers the token for the signed-in shopper (bearer, as the app) and for a vendor as vendor", async () => {
    const shopper = await appShopper();
    const token = freshToken();
    const registered = await put(shopper.headers, { token, platform: "android" });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().data).toEqual({ role: "consumer", platform: "android" });
    expect(registered.headers["cache-control"]).toBe("no-store");
    expect(await rowOf(token)).toMatchObject({ userId: shopper.userId, role: "consumer", platform: "android" });

    const vendor = await signInVendor(app);
    const vendorToken = freshToken("ExpoPushToken");
    const asVendor = await put(vendorHeaders(vendor.cookie), { token: vendorToken, platform: "ios" });
    expect(asVendor.statusCode, asVendor.body).toBe(200);
    expect(asVendor.json().data).toEqual({ role: "vendor", platform: "ios" });
    expect(await rowOf(vendorToken)).toMatchObject({ userId: vendor.userId, role: "vendor" });
  });

  it("sees a token again, and moves a token to the account now signed in on that phone", async () => {
    const first = await appShopper();
    const token = freshToken();
    await put(first.headers, { token, platform: "android" });
    const before = await rowOf(token);
    await new Promise((r) => setTimeout(r, 5));
    expect((await put(first.headers, { token, platform: "android" })).statusCode).toBe(200);
    expect((await rowOf(token))!.lastSeenAt.getTime()).toBeGreaterThan(before!.lastSeenAt.getTime());

    const vendor = await signInVendor(app);
    expect((await put(vendorHeaders(vendor.cookie), { token, platform: "android" })).statusCode).toBe(200);
    expect(await rowOf(token)).toMatchObject({ userId: vendor.userId, role: "vendor" });
    const rows = await app.database.db.select().from(pushTokens).where(eq(pushTokens.token, token));
    expect(rows).toHaveLength(1);
  });

  it("needs a shopper's or a vendor's session: 401 signed out, 403 for an operator, 403 across sites", async () => {
    const token = freshToken();
    expect((await put({ origin: ORIGIN }, { token, platform: "ios" })).statusCode).toBe(401);
    expect((await remove({ origin: ORIGIN }, { token })).statusCode).toBe(401);
    expect((await put({ authorization: "Bearer not-a-session" }, { token, platform: "ios" })).statusCode).toBe(401);
    const operator = await signInOperator(app);
    expect((await put(operator.headers, { token, platform: "ios" })).statusCode).toBe(403);
    const shopper = await signIn(app);
    const crossSite = await put({ cookie: shopper.cookie, origin: "https://elsewhere.example" }, { token, platform: "ios" });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowOf(token)).toBeUndefined();
  });

  it.each([
    ["not a token", { token: "abc", platform: "ios" }],
    ["a token of another service", { token: "fcm:APA91bHun4MxP5egoKMwt2KZFBaFUH", platform: "android" }],
    ["an empty token", { token: "ExponentPushToken[]", platform: "ios" }],
    ["a huge token", { token: `ExponentPushToken[${"a".repeat(5000)}]`, platform: "ios" }],
    ["an unknown platform", { token: "ExponentPushToken[abcdefghij]", platform: "web" }],
    ["an extra field", { token: "ExponentPushToken[abcdefghij]", platform: "ios", userId: "u_other" }],
    ["no body", undefined],
  ])("refuses %s with 400", async (_name, body) => {
    const shopper = await appShopper();
    const response = await put(shopper.headers, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it("refuses a body past the server's limit", async () => {
    const shopper = await appShopper();
    const response = await app.inject({
      method: "PUT",
      url: "/api/push-tokens",
      headers: { ...shopper.headers, "content-type": "application/json" },
      payload: JSON.stringify({ token: "ExponentPushToken[abcdefghij]", platform: "ios", pad: "x".repeat(2_000_000) }),
    });
    expect([400, 413]).toContain(response.statusCode);
  });
});

describe("forgetting phones", () => {
  it("DELETE forgets this phone's token for its own account only", async () => {
    const owner = await appShopper();
    const other = await appShopper();
    const token = freshToken();
    await put(owner.headers, { token, platform: "ios" });
    const byOther = await remove(other.headers, { token });
    expect(byOther.json().data).toEqual({ removed: false });
    expect(await rowOf(token)).toBeDefined();
    const byOwner = await remove(owner.headers, { token });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data).toEqual({ removed: true });
    expect(await rowOf(token)).toBeUndefined();
  });

  it("signing out everywhere forgets every phone of the account, and no one else's", async () => {
    const shopper = await signIn(app);
    const someoneElse = await appShopper();
    const [a, b, c] = [freshToken(), freshToken(), freshToken()];
    const headers = { cookie: shopper.cookie, origin: ORIGIN };
    await put(headers, { token: a, platform: "ios" });
    await put(headers, { token: b, platform: "android" });
    await put(someoneElse.headers, { token: c, platform: "android" });
    const out = await app.inject({ method: "POST", url: "/api/auth/consumer/logout-everywhere", headers });
    expect(out.statusCode).toBe(200);
    expect(await rowOf(a)).toBeUndefined();
    expect(await rowOf(b)).toBeUndefined();
    expect(await rowOf(c)).toBeDefined();
  });

  it("the data download lists the phones (never their tokens); deleting the account forgets them", async () => {
    const shopper = await signIn(app);
    const headers = { cookie: shopper.cookie, origin: ORIGIN };
    const token = freshToken();
    await put(headers, { token, platform: "android" });
    const exported = await app.inject({ method: "POST", url: "/api/consumer/account/export", headers });
    expect(exported.statusCode).toBe(200);
    const data = envelope(consumerDataExportSchema).parse(exported.json()).data!;
    expect(data.pushDevices).toEqual([expect.objectContaining({ platform: "android", role: "consumer" })]);
    expect(exported.body).not.toContain(token);

    const deleted = await app.inject({ method: "POST", url: "/api/consumer/account/delete", headers, payload: { confirm: "DELETE" } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await rowOf(token)).toBeUndefined();
  });
});

describe("the shopper's SMS as well as the push (docs/decisions/0074)", () => {
  const messages = (headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method: payload === undefined ? "GET" : "PUT", url: "/api/consumer/messages", headers, payload: payload as object });

  it("is off until chosen, counts the shopper's phones, is saved, and is in the data download", async () => {
    const shopper = await appShopper();
    const first = await messages(shopper.headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ smsWithPush: false, pushPhones: 0 });
    expect(first.headers["cache-control"]).toBe("no-store");
    await put(shopper.headers, { token: freshToken(), platform: "android" });
    await put(shopper.headers, { token: freshToken(), platform: "ios" });
    const chosen = await messages(shopper.headers, { smsWithPush: true });
    expect(chosen.json()).toEqual({ success: true, data: { smsWithPush: true, pushPhones: 2 }, errorMessage: null });
    expect((await messages(shopper.headers)).json().data).toEqual({ smsWithPush: true, pushPhones: 2 });
    const exported = await app.inject({ method: "POST", url: "/api/consumer/account/export", headers: shopper.headers });
    expect(envelope(consumerDataExportSchema).parse(exported.json()).data!.profile.smsWithPush).toBe(true);
  });

  it("refuses a body that is not the choice, and anyone but a shopper", async () => {
    const shopper = await appShopper();
    for (const bad of [{}, { smsWithPush: "yes" }, { smsWithPush: true, extra: 1 }, []]) {
      const response = await messages(shopper.headers, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: expect.any(String) });
    }
    expect((await messages(shopper.headers)).json().data.smsWithPush).toBe(false);
    expect((await messages({ origin: ORIGIN })).statusCode).toBe(401);
    const vendor = await signInVendor(app);
    expect((await messages(vendorHeaders(vendor.cookie), { smsWithPush: true })).statusCode).toBe(403);
  });
});

describe("the api-client", () => {
  it("registers and forgets through the shared client", async () => {
    const shopper = await appShopper();
    // The app's transport, carried by inject: the method, path, JSON body and bearer header as fetch would send them.
    const api: ApiTransport = async ({ method, path, body }) => {
      const response = await app.inject({ method, url: path, headers: shopper.headers, payload: body as object });
      return { status: response.statusCode, body: response.json() };
    };
    const token = freshToken();
    const registered = await registerPushToken(api, { token, platform: "ios" });
    expect(registered).toMatchObject({ ok: true, data: { role: "consumer", platform: "ios" } });
    const forgotten = await forgetPushToken(api, { token });
    expect(forgotten).toMatchObject({ ok: true, data: { removed: true } });
    expect(await saveShopperMessages(api, { smsWithPush: true })).toMatchObject({ ok: true, data: { smsWithPush: true } });
    expect(await getShopperMessages(api)).toMatchObject({ ok: true, data: { smsWithPush: true, pushPhones: 0 } });
  });
});
