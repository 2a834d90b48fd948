import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { bookings, reviews } from "@utsav/db";
import { consumerBookingDetailSchema, consumerBookingListSchema, envelope, REVIEW_LIMITS, SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import { OutboxRepository } from "../src/platform/outbox/outbox-repository.ts";
import { ORIGIN } from "./accounts-helper.ts";
import { bookableVendor, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import {
  completedBooking,
  completedDaysAgo,
  confirmedBooking,
  getReview,
  goodReview,
  putReview,
  reviewUrl,
  shopper,
  writeReview,
  writtenHoursAgo,
} from "./reviews-helper.ts";
import type { Shopper } from "./reviews-helper.ts";

// Writing a review (docs/decisions/0060; issue 41): only the shopper of a completed booking, within 30 days of its
// completion, once (a second write changes it, for 48 hours and until the vendor answers), with what the review says
// checked as the form checks it. The shopper is invited by SMS when the booking completes.

let app: FastifyInstance;
let vendor: BookableVendor;
/** A fresh shopper for each test: a phone may be named by a few bookings an hour only. */
let priya: Shopper;
beforeAll(async () => {
  app = await buildTestApp();
  vendor = await bookableVendor(app);
});
beforeEach(async () => {
  priya = await shopper(app, "Priya Sharma");
});
afterAll(async () => {
  await app?.close();
});

const refused = (response: { statusCode: number; json(): unknown; body: string }, status: number, message: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: message });
};

const myBookings = async (by: Shopper) =>
  envelope(consumerBookingListSchema).parse(
    (await app.inject({ method: "GET", url: "/api/consumer/bookings", headers: by.headers })).json(),
  ).data.bookings;
const myBooking = async (by: Shopper, id: string) =>
  envelope(consumerBookingDetailSchema).parse(
    (await app.inject({ method: "GET", url: `/api/consumer/bookings/${id}`, headers: by.headers })).json(),
  ).data;

describe("inviting the shopper", () => {
  it("texts the phone on the booking when it completes, linking the review form, and My bookings offers it", async () => {
    const id = await confirmedBooking(app, vendor, priya);
    expect((await myBookings(priya)).find((b) => b.id === id)?.reviewState).toBeNull();
    expect((await myBooking(priya, id)).reviewState).toBeNull();

    const completed = await setStatus(app, vendor.headers, id, { status: "completed" });
    expect(completed.statusCode, completed.body).toBe(200);
    const sent = await new OutboxRepository(app.database.db).byEventPrefix(`booking:${id}:`);
    const invites = sent.filter((m) => m.template === "review_invite_consumer_sms");
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ channel: "sms", recipient: priya.phone });
    expect(invites[0]!.text).toContain(`/account/bookings/${id}/review`);

    expect((await myBookings(priya)).find((b) => b.id === id)?.reviewState).toBe("can_write");
    expect((await myBooking(priya, id)).reviewState).toBe("can_write");
    await writeReview(app, priya, id);
    expect((await myBookings(priya)).find((b) => b.id === id)?.reviewState).toBe("written");
    expect((await myBooking(priya, id)).reviewState).toBe("written");
  });
});

describe("who may review", () => {
  it("not before the booking completes", async () => {
    const id = await confirmedBooking(app, vendor, priya);
    expect(await getReview(app, priya.headers, id)).toMatchObject({
      canWrite: false,
      writeBy: null,
      refusal: SHOPPER_REVIEW_MESSAGES.notCompleted,
      review: null,
    });
    refused(await putReview(app, priya.headers, id, goodReview), 409, SHOPPER_REVIEW_MESSAGES.notCompleted);
  });

  it("only its shopper: another shopper is told it does not exist, a guest to sign in, a vendor no", async () => {
    const id = await completedBooking(app, vendor, priya);
    const other = await shopper(app);
    for (const method of ["GET", "PUT"] as const) {
      const payload = method === "PUT" ? goodReview : undefined;
      refused(
        await app.inject({ method, url: reviewUrl(id), headers: other.headers, payload }),
        404,
        SHOPPER_REVIEW_MESSAGES.bookingNotFound,
      );
      expect((await app.inject({ method, url: reviewUrl(id), headers: { origin: ORIGIN }, payload })).statusCode).toBe(401);
      expect((await app.inject({ method, url: reviewUrl(id), headers: vendor.headers, payload })).statusCode).toBe(403);
    }
    expect(await app.database.db.select().from(reviews).where(eq(reviews.bookingId, id))).toHaveLength(0);
  });

  it(`within ${REVIEW_LIMITS.windowDays} days of its completion`, async () => {
    const id = await completedBooking(app, vendor, priya);
    await completedDaysAgo(app, id, REVIEW_LIMITS.windowDays - 1);
    expect((await getReview(app, priya.headers, id)).canWrite).toBe(true);
    await completedDaysAgo(app, id, REVIEW_LIMITS.windowDays + 0.01);
    const closed = await getReview(app, priya.headers, id);
    expect(closed).toMatchObject({ canWrite: false, refusal: SHOPPER_REVIEW_MESSAGES.windowClosed });
    expect(new Date(closed.writeBy!).getTime()).toBeLessThan(Date.now());
    refused(await putReview(app, priya.headers, id, goodReview), 409, SHOPPER_REVIEW_MESSAGES.windowClosed);
    expect((await myBooking(priya, id)).reviewState).toBeNull();
  });
});

