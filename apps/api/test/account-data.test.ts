import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, isNull, like, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accountErasures,
  analyticsEvents,
  bookingEvents,
  bookings,
  briefMatches,
  briefPhotos,
  briefs,
  callLeads,
  notificationOutbox,
  offerings,
  otpCodes,
  sessions,
  users,
  vendorChanges,
  vendorDecisions,
  vendorPayoutAccounts,
  vendorGalleryImages,
  vendorIdentityChanges,
  vendorKycDocuments,
  vendorProfiles,
  vendors,
  waitlistUsers,
} from "@utsav/db";
import {
  accountExportFileName,
  addDays,
  consumerDataExportSchema,
  envelope,
  indianDate,
  PRIVACY_COPY,
  vendorDataExportSchema,
} from "@utsav/domain";
import { DocumentVault } from "../src/modules/vendors/index.ts";
import { loadConfig } from "../src/platform/config.ts";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor, placeBooking, setStatus } from "./bookings-helper.ts";
import { accept, briefBody, consumer, inDays, quote, quoteIdOf, quotingVendor, sentBrief } from "./briefs-helper.ts";
import { buildTestApp } from "./helper.ts";
import { PAN, pngBytes, signInOperator, submittedVendor } from "./operator-helper.ts";

// Download my data, delete my account (docs/decisions/0031; DPDP Act 2023 s.11 and s.12): what the export holds, what
// a deletion refuses, and after it, table by table, that nothing personal is left but what the law keeps.

let app: FastifyInstance;
let mediaDir: string;
let privateDir: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), "utsav-account-data-"));
  mediaDir = path.join(root, "media");
  privateDir = path.join(root, "private");
  app = await buildTestApp({ storage: { ...loadConfig({ NODE_ENV: "test" }).storage, dir: mediaDir, privateDir } });
});
afterAll(async () => {
  await app?.close();
});

const db = () => app.database.db;
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const exportData = (area: "consumer" | "vendor", headers: Record<string, string>) => post(`/api/${area}/account/export`, headers);
const deleteAccount = (area: "consumer" | "vendor", headers: Record<string, string>, confirm?: string) =>
  post(`/api/${area}/account/delete`, headers, confirm === undefined ? {} : { confirm });

