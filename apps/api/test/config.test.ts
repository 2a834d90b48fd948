import { describe, expect, it } from "vitest";
import { SMS_TEMPLATE_NAMES } from "@utsav/domain";
import { loadConfig, parseTemplateIds, parseTrustProxy } from "../src/platform/config.ts";

/** A DLT template id for each SMS notification template, as production needs them. */
const TEMPLATE_IDS = SMS_TEMPLATE_NAMES.map((name, i) => `${name}=12070000000000${i}`).join(",");

const PRODUCTION = {
  APP_ENV: "production",
  NODE_ENV: "production",
  AUTH_SECRET: "s".repeat(40),
  SMS_PROVIDER: "msg91",
  SMS_AUTH_KEY: "key",
  SMS_TEMPLATE_ID: "template",
  PUBLIC_ORIGIN: "https://utsav.example/",
  SMS_NOTIFICATION_TEMPLATES: TEMPLATE_IDS,
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

describe("notifications (EMAIL_PROVIDER, SMTP_URL, SMS_NOTIFICATION_TEMPLATES, NOTIFY_*)", () => {
  it("keep e-mail local on local and test runs, send none in production until SMTP is set, and never pretend", () => {
    expect(loadConfig({}).email.provider).toBe("console");
    expect(loadConfig({ NODE_ENV: "test" }).email.provider).toBe("console");
    expect(loadConfig(PRODUCTION).email.provider).toBe("none");
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: "smtps://u:p@smtp.example.in" }).email).toMatchObject({ provider: "smtp" });
    expect(() => loadConfig({ ...PRODUCTION, EMAIL_PROVIDER: "console" })).toThrow(
      /EMAIL_PROVIDER=smtp with SMTP_URL, or EMAIL_PROVIDER=none/,
    );
    expect(() => loadConfig({ EMAIL_PROVIDER: "smtp" })).toThrow(/EMAIL_PROVIDER=smtp needs SMTP_URL/);
  });

  it("keep WhatsApp local on local and test runs, use the Cloud API in production once both its settings are given, and refuse half of them", () => {
    const CLOUD = { WHATSAPP_PHONE_NUMBER_ID: "106540352242922", WHATSAPP_ACCESS_TOKEN: "EAAG-token" };
    expect(loadConfig({}).whatsapp.provider).toBe("console");
    expect(loadConfig({ NODE_ENV: "test" }).whatsapp.provider).toBe("console");
    expect(loadConfig(PRODUCTION).whatsapp.provider).toBe("none");
    expect(loadConfig({ ...PRODUCTION, ...CLOUD }).whatsapp).toEqual({
      provider: "cloud",
      apiUrl: "https://graph.facebook.com",
      apiVersion: "v21.0",
      phoneNumberId: "106540352242922",
      accessToken: "EAAG-token",
      language: "en",
    });
    const half = /WhatsApp's Cloud API needs both WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN/;
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_ACCESS_TOKEN: "EAAG-token" })).toThrow(half);
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_PHONE_NUMBER_ID: "106540352242922" })).toThrow(half);
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_PROVIDER: "cloud" })).toThrow(half);
    expect(() => loadConfig({ WHATSAPP_PROVIDER: "cloud", WHATSAPP_ACCESS_TOKEN: "EAAG-token" })).toThrow(half);
    expect(() => loadConfig({ ...PRODUCTION, WHATSAPP_PROVIDER: "console" })).toThrow(
      /APP_ENV=production needs WHATSAPP_PROVIDER=cloud with WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN, or WHATSAPP_PROVIDER=none/,
    );
    expect(loadConfig({ ...PRODUCTION, ...CLOUD, WHATSAPP_PROVIDER: "none" }).whatsapp.provider).toBe("none");
    expect(() => loadConfig({ ...CLOUD, WHATSAPP_API_VERSION: "21" })).toThrow(/WHATSAPP_API_VERSION: must look like v21.0/);
    expect(() => loadConfig({ ...CLOUD, WHATSAPP_PHONE_NUMBER_ID: "+919800000000" })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(loadConfig({ ...CLOUD, WHATSAPP_PROVIDER: "cloud", WHATSAPP_TEMPLATE_LANGUAGE: "en_US" }).whatsapp).toMatchObject({
      provider: "cloud",
      language: "en_US",
    });
  });

  it("need a DLT template id for every SMS template where MSG91 sends them in production", () => {
    const { SMS_NOTIFICATION_TEMPLATES: _all, ...withoutIds } = PRODUCTION;
    expect(() => loadConfig(withoutIds)).toThrow(/SMS_NOTIFICATION_TEMPLATES naming a DLT template id for booking_received_vendor_sms/);
    expect(loadConfig(PRODUCTION).notifications.smsTemplateIds.call_lead_vendor_sms).toMatch(/^1207/);
    expect(parseTemplateIds(" call_lead_vendor_sms = 42 ,")).toEqual({ call_lead_vendor_sms: "42" });
    expect(() => parseTemplateIds("not_a_template=1")).toThrow(/SMS_NOTIFICATION_TEMPLATES must be name=id pairs/);
    expect(() => parseTemplateIds("call_lead_vendor_sms")).toThrow(/name=id/);
  });

  it("run the worker by default, with a poll, a lease, a backoff and a number of attempts", () => {
    expect(loadConfig({}).notifications).toMatchObject({ worker: true, pollMs: 1000, leaseMs: 60_000, retryMs: 30_000, maxAttempts: 8 });
    expect(loadConfig({ NOTIFY_WORKER: "off" }).notifications.worker).toBe(false);
    expect(() => loadConfig({ NOTIFY_POLL_MS: "1" })).toThrow(/NOTIFY_POLL_MS/);
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

describe("payments and the scheduler (PAYMENTS_PROVIDER, RAZORPAY_*, PAYMENT_COMMISSION, SCHEDULER)", () => {
  const RAZORPAY = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "hook" };

  it("take payments on the local page on local runs, none in tests, and through Razorpay in production once its keys are set", () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: "local", razorpay: null, scheduler: { worker: true } });
    expect(loadConfig({ NODE_ENV: "test" }).payments).toMatchObject({ provider: "off", scheduler: { worker: false } });
    expect(loadConfig(PRODUCTION).payments.provider).toBe("off");
    expect(loadConfig({ ...PRODUCTION, ...RAZORPAY }).payments).toMatchObject({
      provider: "razorpay",
      razorpay: { apiUrl: "https://api.razorpay.com", keyId: "rzp_live_x", keySecret: "secret", webhookSecret: "hook" },
    });
  });

  it("refuse Razorpay without all three keys, and the local provider in production", () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: "razorpay", RAZORPAY_KEY_ID: "x", RAZORPAY_KEY_SECRET: "y" })).toThrow(
      /RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ ...PRODUCTION, ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: "" })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENTS_PROVIDER: "local" })).toThrow(/the local provider moves no money/);
  });

  it("read the commission per category, and refuse a malformed one", () => {
    expect(loadConfig({}).payments.commissionPercent).toEqual({ decor: 10, gifts: 8, sweets: 8 });
    expect(loadConfig({ PAYMENT_COMMISSION: "decor=12, sweets=5" }).payments.commissionPercent).toEqual({ decor: 12, gifts: 8, sweets: 5 });
    for (const wrong of ["decor=120", "flowers=5", "decor:5", "decor=5,,"]) {
      expect(() => loadConfig({ PAYMENT_COMMISSION: wrong }), wrong).toThrow(/PAYMENT_COMMISSION/);
    }
  });
});