describe("writing and changing a review", () => {
  it("writes it once with the shopper's first name and initial; a second write changes it, for 48 hours", async () => {
    const id = await completedBooking(app, vendor, priya);
    const open = await getReview(app, priya.headers, id);
    expect(open).toMatchObject({ bookingId: id, vendorName: vendor.businessName, canWrite: true, refusal: null, review: null });
    const written = await writeReview(app, priya, id, { rating: 4, comment: "  Good work, a little late setting up.  " });
    expect(written.canWrite).toBe(false);
    expect(written.review).toMatchObject({ rating: 4, comment: "Good work, a little late setting up.", photos: [], answer: null });
    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(row).toMatchObject({ source: "booking", userName: "Priya S.", userId: priya.userId, vendorId: vendor.vendorId });
    expect(row!.offeringId).toBe(vendor.offering.id);

    const changed = await putReview(app, priya.headers, id, { rating: 5, comment: "Changed my mind: it was all worth it." });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.review).toMatchObject({ id: written.review!.id, rating: 5 });
    expect(await app.database.db.select().from(reviews).where(eq(reviews.bookingId, id))).toHaveLength(1);

    await writtenHoursAgo(app, id, REVIEW_LIMITS.editHours + 0.01);
    expect((await getReview(app, priya.headers, id)).review?.editableUntil).toBeNull();
    refused(await putReview(app, priya.headers, id, goodReview), 409, SHOPPER_REVIEW_MESSAGES.editClosed);
  });

  it("cannot be changed once the vendor has answered it", async () => {
    const id = await completedBooking(app, vendor, priya);
    await writeReview(app, priya, id);
    await app.database.db.update(reviews).set({ answer: "Thank you!", answeredAt: new Date() }).where(eq(reviews.bookingId, id));
    const read = await getReview(app, priya.headers, id);
    expect(read.review).toMatchObject({ editableUntil: null, answer: { text: "Thank you!" } });
    refused(await putReview(app, priya.headers, id, goodReview), 409, SHOPPER_REVIEW_MESSAGES.editClosed);
  });

  it("says the month of the booked event, as the vendor's pages show it: a verified booking", async () => {
    const id = await confirmedBooking(app, vendor, priya);
    // An event that has taken place (placing asks for a date ahead, so the date is moved back).
    await app.database.db.update(bookings).set({ eventDate: "2025-10-15" }).where(eq(bookings.id, id));
    expect((await setStatus(app, vendor.headers, id, { status: "completed" })).statusCode).toBe(200);
    expect((await getReview(app, priya.headers, id)).eventMonth).toBe("October 2025");
    await writeReview(app, priya, id);
    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(row).toMatchObject({ eventMonth: "2025-10", userTitle: vendor.offering.title });
  });

  it("names a shopper whose profile has no name by the name on the booking", async () => {
    const noName = await shopper(app);
    const id = await completedBooking(app, vendor, noName, "Ravi Kumar Menon");
    await writeReview(app, noName, id);
    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.bookingId, id));
    expect(row?.userName).toBe("Ravi M.");
  });

  /** One completed booking for every refused review (none is written). */
  let invalidTarget: { by: Shopper; id: string } | undefined;
  it.each([
    [{ rating: 0, comment: goodReview.comment }, SHOPPER_REVIEW_MESSAGES.ratingRequired],
    [{ rating: 3.5, comment: goodReview.comment }, SHOPPER_REVIEW_MESSAGES.ratingRequired],
    [{ comment: goodReview.comment }, SHOPPER_REVIEW_MESSAGES.ratingRequired],
    [{ rating: 5, comment: "  Great!   " }, SHOPPER_REVIEW_MESSAGES.commentTooShort],
    [{ rating: 5, comment: "Lovely work, call me on 98450 12345 for more" }, SHOPPER_REVIEW_MESSAGES.contactDetails],
    [{ rating: 5, comment: "Lovely work, see www.example.com for photos" }, SHOPPER_REVIEW_MESSAGES.contactDetails],
    [{ rating: 5, comment: "x".repeat(REVIEW_LIMITS.commentMax + 1) }, SHOPPER_REVIEW_MESSAGES.commentTooLong],
    [{ ...goodReview, photos: ["a", "b", "c", "d"] }, SHOPPER_REVIEW_MESSAGES.tooManyPhotos],
  ])("refuses %j with its field's message (400)", async (payload, message) => {
    invalidTarget ??= { by: priya, id: await completedBooking(app, vendor, priya) };
    const { by, id } = invalidTarget;
    refused(await putReview(app, by.headers, id, payload), 400, message);
    expect((await getReview(app, by.headers, id)).review).toBeNull();
  });

  it("writes one review when the same booking's review is sent several times at once", async () => {
    const id = await completedBooking(app, vendor, priya);
    const answers = await Promise.all(Array.from({ length: 5 }, () => putReview(app, priya.headers, id, goodReview)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await app.database.db.select().from(reviews).where(eq(reviews.bookingId, id))).toHaveLength(1);
  });
});