/** Uploads a profile picture and saves it on the profile, with a name and an e-mail: answers the picture's path. */
async function fillProfile(headers: Record<string, string>, email: string): Promise<string> {
  const form = new FormData();
  form.append("fileType", "consumer_profile_image");
  form.append("files", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "me.png");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  const uploaded = await app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const profileImage = uploaded.json().data.profileImage as string;
  const saved = await app.inject({
    method: "PUT",
    url: "/api/consumer",
    headers,
    payload: { fullName: "Kavya Menon", companyName: "Menon Events", email, profileImage },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return profileImage;
}

describe("the routes", () => {
  it("answer 401 to a guest, 403 to the other user type, and refuse a cross-site request", async () => {
    const shopper = await consumer(app);
    const vendor = await signIn(app, "vendor");
    const vendorHeaders = { cookie: vendor.cookie, origin: ORIGIN };
    for (const area of ["consumer", "vendor"] as const) {
      for (const action of ["export", "delete"]) {
        const url = `/api/${area}/account/${action}`;
        const guest = await post(url, { origin: ORIGIN }, { confirm: "DELETE" });
        expect(guest.statusCode, url).toBe(401);
        expect(guest.json()).toMatchObject({ success: false, data: null, errorCode: "UNAUTHENTICATED" });
        const other = await post(url, area === "consumer" ? vendorHeaders : shopper.headers, { confirm: "DELETE" });
        expect(other.statusCode, url).toBe(403);
        const own = area === "consumer" ? shopper.cookie : vendor.cookie;
        const crossSite = await post(url, { cookie: own, origin: "https://evil.example" }, { confirm: "DELETE" });
        expect(crossSite.statusCode, url).toBe(403);
        expect(crossSite.json().errorCode).toBe("CROSS_SITE");
        // A cookie without any origin is refused too: a form on another site could send one.
        const noOrigin = await post(url, { cookie: own }, { confirm: "DELETE" });
        expect(noOrigin.json().errorCode, url).toBe("CROSS_SITE");
      }
    }
    // Nothing was deleted by any of these.
    expect((await exportData("consumer", shopper.headers)).statusCode).toBe(200);
    expect((await exportData("vendor", vendorHeaders)).statusCode).toBe(200);
  });

  it("work with the app's bearer token as with the web's cookie", async () => {
    const shopper = await signIn(app, "consumer");
    const cookieAnswer = await exportData("consumer", { cookie: shopper.cookie, origin: ORIGIN });
    const token = shopper.cookie.split("=")[1]!;
    // The app sends no Origin: a bearer token is not something another site can make a browser send.
    const bearerAnswer = await exportData("consumer", { authorization: `Bearer ${token}` });
    expect(bearerAnswer.statusCode, bearerAnswer.body).toBe(200);
    expect(bearerAnswer.json().data.profile).toEqual(cookieAnswer.json().data.profile);
  });
});

describe("a consumer's data", () => {
  let shopper: Awaited<ReturnType<typeof consumer>>;
  let profileImage: string;
  const email = `kavya.${Date.now()}@example.in`;
  let bookable: Awaited<ReturnType<typeof bookableVendor>>;
  let quoting: Awaited<ReturnType<typeof quotingVendor>>;
  const ids = { signedIn: "", guest: "", fromQuote: "", brief: "" };

  beforeAll(async () => {
    shopper = await consumer(app);
    profileImage = await fillProfile(shopper.headers, email);
    const joined = await post("/api/public/waitlist/join-user", { origin: ORIGIN }, { email });
    expect(joined.statusCode, joined.body).toBe(200);

    bookable = await bookableVendor(app);
    const mobile = shopper.phone.slice(3);
    ids.signedIn = await placeBooking(app, bookable.offering.id, { name: "Kavya Menon", mobile, eventDate: "Next Sunday" }, shopper.cookie);
    // A guest booking with the account's number: My bookings shows it, so it is the consumer's too.
    ids.guest = await placeBooking(app, bookable.offering.id, { name: "Kavya (guest)", mobile });

    quoting = await quotingVendor(app);
    ids.brief = await sentBrief(app, shopper.headers, briefBody({ notes: "Gate code 4321, ask for Kavya" }));
    const quoted = await quote(app, quoting, ids.brief, { price: 12000, included: "Balloon arch", validUntil: inDays(3) });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const accepted = await accept(app, shopper.headers, ids.brief, await quoteIdOf(app, ids.brief, quoting.vendorId));
    expect(accepted.statusCode, accepted.body).toBe(200);
    ids.fromQuote = (await db().select().from(briefs).where(eq(briefs.id, ids.brief)))[0]!.bookingId!;

    // A number to reveal: the vendor's Contact section.
    const contact = await post("/api/vendor/profile/section/contact/save", quoting.headers, {
      contactName: "Ravi",
      phoneNumber: "98450 12345",
      email: "",
      whatsappNumber: "",
    });
    expect(contact.statusCode, contact.body).toBe(200);
    const lead = await post("/api/consumer/call-lead", shopper.headers, {
      offeringId: quoting.offering.id,
      vendorName: "x",
      offeringName: "y",
    });
    expect(lead.statusCode, lead.body).toBe(200);
    await app.notificationWorker.drain();
  });

  it("downloads as a dated JSON file that no cache keeps, with everything held about them", async () => {
    const response = await exportData("consumer", shopper.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${accountExportFileName(indianDate())}"`);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = envelope(consumerDataExportSchema).parse(response.json()).data;

    expect(data).toMatchObject({ format: "utsav-my-data", version: 1 });
    expect(data.profile).toMatchObject({
      userId: shopper.userId,
      userType: "consumer",
      phone: shopper.phone,
      fullName: "Kavya Menon",
      email,
      companyName: "Menon Events",
      profileImage,
    });
    expect(data.sessions.filter((s) => s.current)).toHaveLength(1);
    expect(data.sessions[0]).toEqual(expect.objectContaining({ startedAt: expect.any(String), expiresAt: expect.any(String) }));

    expect(data.bookings.map((b) => b.id).sort()).toEqual([ids.signedIn, ids.guest, ids.fromQuote].sort());
    const signedIn = data.bookings.find((b) => b.id === ids.signedIn)!;
    expect(signedIn).toMatchObject({ consumerName: "Kavya Menon", consumerPhone: shopper.phone, status: "received" });
    expect(signedIn.answers).toMatchObject({ name: "Kavya Menon", eventDate: "Next Sunday" });
    expect(signedIn.history).toEqual([expect.objectContaining({ actor: "consumer", from: null, to: "received" })]);

    expect(data.briefs).toHaveLength(1);
    expect(data.briefs[0]).toMatchObject({
      id: ids.brief,
      notes: "Gate code 4321, ask for Kavya",
      status: "booked",
      bookingId: ids.fromQuote,
    });
    expect(data.briefs[0]!.answers).toContainEqual(
      expect.objectContaining({ vendorName: quoting.businessName, answer: "accepted", price: 12000, included: "Balloon arch" }),
    );
    expect(data.callLeads).toEqual([
      expect.objectContaining({ offeringId: quoting.offering.id, offeringName: quoting.offering.title, vendorName: quoting.businessName }),
    ]);
    expect(data.events.map((e) => e.name)).toContain("otp_verified");
    expect(data.sharedWith.vendors).toEqual([bookable.businessName, quoting.businessName].sort());
  });

  it("is not deleted without the confirmation, and says what to type", async () => {
    for (const confirm of [undefined, "", "nope", "DELETE ME"]) {
      const response = await deleteAccount("consumer", shopper.headers, confirm);
      expect(response.statusCode, String(confirm)).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errorMessage: "Type DELETE to confirm that your account should be deleted.",
      });
    }
    expect((await app.inject({ method: "GET", url: "/api/consumer", headers: shopper.headers })).statusCode).toBe(200);
  });

  it("is not deleted while bookings are open, and the answer says which", async () => {
    const response = await deleteAccount("consumer", shopper.headers, "DELETE");
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ success: false, data: null, errorCode: "ACCOUNT_HAS_OPEN_WORK" });
    expect(response.json().errorMessage).toContain("3 bookings are received or confirmed for a date still to come");
    expect((await app.inject({ method: "GET", url: "/api/consumer", headers: shopper.headers })).statusCode).toBe(200);

    // A booking confirmed for a day that has passed is over; a declined one is over.
    expect((await setStatus(app, bookable.headers, ids.signedIn, { status: "confirmed" })).statusCode).toBe(200);
    await db()
      .update(bookings)
      .set({ eventDate: addDays(indianDate(), -2) })
      .where(eq(bookings.id, ids.signedIn));
    expect((await setStatus(app, bookable.headers, ids.guest, { status: "declined", reason: "Fully booked that day" })).statusCode).toBe(
      200,
    );
    const stillOne = await deleteAccount("consumer", shopper.headers, "DELETE");
    expect(stillOne.statusCode).toBe(409);
    expect(stillOne.json().errorMessage).toContain("1 booking is received");
    const cancelled = await post(`/api/consumer/bookings/${ids.fromQuote}/cancel`, shopper.headers, { reason: "Kavya changed her plans" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.notificationWorker.drain();
  });

  it("is deleted at once: signed out everywhere, and nothing personal left in any table", async () => {
    // Signed in on a second device too (a session made as sign-in makes one: only its hash is stored).
    const token = randomBytes(32).toString("base64url");
    await app.accounts.createSession(createHash("sha256").update(token).digest("hex"), shopper.userId, "consumer", 3600);
    const otherDevice = { cookie: `utsav_session=${token}` };
    expect((await app.inject({ method: "GET", url: "/api/consumer", headers: otherDevice })).statusCode).toBe(200);
    const response = await deleteAccount("consumer", shopper.headers, " delete ");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.data.deleted).toBe(true);
    expect(body.data.sessionsEnded).toBeGreaterThanOrEqual(2);
    expect(body.data.kept).toContainEqual(
      expect.objectContaining({ until: addDays(indianDate(), 180), why: expect.stringContaining("rule 3(1)(h)") }),
    );
    expect(response.headers["clear-site-data"]).toBe('"cache", "cookies", "storage"');
    expect(String(response.headers["set-cookie"])).toMatch(/utsav_session=;/);

    // Every session, on every device, is gone.
    for (const cookie of [shopper.cookie, otherDevice.cookie]) {
      const after = await app.inject({ method: "GET", url: "/api/consumer", headers: { cookie } });
      expect(after.statusCode).toBe(401);
      expect((await exportData("consumer", { cookie, origin: ORIGIN })).statusCode).toBe(401);
    }
    expect(await db().select().from(sessions).where(eq(sessions.userId, shopper.userId))).toEqual([]);

    // The users row stays, empty, so the records that name it still hold together.
    const [user] = await db().select().from(users).where(eq(users.id, shopper.userId));
    expect(user).toMatchObject({
      phone: `deleted:${shopper.userId}`,
      fullName: null,
      email: null,
      companyName: null,
      profileImage: null,
      locality: null,
    });
    expect(user!.deletedAt).toBeInstanceOf(Date);
    expect(existsSync(path.join(mediaDir, profileImage.replace(/^\/media\//, "")))).toBe(false);

    // Bookings are kept for the vendors, with no name, number, answer or link to the account.
    const kept = await db()
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [ids.signedIn, ids.guest, ids.fromQuote]));
    expect(kept).toHaveLength(3);
    for (const booking of kept) {
      expect(booking).toMatchObject({
        userId: null,
        consumerName: null,
        consumerPhone: null,
        idempotencyScope: null,
        idempotencyKey: null,
      });
      expect(JSON.stringify(booking)).not.toMatch(/Kavya|4321/);
      expect(JSON.stringify(booking)).not.toContain(shopper.phone.slice(3));
    }
    const signedIn = kept.find((b) => b.id === ids.signedIn)!;
    expect(signedIn.bookingData).toEqual({
      name: PRIVACY_COPY.erasedAnswer,
      mobile: PRIVACY_COPY.erasedAnswer,
      eventDate: PRIVACY_COPY.erasedAnswer,
    });
    expect(signedIn.status).toBe("confirmed");
    // A booking from a quote keeps the vendor's price and what was asked for; the consumer's notes go.
    expect(kept.find((b) => b.id === ids.fromQuote)!.bookingData).toMatchObject({
      Quote: "₹12,000",
      "What's included": "Balloon arch",
      Notes: PRIVACY_COPY.erasedAnswer,
    });
    const history = await db()
      .select()
      .from(bookingEvents)
      .where(inArray(bookingEvents.bookingId, [ids.signedIn, ids.guest, ids.fromQuote]));
    expect(history.filter((e) => e.actor === "consumer")).not.toHaveLength(0);
    for (const event of history.filter((e) => e.actor === "consumer")) expect(event).toMatchObject({ actorUserId: null, reason: null });
    // The vendor still reads its booking, without the consumer.
    const vendorView = await app.inject({ method: "GET", url: `/api/vendor/bookings/${ids.signedIn}`, headers: bookable.headers });
    expect(vendorView.statusCode, vendorView.body).toBe(200);
    expect(vendorView.body).not.toContain("Kavya");

    expect(await db().select().from(briefs).where(eq(briefs.userId, shopper.userId))).toEqual([]);
    expect(await db().select().from(briefMatches).where(eq(briefMatches.briefId, ids.brief))).toEqual([]);
    expect(await db().select().from(briefPhotos).where(eq(briefPhotos.userId, shopper.userId))).toEqual([]);
    expect(await db().select().from(callLeads).where(eq(callLeads.userId, shopper.userId))).toEqual([]);
    expect(await db().select().from(analyticsEvents).where(eq(analyticsEvents.userId, shopper.userId))).toEqual([]);
    expect(await db().select().from(otpCodes).where(eq(otpCodes.phone, shopper.phone))).toEqual([]);
    expect(await db().select().from(waitlistUsers).where(eq(waitlistUsers.email, email))).toEqual([]);
    const messages = await db()
      .select()
      .from(notificationOutbox)
      .where(
        or(
          eq(notificationOutbox.recipient, shopper.phone),
          eq(notificationOutbox.recipient, email),
          like(notificationOutbox.eventKey, `booking:${ids.signedIn}:%`),
          like(notificationOutbox.eventKey, `booking:${ids.guest}:%`),
          like(notificationOutbox.eventKey, `booking:${ids.fromQuote}:%`),
          like(notificationOutbox.eventKey, `brief:${ids.brief}:%`),
          like(notificationOutbox.eventKey, "call-lead:%"),
        ),
      );
    expect(messages.filter((m) => JSON.stringify(m).includes(shopper.phone) || JSON.stringify(m).includes("Kavya"))).toEqual([]);

    // What the IT Rules keep is sealed, and opens only with the vault's key, until its day.
    const [erasure] = await db().select().from(accountErasures).where(eq(accountErasures.userId, shopper.userId));
    expect(erasure).toMatchObject({ userType: "consumer", vendorId: null, purgedAt: null, pendingFiles: [] });
    expect(erasure!.registrationCipher).not.toContain("Kavya");
    const sealed = await new DocumentVault(db(), app.config.auth.secret).openText(
      erasure!.registrationCipher!,
      `account-erasure:${shopper.userId}`,
    );
    expect(JSON.parse(sealed)).toMatchObject({ phone: shopper.phone, fullName: "Kavya Menon", email });
    const days = (erasure!.purgeAfter.getTime() - erasure!.erasedAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(180);
  });

  it("lets the same number sign up again, as someone new with no history", async () => {
    const again = await signIn(app, "consumer", shopper.phone.slice(3));
    expect(again.userId).not.toBe(shopper.userId);
    const headers = { cookie: again.cookie, origin: ORIGIN };
    const state = await app.inject({ method: "GET", url: "/api/auth/session", headers });
    expect(state.json().data).toMatchObject({ isAuthenticated: true, isNewUser: true });
    const myBookings = await app.inject({ method: "GET", url: "/api/consumer/bookings", headers });
    expect(myBookings.json().data.bookings).toEqual([]);
    const data = envelope(consumerDataExportSchema).parse((await exportData("consumer", headers)).json()).data;
    expect(data).toMatchObject({ bookings: [], briefs: [], callLeads: [], unsentPhotos: [] });
    expect(data.profile).toMatchObject({ phone: shopper.phone, fullName: null, email: null });
  });
});

describe("an account that never onboarded", () => {
  it("is deleted too, with the app's bearer token, and its number is free again", async () => {
    const vendor = await signIn(app, "vendor");
    const token = vendor.cookie.split("=")[1]!;
    const response = await deleteAccount("vendor", { authorization: `Bearer ${token}` }, "DELETE");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.kept).toContainEqual(expect.objectContaining({ until: addDays(indianDate(), 180) }));
    expect((await exportData("vendor", { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    const [erasure] = await db().select().from(accountErasures).where(eq(accountErasures.userId, vendor.userId));
    expect(erasure).toMatchObject({ userType: "vendor", vendorId: null });
    const again = await signIn(app, "vendor", vendor.phone.slice(3));
    expect(again.userId).not.toBe(vendor.userId);
  });
});

describe("a vendor's data", () => {
  let vendor: Awaited<ReturnType<typeof submittedVendor>>;
  let briefId: string;

  beforeAll(async () => {
    vendor = await submittedVendor(app);
    const operator = await signInOperator(app);
    const decided = await post(`/api/operator/vendors/${vendor.vendorId}/decision`, operator.headers, { decision: "approve" });
    expect(decided.statusCode, decided.body).toBe(200);
    const shopper = await consumer(app);
    briefId = await sentBrief(app, shopper.headers, briefBody({ locality: "Jayanagar" }));
  });

  it("downloads with the business: sections, offerings, pictures, documents' metadata, terms and decisions", async () => {
    const response = await exportData("vendor", vendor.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="${accountExportFileName(indianDate())}"`);
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = envelope(vendorDataExportSchema).parse(response.json()).data;
    expect(data.profile).toMatchObject({ userId: vendor.userId, userType: "vendor", phone: vendor.phone });
    expect(data.business).toMatchObject({ vendorId: vendor.vendorId, name: vendor.businessName, reviewState: "approved", verified: true });
    expect(data.vendorProfile!.sections).toMatchObject({ contact: expect.objectContaining({ contactName: "Asha Rao" }) });
    expect(data.offerings).toEqual([expect.objectContaining({ id: vendor.offering.id, title: vendor.offering.title, status: 10 })]);
    expect(data.gallery).toEqual([expect.objectContaining({ url: expect.stringMatching(/^\/media\/gallery\//) })]);
    expect(data.kycDocuments.map((d) => d.type).sort()).toEqual(["aadhaar", "pan"]);
    // Metadata only: no file, and the number masked.
    expect(response.body).not.toContain(PAN);
    expect(response.body).not.toContain("2341 2341 2346");
    expect(Object.keys(data.kycDocuments[0]!)).not.toContain("fileKey");
    expect(data.terms).toMatchObject({ leadTimeDays: 3, advancePercent: 25 });
    expect(data.decisions).toEqual([expect.objectContaining({ decision: "approve" })]);
    // The history of its edits, as operators read it (docs/decisions/0032).
    const changes = await db().select().from(vendorChanges).where(eq(vendorChanges.vendorId, vendor.vendorId));
    expect(data.changes).toHaveLength(changes.length);
    expect(data.briefsMatched).toEqual([expect.objectContaining({ briefId, answer: "new" })]);
  });

  it("is not deleted while a request or a quote is open, and the answer says which", async () => {
    const waiting = await deleteAccount("vendor", vendor.headers, "DELETE");
    expect(waiting.statusCode, waiting.body).toBe(409);
    expect(waiting.json().errorMessage).toContain("1 request waiting for your answer");
    const quoted = await quote(app, vendor, briefId, { price: 9000, included: "Marigold arch", validUntil: inDays(3) });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const open = await deleteAccount("vendor", vendor.headers, "DELETE");
    expect(open.statusCode).toBe(409);
    expect(open.json().errorMessage).toContain("1 quote a customer may still accept");
    expect(open.json().errorMessage).not.toContain("request waiting");
    const declined = await post(`/api/vendor/briefs/${briefId}/decline`, vendor.headers, { reason: "Closing the business" });
    expect(declined.statusCode, declined.body).toBe(200);
  });

  it("is deleted, and takes the business off the storefront at once", async () => {
    const page = `/api/offerings/${vendor.offering.slug}`;
    // Read once, so the catalogue's cache holds the page.
    expect((await app.inject({ method: "GET", url: page })).statusCode).toBe(200);
    // A payout bank account (docs/decisions/0051), which goes with the business.
    const bank = { holderName: "Asha Rao", accountNumber: "50100123456789", confirmAccountNumber: "50100123456789", ifsc: "HDFC0001234" };
    const saved = await app.inject({ method: "PUT", url: "/api/vendor/payouts/account", headers: vendor.headers, payload: bank });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await deleteAccount("vendor", vendor.headers, "DELETE");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.kept).toContainEqual(expect.objectContaining({ what: expect.stringContaining("identity documents") }));

    expect((await app.inject({ method: "GET", url: page })).statusCode).toBe(404);
    const search = await post("/api/search", {}, { query: vendor.offering.title });
    expect(JSON.stringify(search.json().data.results)).not.toContain(vendor.offering.id);
    expect((await app.inject({ method: "GET", url: "/api/vendor/profile", headers: vendor.headers })).statusCode).toBe(401);

    const [offering] = await db().select().from(offerings).where(eq(offerings.id, vendor.offering.id));
    expect(offering).toMatchObject({ status: 20, images: [], searchText: "" });
    const [business] = await db().select().from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(business).toMatchObject({
      name: `Deleted business ${vendor.vendorId}`,
      ownerUserId: null,
      phone: null,
      description: "",
      logo: "",
      verified: false,
      reviewState: "draft",
    });
    expect(business!.pausedAt).toBeInstanceOf(Date);
    expect(await db().select().from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendor.vendorId))).toEqual([]);
    expect(await db().select().from(vendorGalleryImages).where(eq(vendorGalleryImages.vendorId, vendor.vendorId))).toEqual([]);
    expect(await db().select().from(vendorDecisions).where(eq(vendorDecisions.vendorId, vendor.vendorId))).toEqual([]);
    expect(await db().select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendor.vendorId))).toEqual([]);
    expect(await db().select().from(vendorChanges).where(eq(vendorChanges.vendorId, vendor.vendorId))).toEqual([]);
    expect(await db().select().from(vendorIdentityChanges).where(eq(vendorIdentityChanges.vendorId, vendor.vendorId))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, vendor.userId))).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.id, vendor.userId));
    expect(user).toMatchObject({ phone: `deleted:${vendor.userId}`, fullName: null, email: null });
    expect(await db().select().from(notificationOutbox).where(eq(notificationOutbox.recipient, vendor.phone))).toEqual([]);
    // The identity documents stay, encrypted, until the purge.
    const documents = await db().select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendor.vendorId));
    expect(documents).toHaveLength(2);
    for (const document of documents) expect(existsSync(path.join(privateDir, document.fileKey))).toBe(true);
  });

  it("keeps the documents and the sealed details for 180 days, then the sweep purges them", async () => {
    const [erasure] = await db().select().from(accountErasures).where(eq(accountErasures.vendorId, vendor.vendorId));
    expect(erasure).toMatchObject({ userType: "vendor", purgedAt: null });
    const documents = await db().select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendor.vendorId));
    const day = 86_400_000;

    const early = await app.accountErasures.sweep({ now: new Date(Date.now() + 179 * day) });
    expect(early.purged).toBe(0);
    expect(await db().select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendor.vendorId))).toHaveLength(2);

    const due = await app.accountErasures.sweep({ now: new Date(Date.now() + 181 * day) });
    expect(due.purged).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendor.vendorId))).toEqual([]);
    for (const document of documents) expect(existsSync(path.join(privateDir, document.fileKey))).toBe(false);
    const purged = await db()
      .select()
      .from(accountErasures)
      .where(and(eq(accountErasures.vendorId, vendor.vendorId), isNull(accountErasures.registrationCipher)));
    expect(purged).toHaveLength(1);
    expect(purged[0]!.purgedAt).toBeInstanceOf(Date);
    // Nothing is left to purge, and the retention sweep runs this part with the others.
    expect((await app.accountErasures.sweep({ now: new Date(Date.now() + 181 * day) })).purged).toBe(0);
    expect(Object.keys(await app.retention.sweep())).toContain("account_erasures");
  });
});
