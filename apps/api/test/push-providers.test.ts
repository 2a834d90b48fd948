import { describe, expect, it } from "vitest";
import { pagePaths, SMS_TEMPLATE_NAMES } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import type { ConsoleSmsProvider } from "../src/platform/sms/console-provider.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, placeBooking } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// The push provider chosen by configuration (docs/decisions/0070): console on local and test runs, where each push shows
// at the local outbox; Expo in production, which refuses the console one; none, where every push falls back to its SMS.
// Expo's own service, through its loopback fake: push-notifications.test.ts.

const MINUTE = 60_000;
let tokenCounter = 0;
const freshToken = () => `ExponentPushToken[push${process.pid}y${++tokenCounter}abcdef]`;
const reference = (id: string) => `#${id.slice(-8).toUpperCase()}`;
describe("the push provider", () => {
  it("is chosen by configuration: console locally, Expo in production, and a production start refuses the console one", () => {
    expect(loadConfig({ NODE_ENV: "test" }).push).toMatchObject({
      provider: "console",
      baseUrl: "https://exp.host",
      receiptDelayMs: 15 * MINUTE,
    });
    const production = {
      APP_ENV: "production",
      NODE_ENV: "production",
      AUTH_SECRET: "s".repeat(40),
      SMS_PROVIDER: "msg91",
      SMS_AUTH_KEY: "key",
      SMS_TEMPLATE_ID: "template",
      PUBLIC_ORIGIN: "https://utsav.example",
      SMS_NOTIFICATION_TEMPLATES: SMS_TEMPLATE_NAMES.map((name, i) => `${name}=1207${i}`).join(","),
    };
    expect(loadConfig(production).push).toMatchObject({ provider: "expo" });
    expect(loadConfig({ ...production, PUSH_PROVIDER: "none" }).push.provider).toBe("none");
    expect(() => loadConfig({ ...production, PUSH_PROVIDER: "console" })).toThrow(/PUSH_PROVIDER=expo/);
  });
});

describe("without a push service", () => {
  it("PUSH_PROVIDER=none: a shopper with a phone registered is told by SMS after all", async () => {
    const notifications = { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false };
    const quiet = await buildTestApp({ notifications, push: { ...loadConfig({ NODE_ENV: "test" }).push, provider: "none" } });
    try {
      const owner = await bookableVendor(quiet);
      const consumer = await signIn(quiet, "consumer");
      const headers = { cookie: consumer.cookie, origin: ORIGIN };
      const registered = await quiet.inject({
        method: "PUT",
        url: "/api/push-tokens",
        headers,
        payload: { token: freshToken(), platform: "ios" },
      });
      expect(registered.statusCode).toBe(200);
      const id = await placeBooking(quiet, owner.offering.id, { name: "Quiet", mobile: consumer.phone.slice(3) }, consumer.cookie);
      await quiet.notificationWorker.drain();
      const sms = (quiet.sms as ConsoleSmsProvider).localMessages
        .list()
        .filter((m) => m.to === consumer.phone && m.text.includes(reference(id)));
      expect(sms).toHaveLength(1);
      expect(quiet.localMessages!.list().filter((m) => m.channel === "push")).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe("local runs", () => {
  it("the console provider shows each push at the local outbox, to the token cut short", async () => {
    const local = await buildTestApp({ notifications: { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false } });
    try {
      const owner = await bookableVendor(local);
      const token = freshToken();
      const registered = await local.inject({
        method: "PUT",
        url: "/api/push-tokens",
        headers: owner.headers,
        payload: { token, platform: "ios" },
      });
      expect(registered.statusCode).toBe(200);
      const id = await placeBooking(local, owner.offering.id, { name: "Lata", mobile: freshMobile() });
      await local.notificationWorker.drain();
      const outbox = await local.inject({ method: "GET", url: "/api/dev/outbox" });
      const pushes = (outbox.json().data.messages as { channel: string; to: string; text: string }[]).filter((m) => m.channel === "push");
      expect(pushes).toHaveLength(1);
      expect(pushes[0]!.to).toMatch(/^ExponentPushToken\[push…\]$/);
      expect(pushes[0]!.text).toBe(
        `New booking ${reference(id)}\nLata booked ${owner.offering.title.slice(0, 29)}… for date to be agreed. Confirm or decline it.\nOpens ${pagePaths.vendorBooking(id)}`,
      );
    } finally {
      await local.close();
    }
  });
});