describe("a process among several (PROCESS_ROLE, DATABASE_DIRECT_URL; docs/decisions/0076)", () => {
  const local = { NODE_ENV: "development" };

  it("runs everything in one process by default, as npm start does", () => {
    const config = loadConfig(local);
    expect(config.role).toBe("all");
    expect([config.notifications.worker, config.payments.scheduler.worker, config.retention.worker]).toEqual([true, true, true]);
    expect(config.web).toBe("dev");
    expect(config.drawPictures).toBe(true);
  });

  it("a web process serves and runs no job, whatever the job settings say; the worker runs them all and serves no pages", () => {
    const web = loadConfig({ ...local, PROCESS_ROLE: "web", NOTIFY_WORKER: "on", SCHEDULER: "on" });
    expect([web.notifications.worker, web.payments.scheduler.worker, web.retention.worker]).toEqual([false, false, false]);
    expect(web.web).toBe("dev");
    expect(web.drawPictures).toBe(false);
    const worker = loadConfig({ ...local, PROCESS_ROLE: "worker", WEB: "build" });
    expect([worker.notifications.worker, worker.payments.scheduler.worker, worker.retention.worker]).toEqual([true, true, true]);
    expect(worker.web).toBe("off");
    expect(worker.drawPictures).toBe(true);
    expect(() => loadConfig({ ...local, PROCESS_ROLE: "balancer" })).toThrow(/PROCESS_ROLE/);
  });

  it("keeps the server's own address for LISTEN and the start's lock where a pooler stands in DATABASE_URL", () => {
    const pooled = "postgres://utsav@127.0.0.1:6432/utsav";
    const direct = "postgres://utsav@127.0.0.1:5432/utsav";
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: direct }).database).toMatchObject({ url: pooled, directUrl: direct });
    expect(loadConfig({ DATABASE_URL: direct }).database).toMatchObject({ url: direct, directUrl: direct });
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_DIRECT_URL: "not an address" })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it("reads on a replica only where one is named, within a lag bound (docs/decisions/0077)", () => {
    const primary = "postgres://utsav@127.0.0.1:5432/utsav";
    const replica = "postgres://utsav@127.0.0.1:5433/utsav";
    expect(loadConfig({ DATABASE_URL: primary }).database).not.toHaveProperty("replica.url");
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica }).database).toMatchObject({
      replica: { url: replica, maxLagMs: 1000, probeMs: 250 },
    });
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_REPLICA_URL: replica, REPLICA_MAX_LAG_MS: "5" })).toThrow(
      /REPLICA_MAX_LAG_MS/,
    );
  });
});
