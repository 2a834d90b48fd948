import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import type { FastifyInstance } from "fastify";
import { notificationOutbox } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { NotificationWorker } from "../src/platform/outbox/notification-worker.ts";
import { CloudWhatsappProvider } from "../src/platform/whatsapp/cloud-whatsapp-provider.ts";
import type { SmsProvider } from "../src/platform/sms/sms-provider.ts";
import { bookableVendor, deliveredMessages, freshMobile, placeBooking } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { FakeWhatsappCloud } from "./support/fake-whatsapp-cloud.ts";

// WhatsApp as a notification channel (docs/decisions/0021): the Cloud API adapter against a fake of Meta's Graph API
// at its HTTP boundary; the vendor's choice in the Contact section; the outbox delivering WhatsApp alerts to a vendor
// who chose them (through the console provider, into the local outbox) and to no other; the worker's retries.

const cloud = new FakeWhatsappCloud();
let apiUrl: string;
const log = Fastify({ logger: false }).log;
let app: FastifyInstance;
let chose: BookableVendor;
let other: BookableVendor;
const WHATSAPP = "+919845067890";

const adapter = (timeoutMs = 300) =>
  new CloudWhatsappProvider(
    { apiUrl, apiVersion: "v21.0", phoneNumberId: "106540352242922", accessToken: "EAAG-token", language: "en", timeoutMs, retries: 2 },
    log,
  );

const saveContact = (vendor: BookableVendor, contact: Record<string, unknown>) =>
  app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/contact/save",
    headers: vendor.headers,
    payload: { contactName: "Asha Rao", phoneNumber: "98450 12345", email: null, ...contact },
  });

beforeAll(async () => {
  apiUrl = await cloud.start();
  const notifications = { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false };
  app = await buildTestApp({ notifications, publicOrigin: "https://utsav.example" });
  chose = await bookableVendor(app);
  other = await bookableVendor(app);
  const saved = await saveContact(chose, { whatsappNumber: WHATSAPP, bookingAlerts: { sms: false, email: false, whatsapp: true } });
  expect(saved.statusCode, saved.body).toBe(200);
  // A WhatsApp number alone is not a choice of WhatsApp alerts.
  expect((await saveContact(other, { whatsappNumber: "+919845011111" })).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
  await cloud.stop();
});

/** A booking's messages to its vendor (the shopper's own SMS, docs/decisions/0034, is not a vendor alert). */
const outboxRows = (bookingId: string) => new OutboxRepository(app.database.db).byEventPrefix(`booking:${bookingId}:placed:vendor`);
const reference = (id: string) => `#${id.slice(-8).toUpperCase()}`;

describe("WhatsApp Cloud API adapter", () => {
  it("posts a template message to the phone number's messages, with the bearer token, the language and the parameters in order", async () => {
    cloud.requests = [];
    await adapter().send({
      to: "+919876543210",
      template: "call_lead_vendor_whatsapp",
      parameters: ["Meera", "+919800000001", "Diya"],
      text: "",
    });
    expect(cloud.requests).toHaveLength(1);
    const [request] = cloud.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v21.0/106540352242922/messages" });
    expect(request!.headers.authorization).toBe("Bearer EAAG-token");
    expect(request!.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "919876543210",
      type: "template",
      template: {
        name: "call_lead_vendor_whatsapp",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Meera" },
              { type: "text", text: "+919800000001" },
              { type: "text", text: "Diya" },
            ],
          },
        ],
      },
    });
  });

  it("retries a 5xx, a timeout and Meta's throttling, then succeeds", async () => {
    cloud.requests = [];
    cloud.answers = [{ status: 503 }, "hang", { status: 200 }];
    await adapter().send({ to: "+919876543210", template: "call_lead_vendor_whatsapp", parameters: [], text: "" });
    expect(cloud.requests).toHaveLength(3);
    cloud.requests = [];
    cloud.answers = [{ status: 400, code: 130429 }, { status: 200 }];
    await adapter().send({ to: "+919876543210", template: "call_lead_vendor_whatsapp", parameters: [], text: "" });
    expect(cloud.requests).toHaveLength(2);
  });

  it("gives up after its retries, and does not retry a refusal such as an unknown template", async () => {
    cloud.requests = [];
    cloud.answers = [{ status: 500 }, { status: 500 }, { status: 500 }];
    await expect(adapter().send({ to: "+919876543210", template: "x", parameters: [], text: "" })).rejects.toThrow(/answered 500/);
    expect(cloud.requests).toHaveLength(3);
    cloud.requests = [];
    cloud.answers = [{ status: 400, code: 132001 }];
    await expect(adapter().send({ to: "+919876543210", template: "x", parameters: [], text: "" })).rejects.toThrow(
      /answered 400 \(code 132001\): \(#132001\) Template name does not exist/,
    );
    expect(cloud.requests).toHaveLength(1);
  });
});

