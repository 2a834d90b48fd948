import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { loadConfig } from "../src/platform/config.ts";
import { Msg91SmsProvider } from "../src/platform/sms/msg91-provider.ts";
import { buildTestApp, productionOverrides } from "./helper.ts";
import { FakeGateway } from "./support/fake-sms-gateway.ts";

const gateway = new FakeGateway();
let url: string;
const log = Fastify({ logger: false }).log;
beforeAll(async () => {
  url = await gateway.start();
});
afterAll(async () => {
  await gateway.stop();
});

const provider = (timeoutMs = 300) =>
  new Msg91SmsProvider({ url, authKey: "test-key", templateId: "tmpl-1", senderId: "UTSAVM", timeoutMs, retries: 2 }, log);

describe("MSG91 gateway adapter", () => {
  it("posts the template, the number without '+' and the variables, with the auth key", async () => {
    gateway.requests = [];
    await provider().send("+919876543210", "ignored text", { otp: "123456", minutes: "10" });
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]!.headers.authkey).toBe("test-key");
    expect(gateway.requests[0]!.body).toEqual({
      template_id: "tmpl-1",
      short_url: "0",
      sender: "UTSAVM",
      recipients: [{ mobiles: "919876543210", otp: "123456", minutes: "10" }],
    });
  });

  it("retries a 5xx and a timeout, then succeeds", async () => {
    gateway.requests = [];
    gateway.answers = [503, "hang", 200];
    await provider().send("+919876543210", "", { otp: "1" });
    expect(gateway.requests).toHaveLength(3);
  });

  it("gives up after its retries, and does not retry a 4xx", async () => {
    gateway.requests = [];
    gateway.answers = [500, 500, 500];
    await expect(provider().send("+919876543210", "", {})).rejects.toThrow(/500/);
    expect(gateway.requests).toHaveLength(3);
    gateway.requests = [];
    gateway.answers = [401];
    await expect(provider().send("+919876543210", "", {})).rejects.toThrow(/401/);
    expect(gateway.requests).toHaveLength(1);
  });

  it("is what the API uses when configured, and a failed send answers 'Failed to generate OTP'", async () => {
    gateway.requests = [];
    const configured = loadConfig({
      NODE_ENV: "test",
      SMS_PROVIDER: "msg91",
      SMS_GATEWAY_URL: url,
      SMS_AUTH_KEY: "k",
      SMS_TEMPLATE_ID: "t",
    });
    expect(configured.sms).toMatchObject({ provider: "msg91", gatewayUrl: url });
    expect(() => loadConfig({ NODE_ENV: "test", SMS_PROVIDER: "msg91" })).toThrow(/SMS_AUTH_KEY/);

    const withGateway = await buildTestApp({ sms: configured.sms });
    try {
      gateway.answers = [200];
      const ok = await withGateway.inject({
        method: "POST",
        url: "/api/auth/consumer/otp/generate",
        payload: { phoneNumber: "9876500001" },
      });
      expect(ok.statusCode).toBe(200);
      expect((gateway.requests.at(-1)!.body as { recipients: { otp: string }[] }).recipients[0]!.otp).toMatch(/^\d{6}$/);
      gateway.answers = [400];
      const failed = await withGateway.inject({
        method: "POST",
        url: "/api/auth/consumer/otp/generate",
        payload: { phoneNumber: "9876500002" },
      });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().errorMessage).toBe("Failed to generate OTP");
      // A code that was never delivered is withdrawn: asking again at once is not "too soon", and gets a code.
      gateway.answers = [200];
      const retried = await withGateway.inject({
        method: "POST",
        url: "/api/auth/consumer/otp/generate",
        payload: { phoneNumber: "9876500002" },
      });
      expect(retried.statusCode, retried.body).toBe(200);
      const code = (gateway.requests.at(-1)!.body as { recipients: { otp: string }[] }).recipients[0]!.otp;
      const verified = await withGateway.inject({
        method: "POST",
        url: "/api/auth/consumer/otp/verify",
        payload: { phoneNumber: "9876500002", otp: code },
      });
      expect(verified.statusCode, verified.body).toBe(200);
      expect((await withGateway.inject({ method: "GET", url: "/api/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await withGateway.close();
    }
  });
});

describe("GET /api/dev/outbox", () => {
  it("lists the codes the local provider kept", async () => {
    const local = await buildTestApp();
    try {
      await local.inject({ method: "POST", url: "/api/auth/consumer/otp/generate", payload: { phoneNumber: "9876500003" } });
      const outbox = await local.inject({ method: "GET", url: "/api/dev/outbox" });
      expect(outbox.json().data.messages[0]).toMatchObject({
        channel: "sms",
        to: "+919876500003",
        text: expect.stringMatching(/^\d{6} is your Utsav sign-in code/),
      });
    } finally {
      await local.close();
    }
  });

  it("does not exist in production", async () => {
    const production = await buildTestApp(productionOverrides(url));
    try {
      expect((await production.inject({ method: "GET", url: "/api/dev/outbox" })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
