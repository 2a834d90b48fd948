import { and, eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox, pushTickets, pushTokens, scheduledJobs } from "@utsav/db";
import { pagePaths, renderNotification } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { ManualClock } from "../src/platform/scheduler/clock.ts";
import type { ConsoleSmsProvider } from "../src/platform/sms/console-provider.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp, loggedLines } from "./helper.ts";
import { FakeExpoPush } from "./support/fake-expo-push.ts";

// Push notifications as a channel of the outbox (docs/decisions/0070), through a loopback fake of Expo's push service:
// what Expo receives (to, title, body, data.url), push where a phone is registered and SMS where none is, the vendor's
// SMS kept beside the push while SMS stays chosen, dead tokens removed from tickets and from receipts read later, and
// the SMS sent after all where no phone takes the push. The app's own worker is off: each test delivers when it chooses.

const MINUTE = 60_000;
let app: FastifyInstance;
let expo: FakeExpoPush;
let clock: ManualClock;
let vendor: BookableVendor;
let vendorToken: string;

let tokenCounter = 0;
const freshToken = () => `ExponentPushToken[push${process.pid}x${++tokenCounter}abcdef]`;
const register = async (headers: Record<string, string>, token: string) => {
  const response = await app.inject({ method: "PUT", url: "/api/push-tokens", headers, payload: { token, platform: "android" } });
  expect(response.statusCode, response.body).toBe(200);
};
const deliver = () => app.notificationWorker.drain();
const rowsOf = (bookingId: string) => new OutboxRepository(app.database.db).byEventPrefix(`booking:${bookingId}:`);
const reference = (id: string) => `#${id.slice(-8).toUpperCase()}`;
const pushesTo = (token: string) => expo.pushes.filter((p) => p.to === token);
const tokenRow = async (token: string) => (await app.database.db.select().from(pushTokens).where(eq(pushTokens.token, token)))[0];
/** The SMS to a phone about a booking (its sign-in codes aside). */
const smsTo = (phone: string, bookingId: string) =>
  (app.sms as ConsoleSmsProvider).localMessages
    .list()
    .filter((m) => m.channel === "sms" && m.to === phone && m.text.includes(reference(bookingId)));

/** A signed-in shopper with a phone registered for pushes. */
async function shopperWithPhone() {
  const consumer = await signIn(app, "consumer");
  const headers = { cookie: consumer.cookie, origin: ORIGIN };
  const token = freshToken();
  await register(headers, token);
  return { ...consumer, headers, token, mobile: consumer.phone.slice(3) };
}

beforeAll(async () => {
  expo = new FakeExpoPush();
  const baseUrl = await expo.start();
  clock = new ManualClock(new Date());
  const notifications = { ...loadConfig({ NODE_ENV: "test" }).notifications, worker: false, retryMs: 10 };
  const push = { provider: "expo" as const, baseUrl, accessToken: "expo-access-for-tests", receiptDelayMs: 15 * MINUTE };
  app = await buildTestApp({ notifications, push, publicOrigin: "https://utsav.example" }, undefined, { clock });
  vendor = await bookableVendor(app);
  vendorToken = freshToken();
  await register(vendor.headers, vendorToken);
});
afterAll(async () => {
  await app?.close();
  await expo?.stop();
});

