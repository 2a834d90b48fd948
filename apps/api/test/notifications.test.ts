import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { notificationOutbox } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { NotificationWorker } from "../src/platform/outbox/notification-worker.ts";
import type { SmsProvider } from "../src/platform/sms/sms-provider.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, deliveredMessages, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";

// Durable notifications (docs/decisions/0021): what each event sends and to whom, written to the outbox with the
// change and delivered by the worker through the providers (the console ones here, so they land in the local
// outbox); retries with backoff; a message claimed by a process that died goes out after its lease; once per event
// and channel. The app's own worker is off in this file, so each test delivers when it chooses.

let app: FastifyInstance;
let vendor: BookableVendor;
const vendorEmail = "bookings@asha-events.example";
beforeAll(async () => {
  const notifications = { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false };
  app = await buildTestApp({ notifications, publicOrigin: "https://utsav.example" });
  vendor = await bookableVendor(app);
  const contact = { contactName: "Asha Rao", phoneNumber: freshMobile(), email: vendorEmail };
  const saved = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/contact/save",
    headers: vendor.headers,
    payload: contact,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const outboxRows = (bookingId: string) => new OutboxRepository(app.database.db).byEventPrefix(`booking:${bookingId}:`);
/** The messages of a booking to its vendor: the shopper is told by SMS too (docs/decisions/0034). */
const vendorRows = async (bookingId: string) => (await outboxRows(bookingId)).filter((r) => r.eventKey.endsWith(":vendor"));
const reference = (id: string) => `#${id.slice(-8).toUpperCase()}`;

describe("what is sent, and to whom", () => {
  it("a new booking: an SMS to the vendor's account phone and an e-mail to the address they gave; an SMS to the shopper", async () => {
    const mobile = freshMobile();
    const id = await placeBooking(app, vendor.offering.id, { name: "Meera", mobile, eventDate: "12 Nov" });
    const rows = await outboxRows(id);
    // The rows are written by one transaction at one instant: compared in the order of their channel.
    expect(rows.map((r) => [r.channel, r.recipient, r.template, r.status]).sort()).toEqual([
      ["email", vendorEmail, "booking_received_vendor_email", "pending"],
      ["sms", `+91${mobile}`, "booking_placed_consumer_sms", "pending"],
      ["sms", vendor.phone, "booking_received_vendor_sms", "pending"],
    ]);
    const messages = await deliveredMessages(app);
    const sms = messages.find((m) => m.to === vendor.phone && m.text.includes(reference(id)))!;
    // A booking from a form that asked no date or locality (an older client) says so.
    expect(sms.text).toBe(
      `New booking ${reference(id)} for ${vendor.offering.title.slice(0, 29)}… from Meera. Event: date to be agreed, place not given. Confirm or decline it at https://utsav.example/vendor/bookings/${id} - Utsav`,
    );
    const email = messages.find((m) => m.channel === "email" && m.text.includes(reference(id)))!;
    expect(email.to).toBe(vendorEmail);
    expect(email.text).toContain(`New booking ${reference(id)} for ${vendor.offering.title}`);
    expect(email.text).toContain(`Your name: Meera\nMobile: ${mobile}\nEvent date: 12 Nov`);
    expect((await outboxRows(id)).every((r) => r.status === "sent" && r.sentAt !== null)).toBe(true);
  });

  it("every status change: an SMS to the phone on the booking; a shopper's cancel tells the vendor too, by SMS and e-mail", async () => {
    const consumer = await signIn(app, "consumer");
    const id = await placeBooking(app, vendor.offering.id, { name: "Self", mobile: consumer.phone.slice(3) });
    await setStatus(app, vendor.headers, id, { status: "confirmed" });
    const cancel = await app.inject({
      method: "POST",
      url: `/api/consumer/bookings/${id}/cancel`,
      headers: { cookie: consumer.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    await deliveredMessages(app);
    const rows = (await outboxRows(id)).filter((r) => r.eventKey.includes(":event:"));
    // The confirmation first; the cancel's three messages share one transaction and one instant.
    expect(rows.map((r) => [r.recipient, r.template])).toHaveLength(4);
    expect(rows.map((r) => [r.recipient, r.template])).toEqual(
      expect.arrayContaining([
        [consumer.phone, "booking_confirmed_consumer_sms"],
        [consumer.phone, "booking_cancelled_consumer_sms"],
        [vendor.phone, "booking_cancelled_vendor_sms"],
        [vendorEmail, "booking_cancelled_vendor_email"],
      ]),
    );
    expect(rows[0]!.template).toBe("booking_confirmed_consumer_sms");
    expect(rows[0]!.text).toContain(`Your booking ${reference(id)} for`);
    expect(rows[0]!.text).toContain(`https://utsav.example/account/bookings/${id}`);
    expect(rows.find((r) => r.template === "booking_cancelled_vendor_sms")!.text).toContain(
      "was cancelled by the customer: no reason given. See ",
    );
    expect(rows.find((r) => r.template === "booking_cancelled_consumer_sms")!.text).toContain("was cancelled by you: no reason given.");

    const declined = await placeBooking(app, vendor.offering.id, { name: "Other", mobile: freshMobile() });
    await setStatus(app, vendor.headers, declined, { status: "declined", reason: "Fully booked on the 12th" });
    const [decline] = await outboxRows(declined).then((r) => r.filter((x) => x.template === "booking_declined_consumer_sms"));
    expect(decline!.text).toContain(": Fully booked on the 12th. See ");
    expect(decline!.variables.reason).toBe("Fully booked on the 12th");
  });

  it("a revealed number: one SMS and one e-mail to the vendor naming the shopper, not again for a repeat the same day", async () => {
    const consumer = await signIn(app, "consumer");
    const headers = { cookie: consumer.cookie, origin: ORIGIN };
    await app.inject({ method: "PUT", url: "/api/consumer", headers, payload: { fullName: "Ravi Kumar", companyName: null } });
    const reveal = () =>
      app.inject({
        method: "POST",
        url: "/api/consumer/call-lead",
        headers,
        payload: { offeringId: vendor.offering.id, vendorName: "", offeringName: "" },
      });
    expect((await reveal()).statusCode).toBe(200);
    expect((await reveal()).statusCode).toBe(200);
    const messages = (await deliveredMessages(app)).filter((m) => m.text.includes(`Ravi Kumar (${consumer.phone})`));
    expect(messages.map((m) => m.channel).sort()).toEqual(["email", "sms"]);
    expect(messages.find((m) => m.channel === "email")?.to).toBe(vendorEmail);
    expect(messages.find((m) => m.channel === "sms")).toMatchObject({
      to: vendor.phone,
      text: expect.stringContaining(`Ravi Kumar (${consumer.phone}) viewed your number for`),
    });
  });

  it("follows the channels the vendor chose in the Contact section", async () => {
    const choose = async (bookingAlerts: { sms: boolean; email: boolean }, email: string | null = vendorEmail) =>
      app.inject({
        method: "POST",
        url: "/api/vendor/profile/section/contact/save",
        headers: vendor.headers,
        payload: { contactName: "Asha Rao", phoneNumber: "98450 12345", email, bookingAlerts },
      });
    const channelsOfNewBooking = async () => {
      const id = await placeBooking(app, vendor.offering.id, { name: "Kiran", mobile: freshMobile() });
      return (await vendorRows(id)).map((r) => `${r.channel} ${r.recipient}`).sort();
    };
    try {
      expect((await choose({ sms: false, email: true })).statusCode).toBe(200);
      expect(await channelsOfNewBooking()).toEqual([`email ${vendorEmail}`]);
      expect((await choose({ sms: true, email: false })).statusCode).toBe(200);
      expect(await channelsOfNewBooking()).toEqual([`sms ${vendor.phone}`]);
      // Neither, or e-mail alone without an address, is refused with the reason.
      const none = await choose({ sms: false, email: false });
      expect(none.statusCode).toBe(400);
      expect(none.json().errorMessage).toContain("Choose at least one way to hear about new bookings");
      const noAddress = await choose({ sms: false, email: true }, null);
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().errorMessage).toContain("Add an email address to get booking alerts by email");
    } finally {
      expect((await choose({ sms: true, email: true })).statusCode).toBe(200);
    }
  });

  it("a refused change queues nothing", async () => {
    const id = await placeBooking(app, vendor.offering.id, { name: "Nobody", mobile: freshMobile() });
    const before = (await outboxRows(id)).length;
    expect((await setStatus(app, vendor.headers, id, { status: "completed" })).statusCode).toBe(409);
    expect((await setStatus(app, vendor.headers, id, { status: "declined" })).statusCode).toBe(400);
    expect(await outboxRows(id)).toHaveLength(before);
  });
});

/** An SMS provider that fails the first `failures` sends, or never answers when `hang` is set. */
function fakeSms(options: { failures?: number; hang?: boolean } = {}) {
  const sent: { to: string; text: string; templateId?: string }[] = [];
  let failures = options.failures ?? 0;
  const provider: SmsProvider = {
    name: "fake",
    send: async (to, text, _variables, templateId) => {
      if (options.hang) return new Promise<void>(() => {});
      if (failures-- > 0) throw new Error("gateway answered 503 for +919845012345");
      sent.push({ to, text, templateId });
    },
  };
  return { provider, sent };
}

const worker = (sms: SmsProvider, overrides: Partial<ConstructorParameters<typeof NotificationWorker>[3]> = {}) =>
  new NotificationWorker(new OutboxRepository(app.database.db), { sms, email: null }, app.log, {
    pollMs: 1000,
    leaseMs: 60_000,
    retryMs: 30_000,
    maxAttempts: 3,
    smsTemplateIds: { booking_received_vendor_sms: "1207000000000001" },
    ...overrides,
  });

/** Queues one SMS for a new event and answers its key. */
async function queueOne(): Promise<string> {
  const eventKey = `test:${Math.random().toString(36).slice(2)}`;
  const draft = { eventKey, channel: "sms" as const, recipient: "+919845000001", template: "booking_received_vendor_sms" };
  await OutboxRepository.enqueue(app.database.db, [{ ...draft, variables: { booking: "#1" }, subject: null, text: "hello" }]);
  return eventKey;
}
const rowOf = async (eventKey: string) =>
  (await app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.eventKey, eventKey)))[0]!;
const makeDue = (eventKey: string) =>
  app.database.db
    .update(notificationOutbox)
    .set({ availableAt: sql`now()` })
    .where(eq(notificationOutbox.eventKey, eventKey));

describe("delivery", () => {
  it("is queued once per event and channel, however often the event is written", async () => {
    const eventKey = `test:${Math.random().toString(36).slice(2)}`;
    const draft = { eventKey, channel: "sms" as const, recipient: "+919845000002", template: "t", variables: {}, subject: null, text: "x" };
    await OutboxRepository.enqueue(app.database.db, [draft]);
    await OutboxRepository.enqueue(app.database.db, [{ ...draft, text: "again" }]);
    await OutboxRepository.enqueue(app.database.db, [{ ...draft, channel: "email", recipient: "a@b.example" }]);
    const rows = await app.database.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.eventKey, eventKey))
      .orderBy(notificationOutbox.channel);
    expect(rows.map((r) => [r.channel, r.text])).toEqual([
      ["email", "x"],
      ["sms", "x"],
    ]);
    await app.database.db.delete(notificationOutbox).where(eq(notificationOutbox.eventKey, eventKey));
  });

  it("retries a failed send with a growing backoff, sends the DLT template id, and gives up after the attempts", async () => {
    await app.notificationWorker.drain();
    const eventKey = await queueOne();
    const flaky = fakeSms({ failures: 1 });
    const started = Date.now();
    await worker(flaky.provider).drain();
    const failed = await rowOf(eventKey);
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lastError: "gateway answered 503 for <number>" });
    expect(failed.availableAt.getTime() - started).toBeGreaterThanOrEqual(29_000);
    await makeDue(eventKey);
    await worker(flaky.provider).drain();
    expect(await rowOf(eventKey)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(flaky.sent).toEqual([{ to: "+919845000001", text: "hello", templateId: "1207000000000001" }]);

    const broken = fakeSms({ failures: 99 });
    const doomed = await queueOne();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const before = Date.now();
      await worker(broken.provider).drain();
      const row = await rowOf(doomed);
      if (attempt < 3) expect(row.availableAt.getTime() - before).toBeGreaterThanOrEqual(30_000 * 2 ** (attempt - 1) - 1000);
      await makeDue(doomed);
    }
    expect(await rowOf(doomed)).toMatchObject({ status: "failed", attempts: 3 });
  });

  it("a message claimed by a process that died goes out after the claim's lease, once", async () => {
    await app.notificationWorker.drain();
    const eventKey = await queueOne();
    // The process claimed the message and died before sending it: nothing renews its claim.
    await new OutboxRepository(app.database.db).claimDue(20, 300, "a-process-that-died");
    expect((await rowOf(eventKey)).lockedUntil).not.toBeNull();
    const survivor = fakeSms();
    await worker(survivor.provider, { leaseMs: 300 }).drain();
    expect(survivor.sent).toEqual([]);
    await new Promise((r) => setTimeout(r, 400));
    await worker(survivor.provider, { leaseMs: 300 }).drain();
    await worker(survivor.provider, { leaseMs: 300 }).drain();
    expect(survivor.sent).toHaveLength(1);
    expect(await rowOf(eventKey)).toMatchObject({ status: "sent", attempts: 2, claimToken: null });
  });

  it("a send slower than the lease keeps its claim: no message is sent twice", async () => {
    await app.notificationWorker.drain();
    const keys = [await queueOne(), await queueOne(), await queueOne()];
    const slowSent: string[] = [];
    // Each send takes twice the lease; the three messages together take six leases.
    const slow: SmsProvider = {
      name: "slow",
      send: async (to) => {
        await new Promise((r) => setTimeout(r, 400));
        slowSent.push(to);
      },
    };
    const holder = worker(slow, { leaseMs: 200 }).drain();
    // The rival starts once the holder has claimed the three.
    while (
      new Set(await Promise.all(keys.map(async (key) => (await rowOf(key)).claimToken))).size !== 1 ||
      !(await rowOf(keys[0]!)).claimToken
    )
      await new Promise((r) => setTimeout(r, 10));
    const other = fakeSms();
    const rival = worker(other.provider, { leaseMs: 200 });
    const finished = { done: false };
    void holder.then(() => (finished.done = true));
    while (!finished.done) {
      await rival.drain();
      await new Promise((r) => setTimeout(r, 50));
    }
    // The holder claimed all three; the rival may take the ones whose lease ran out before the holder reached them,
    // but never the one in hand, and the holder then skips what it lost: three messages, three sends.
    expect(await holder).toBe(3);
    expect(slowSent.length).toBeGreaterThanOrEqual(1);
    expect(slowSent.length + other.sent.length).toBe(3);
    for (const key of keys) expect(await rowOf(key)).toMatchObject({ status: "sent", claimToken: null });
  });

  it("renews a claim before sending only once a third of its lease has passed", async () => {
    await app.notificationWorker.drain();
    // What the workers did, in order: "renew <id>" for each renewal, "send" for each send.
    const events: string[] = [];
    class CountingOutbox extends OutboxRepository {
      override renew(id: string, token: string, leaseMs: number) {
        events.push(`renew ${id}`);
        return super.renew(id, token, leaseMs);
      }
    }
    const workerWith = (send: () => Promise<void>, leaseMs: number) =>
      new NotificationWorker(new CountingOutbox(app.database.db), { sms: { name: "counting", send }, email: null }, app.log, {
        pollMs: 1000,
        retryMs: 30_000,
        maxAttempts: 3,
        smsTemplateIds: {},
        leaseMs,
      });
    const fresh = [await queueOne(), await queueOne()];
    expect(await workerWith(async () => void events.push("send"), 60_000).drain()).toBe(2);
    expect(events).toEqual(["send", "send"]);

    // Each send takes longer than a third of a 300 ms lease: the second message's claim is older than that when its
    // turn comes, so it is renewed just before it is sent; the first is sent at once.
    events.length = 0;
    const late = [await queueOne(), await queueOne()];
    const slow = async () => {
      events.push("send");
      await new Promise((r) => setTimeout(r, 150));
    };
    expect(await workerWith(slow, 300).drain()).toBe(2);
    const ids = await Promise.all(late.map(async (key) => (await rowOf(key)).id));
    expect(events[0]).toBe("send");
    const secondSend = events.indexOf("send", 1);
    expect(ids.map((id) => `renew ${id}`)).toContain(events[secondSend - 1]);
    for (const key of [...fresh, ...late]) expect(await rowOf(key)).toMatchObject({ status: "sent", claimToken: null });
  });

  it("a worker whose claim was taken neither sends nor records the message", async () => {
    await app.notificationWorker.drain();
    const eventKey = await queueOne();
    const outbox = new OutboxRepository(app.database.db);
    const [claimed] = await outbox.claimDue(20, 100, "first");
    expect(claimed?.eventKey).toBe(eventKey);
    await new Promise((r) => setTimeout(r, 150));
    expect(await outbox.claimDue(20, 60_000, "second")).toHaveLength(1);
    expect(await outbox.renew(claimed!.id, "first", 60_000)).toBe(false);
    expect(await outbox.markSent(claimed!.id, "first")).toBe(false);
    expect(await outbox.markFailed(claimed!.id, "first", "late", null)).toBe(false);
    expect(await rowOf(eventKey)).toMatchObject({ status: "pending", claimToken: "second", attempts: 2 });
    expect(await outbox.markSent(claimed!.id, "second")).toBe(true);
    expect(await rowOf(eventKey)).toMatchObject({ status: "sent", claimToken: null });
  });
});