describe("vendors' booking alerts on WhatsApp", () => {
  it("go to a vendor who chose them, at its WhatsApp number, once per event", async () => {
    const id = await placeBooking(app, chose.offering.id, { name: "Meera", mobile: freshMobile() });
    const rows = await outboxRows(id);
    expect(rows.map((r) => [r.channel, r.recipient, r.template])).toEqual([["whatsapp", WHATSAPP, "booking_received_vendor_whatsapp"]]);
    // The same event written again queues nothing more: the outbox's key is the event and the channel.
    const { eventKey, recipient, template, variables } = rows[0]!;
    const again = { eventKey, channel: "whatsapp" as const, recipient, template, variables, subject: null, text: "again" };
    await OutboxRepository.enqueue(app.database.db, [again]);
    expect((await outboxRows(id)).map((r) => r.text)).not.toContain("again");
    expect(await outboxRows(id)).toHaveLength(1);

    const messages = await deliveredMessages(app);
    const sent = messages.filter((m) => m.channel === "whatsapp" && m.text.includes(reference(id)));
    expect(sent).toEqual([
      expect.objectContaining({
        to: WHATSAPP,
        text: `New booking ${reference(id)} for ${chose.offering.title} from Meera. Event: date to be agreed, place not given. Confirm or decline it at https://utsav.example/vendor/bookings/${id} - Utsav`,
      }),
    ]);
    expect((await outboxRows(id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("do not go to a vendor who did not choose them, though it gave a WhatsApp number", async () => {
    const id = await placeBooking(app, other.offering.id, { name: "Kiran", mobile: freshMobile() });
    expect((await outboxRows(id)).map((r) => r.channel)).toEqual(["sms"]);
  });

  it("can be chosen only with a WhatsApp number, which the Contact section says", async () => {
    const refused = await saveContact(other, { whatsappNumber: null, bookingAlerts: { sms: true, email: false, whatsapp: true } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorMessage).toContain("Add a WhatsApp number to get booking alerts on WhatsApp");
    const profile = await app.inject({ method: "GET", url: "/api/vendor/profile", headers: chose.headers });
    expect(profile.json().data.sections.contact).toMatchObject({ whatsappNumber: WHATSAPP, bookingAlerts: { whatsapp: true } });
  });

  it("go out through the Cloud API with the template's parameters, and a failed send is retried by the worker with backoff", async () => {
    const unusedSms: SmsProvider = { name: "unused", send: async () => Promise.reject(new Error("no SMS expected")) };
    const worker = new NotificationWorker(
      new OutboxRepository(app.database.db),
      { sms: unusedSms, email: null, whatsapp: adapter() },
      app.log,
      { pollMs: 1000, leaseMs: 60_000, retryMs: 30_000, maxAttempts: 3, smsTemplateIds: {} },
    );
    cloud.requests = [];
    cloud.answers = [{ status: 500 }, { status: 500 }, { status: 500 }];
    const id = await placeBooking(app, chose.offering.id, { name: "Ravi", mobile: freshMobile() });
    const before = Date.now();
    await worker.drain();
    const [failed] = await outboxRows(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("answered 500") });
    expect(failed!.availableAt.getTime()).toBeGreaterThanOrEqual(before + 29_000);
    expect(cloud.requests).toHaveLength(3);

    // Due again now rather than in 30 seconds.
    await app.database.db
      .update(notificationOutbox)
      .set({ availableAt: sql`now()` })
      .where(eq(notificationOutbox.id, failed!.id));
    cloud.requests = [];
    await worker.drain();
    expect((await outboxRows(id))[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(cloud.requests).toHaveLength(1);
    const body = cloud.requests[0]!.body as { to: string; template: { name: string; components: { parameters: { text: string }[] }[] } };
    expect(body.to).toBe(WHATSAPP.slice(1));
    expect(body.template.name).toBe("booking_received_vendor_whatsapp");
    expect(body.template.components[0]!.parameters.map((p) => p.text)).toEqual([
      reference(id),
      chose.offering.title,
      "Ravi",
      "date to be agreed",
      "place not given",
      `https://utsav.example/vendor/bookings/${id}`,
    ]);
  });
});