describe("what goes by push", () => {
  it("a new booking: Expo receives the vendor's push beside its SMS, and the shopper's push instead of the SMS", async () => {
    const shopper = await shopperWithPhone();
    const id = await placeBooking(app, vendor.offering.id, { name: "Meera", mobile: shopper.mobile }, shopper.cookie);
    const rows = await rowsOf(id);
    expect(rows.map((r) => [r.channel, r.template, r.eventKey.split(":").at(-1)]).sort()).toEqual([
      ["push", "booking_placed_consumer_sms", "consumer"],
      ["push", "booking_received_vendor_sms", "vendor"],
      ["sms", "booking_received_vendor_sms", "vendor"],
    ]);
    await deliver();
    expect((await rowsOf(id)).every((r) => r.status === "sent")).toBe(true);

    const [toVendor] = pushesTo(vendorToken).filter((p) => p.title.includes(reference(id)));
    expect(toVendor).toMatchObject({ title: `New booking ${reference(id)}`, data: { url: pagePaths.vendorBooking(id) } });
    expect(toVendor!.body).toMatch(/^Meera booked .+ for date to be agreed\. Confirm or decline it\.$/);
    const [toShopper] = pushesTo(shopper.token);
    expect(toShopper).toMatchObject({ title: `Booking ${reference(id)} placed`, data: { url: pagePaths.myBooking(id) } });
    // The optional access token goes as a bearer token.
    expect(expo.headers.at(-1)?.authorization).toBe("Bearer expo-access-for-tests");
    // No phone number, no code, no link on a locked screen.
    for (const push of [toVendor!, toShopper!]) {
      expect(`${push.title} ${push.body}`).not.toMatch(/(?<![#\w])\d{6,}(?!\w)|https?:/);
      expect(`${push.title} ${push.body}`).not.toContain(shopper.mobile);
    }
    expect(smsTo(shopper.phone, id)).toHaveLength(0);
    expect(smsTo(vendor.phone, id)).toHaveLength(1);
  });

  it("a shopper with no phone registered is told by SMS, as before", async () => {
    const mobile = freshMobile();
    const id = await placeBooking(app, vendor.offering.id, { name: "Guest", mobile });
    const rows = await rowsOf(id);
    expect(rows.filter((r) => r.eventKey.endsWith(":consumer")).map((r) => r.channel)).toEqual(["sms"]);
    await deliver();
    expect(smsTo(`+91${mobile}`, id)).toHaveLength(1);
  });

  it("the vendor's answer reaches the shopper's phone as a push that opens the booking", async () => {
    const shopper = await shopperWithPhone();
    const id = await placeBooking(app, vendor.offering.id, { name: "Self", mobile: shopper.mobile }, shopper.cookie);
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    await deliver();
    const confirmed = pushesTo(shopper.token).find((p) => p.title === `Booking ${reference(id)} confirmed`);
    expect(confirmed?.data.url).toBe(pagePaths.myBooking(id));
    expect(confirmed?.body).toContain("confirmed");
    expect(smsTo(shopper.phone, id)).toHaveLength(0);
  });

  it("a push whose SMS links nothing (the completion's thanks) opens the booking its event names", async () => {
    const shopper = await shopperWithPhone();
    const values = { booking: "#0000C0DE", offering: "Mehendi", date: "12 March 2027", vendor: "Asha Decor" };
    const sms = renderNotification("booking_completed_consumer_sms", values);
    const eventKey = `booking:bk_thanks${tokenCounter}:event:be_1:consumer`;
    await OutboxRepository.enqueue(app.database.db, [
      { eventKey, recipient: shopper.phone, template: "booking_completed_consumer_sms", ...sms },
    ]);
    await deliver();
    expect(pushesTo(shopper.token)).toEqual([
      expect.objectContaining({ title: "Booking #0000C0DE completed", data: { url: pagePaths.myBooking(`bk_thanks${tokenCounter}`) } }),
    ]);
  });

  it("one push per event and person: queuing the same event again adds nothing", async () => {
    const shopper = await shopperWithPhone();
    const id = await placeBooking(app, vendor.offering.id, { name: "Twice", mobile: shopper.mobile }, shopper.cookie);
    const [placed] = (await rowsOf(id)).filter((r) => r.channel === "push" && r.eventKey.endsWith(":consumer"));
    const again = { eventKey: placed!.eventKey, channel: "sms" as const, recipient: shopper.phone, template: placed!.template };
    await OutboxRepository.enqueue(app.database.db, [{ ...again, variables: placed!.variables, subject: null, text: "again" }]);
    expect((await rowsOf(id)).filter((r) => r.eventKey === placed!.eventKey)).toHaveLength(1);
    await deliver();
    expect(pushesTo(shopper.token)).toHaveLength(1);
  });

  it("a shopper who chose SMS as well gets both, one of each, and can go back to the push alone", async () => {
    const shopper = await shopperWithPhone();
    const choose = (smsWithPush: boolean) =>
      app.inject({ method: "PUT", url: "/api/consumer/messages", headers: shopper.headers, payload: { smsWithPush } });
    expect((await choose(true)).json().data).toEqual({ smsWithPush: true, pushPhones: 1 });
    const id = await placeBooking(app, vendor.offering.id, { name: "Both", mobile: shopper.mobile }, shopper.cookie);
    const toShopper = (await rowsOf(id)).filter((r) => r.eventKey.endsWith(":consumer")).map((r) => r.channel);
    expect(toShopper.sort()).toEqual(["push", "sms"]);
    await deliver();
    expect(pushesTo(shopper.token)).toHaveLength(1);
    expect(smsTo(shopper.phone, id)).toHaveLength(1);

    expect((await choose(false)).json().data).toEqual({ smsWithPush: false, pushPhones: 1 });
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    await deliver();
    expect(pushesTo(shopper.token)).toHaveLength(2);
    expect(smsTo(shopper.phone, id)).toHaveLength(1);
  });

  it("a vendor who turned SMS off hears by push alone where a phone is registered", async () => {
    const other = await bookableVendor(app);
    const token = freshToken();
    await register(other.headers, token);
    const contact = {
      contactName: "Ravi",
      phoneNumber: freshMobile(),
      email: "ravi@example.com",
      bookingAlerts: { sms: false, email: true },
    };
    const saved = await app.inject({
      method: "POST",
      url: "/api/vendor/profile/section/contact/save",
      headers: other.headers,
      payload: contact,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = await placeBooking(app, other.offering.id, { name: "Asha", mobile: freshMobile() });
    const toVendor = (await rowsOf(id)).filter((r) => r.eventKey.endsWith(":vendor")).map((r) => r.channel);
    expect(toVendor.sort()).toEqual(["email", "push"]);
    await deliver();
    expect(pushesTo(token)).toHaveLength(1);
  });
});

describe("dead tokens", () => {
  it("DeviceNotRegistered in a ticket removes the token, and the shopper's SMS is sent after all", async () => {
    const shopper = await shopperWithPhone();
    expo.deadAtSend.add(shopper.token);
    const id = await placeBooking(app, vendor.offering.id, { name: "Gone", mobile: shopper.mobile }, shopper.cookie);
    await deliver();
    expect(await tokenRow(shopper.token)).toBeUndefined();
    const sms = smsTo(shopper.phone, id);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`Your booking ${reference(id)}`);
    const rows = await rowsOf(id);
    expect(
      rows
        .filter((r) => r.eventKey.endsWith(":consumer"))
        .map((r) => [r.channel, r.status])
        .sort(),
    ).toEqual([
      ["push", "sent"],
      ["sms", "sent"],
    ]);
  });

  it("receipts are read later by a job: DeviceNotRegistered removes the token; other errors are logged without the token", async () => {
    const dead = await shopperWithPhone();
    const throttled = await shopperWithPhone();
    expo.errorAtReceipt.set(dead.token, "DeviceNotRegistered");
    expo.errorAtReceipt.set(throttled.token, "MessageRateExceeded");
    await placeBooking(app, vendor.offering.id, { name: "Dead", mobile: dead.mobile }, dead.cookie);
    await placeBooking(app, vendor.offering.id, { name: "Slow", mobile: throttled.mobile }, throttled.cookie);
    await deliver();
    const tickets = [...pushesTo(dead.token), ...pushesTo(throttled.token)].map((p) => p.ticket);
    expect(tickets).toHaveLength(2);
    const kept = await app.database.db.select().from(pushTickets);
    expect(kept.map((t) => t.id)).toEqual(expect.arrayContaining(tickets));
    const jobs = await app.database.db.select().from(scheduledJobs).where(like(scheduledJobs.kind, "push.receipts"));
    expect(jobs.length).toBeGreaterThan(0);

    // Not before Expo has had time to hand them on.
    await app.scheduler.drain();
    expect(expo.receiptRequests.flat()).not.toEqual(expect.arrayContaining(tickets));
    clock.advance(16 * MINUTE);
    await app.scheduler.drain();
    expect(expo.receiptRequests.flat()).toEqual(expect.arrayContaining(tickets));
    expect(await tokenRow(dead.token)).toBeUndefined();
    expect(await tokenRow(throttled.token)).toBeDefined();
    const left = await app.database.db.select().from(pushTickets);
    expect(left.filter((t) => tickets.includes(t.id))).toEqual([]);
    const logged = loggedLines.filter((l) => l.includes("push not delivered"));
    expect(logged.some((l) => l.includes("MessageRateExceeded"))).toBe(true);
    expect(logged.join("\n")).not.toContain(throttled.token);
  });

  it("a push Expo refuses whole is tried again later; signed out, the phone gets nothing more", async () => {
    const shopper = await shopperWithPhone();
    expo.failures.push(503);
    const id = await placeBooking(app, vendor.offering.id, { name: "Retry", mobile: shopper.mobile }, shopper.cookie);
    await deliver();
    await new Promise((r) => setTimeout(r, 30));
    await deliver();
    // The first push of the booking met the refusal; it went at its next attempt.
    const pushes = (await rowsOf(id)).filter((r) => r.channel === "push");
    expect(pushes.map((r) => r.status)).toEqual(["sent", "sent"]);
    expect(Math.max(...pushes.map((r) => r.attempts))).toBe(2);
    expect(pushesTo(shopper.token)).toHaveLength(1);

    const out = await app.inject({ method: "POST", url: "/api/auth/consumer/logout-everywhere", headers: shopper.headers });
    expect(out.statusCode).toBe(200);
    expect(await tokenRow(shopper.token)).toBeUndefined();
    // The next event finds no phone of theirs: it goes by SMS, and Expo receives nothing more for that phone.
    expect((await setStatus(app, vendor.headers, id, { status: "confirmed" })).statusCode).toBe(200);
    await deliver();
    expect(pushesTo(shopper.token)).toHaveLength(1);
    expect(smsTo(shopper.phone, id).map((m) => m.text)).toEqual([expect.stringContaining("is confirmed by")]);
    const rows = await app.database.db
      .select()
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.channel, "push"), eq(notificationOutbox.recipient, shopper.phone)));
    expect(rows).toHaveLength(1);
  });
});
