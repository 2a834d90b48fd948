import { eq, isNotNull, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationOutbox, reviews } from "@utsav/db";
import { SHOPPER_REVIEW_MESSAGES } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { bookableVendor } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";
import { buildTestApp } from "./helper.ts";
import { signInOperator } from "./operator-helper.ts";
import { completedBooking, writtenReview } from "./received-reviews-helper.ts";

// A vendor's answers and reports, and operators' moderation (issue 41; docs/decisions/0060): a vendor answers a review
// of its bookings once, in public, and may report it once; operators hide it with a reason its author reads, or
// restore it, audited, and the vendor's one rating follows in the same transaction.

let app: FastifyInstance;
let vendor: BookableVendor;
let stranger: BookableVendor;
let operator: Awaited<ReturnType<typeof signInOperator>>;
let shopper: { cookie: string };
beforeAll(async () => {
  app = await buildTestApp();
  [vendor, stranger] = [await bookableVendor(app), await bookableVendor(app)];
  operator = await signInOperator(app);
  shopper = await signIn(app, "consumer");
});
afterAll(async () => {
  await app.close();
});

const post = (headers: Record<string, string>, url: string, payload?: object) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const get = (headers: Record<string, string>, url: string) => app.inject({ method: "GET", url, headers });
const answer = (id: string, text: string, as = vendor) => post(as.headers, `/api/vendor/reviews/${id}/answer`, { text });
const report = (id: string, reason: string, as = vendor) => post(as.headers, `/api/vendor/reviews/${id}/report`, { reason });
const hide = (id: string, reason: string) => post(operator.headers, `/api/operator/reviews/${id}/hide`, { reason });
const restore = (id: string) => post(operator.headers, `/api/operator/reviews/${id}/restore`);
const outbox = (reviewId: string) =>
  app.database.db
    .select()
    .from(notificationOutbox)
    .where(like(notificationOutbox.eventKey, `review:${reviewId}:%`));

/** A completed booking of the vendor's, by the signed-in shopper, and its review. */
async function reviewed(rating: number, of = vendor) {
  const booking = await completedBooking(app, of, shopper.cookie);
  return { booking, id: await writtenReview(app, { bookingId: booking.id }, rating) };
}

/** The offering page's figures and reviews, as shoppers read them. */
async function offeringPage(of = vendor) {
  // The offering as its vendor saved it, with the address the shopper opens.
  const { slug } = of.offering as BookableVendor["offering"] & { slug: string };
  const page = await app.inject({ method: "GET", url: `/api/offerings/${slug}` });
  expect(page.statusCode, page.body).toBe(200);
  const offering = page.json().data.offering;
  return {
    rating: offering.rating as number,
    vendor: { rating: offering.vendor.rating as number | null, reviewsCount: offering.vendor.reviewsCount as number | null },
    reviews: offering.reviews as { id: string; answer?: { text: string } | null }[],
    reviewIds: (offering.reviews as { id: string }[]).map((r) => r.id),
  };
}

describe("a vendor's reviews", () => {
  it("lists its figures and its reviews from bookings, newest first, hidden ones with the reason", async () => {
    const own = await bookableVendor(app);
    const first = await writtenReview(app, { vendorId: own.vendorId }, 5);
    const second = await writtenReview(app, { vendorId: own.vendorId }, 2);
    expect((await hide(second, "Abusive language about the staff.")).statusCode).toBe(200);
    const listed = await get(own.headers, "/api/vendor/reviews");
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toMatchObject({ rating: 5, reviewsCount: 1, nextCursor: null });
    expect(listed.json().data.reviews.map((r: { id: string; hiddenReason: string | null }) => [r.id, r.hiddenReason])).toEqual([
      [second, "Abusive language about the staff."],
      [first, null],
    ]);
    expect((await get(stranger.headers, "/api/vendor/reviews")).json().data.reviews).toEqual([]);
  });

  it("pages by cursor, 20 a page, and refuses a cursor that is not one of its reviews", async () => {
    const own = await bookableVendor(app);
    const ids: string[] = [];
    for (let i = 0; i < 22; i++) ids.push(await writtenReview(app, { vendorId: own.vendorId }, 4));
    const first = (await get(own.headers, "/api/vendor/reviews")).json().data;
    expect(first.reviews).toHaveLength(20);
    const rest = (await get(own.headers, `/api/vendor/reviews?cursor=${first.nextCursor}`)).json().data;
    expect(rest.nextCursor).toBeNull();
    const seen = [...first.reviews, ...rest.reviews].map((r: { id: string }) => r.id);
    expect(seen.sort()).toEqual([...ids].sort());
    const foreign = await get(stranger.headers, `/api/vendor/reviews?cursor=${first.nextCursor}`);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ success: false, data: null });
  });
});

describe("a vendor's answer", () => {
  it("is given once, in public, and its author is told by SMS with the link to the booking's review", async () => {
    const { booking, id } = await reviewed(5);
    const answered = await answer(id, "  Thank you, Meera! It was a joy to decorate for you.  ");
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ id, bookingId: booking.id, eventMonth: "November 2026" });
    expect(answered.json().data.answer.text).toBe("Thank you, Meera! It was a joy to decorate for you.");
    const again = await answer(id, "A second answer.");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, data: null, errorMessage: SHOPPER_REVIEW_MESSAGES.alreadyAnswered });
    const messages = await outbox(id);
    expect(messages.map((m) => [m.template, m.recipient])).toEqual([["review_answered_consumer_sms", booking.phone]]);
    expect(messages[0]!.text).toContain(`${app.config.publicOrigin}/account/bookings/${booking.id}/review`);
    const shown = (await offeringPage()).reviews.find((r) => r.id === id);
    expect(shown?.answer?.text).toBe("Thank you, Meera! It was a joy to decorate for you.");
  });

  it("of two at once, one is kept and the other is refused, with one message", async () => {
    const { id } = await reviewed(4);
    const both = await Promise.all([answer(id, "Thank you for the kind words."), answer(id, "Thanks, see you again!")]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await outbox(id)).toHaveLength(1);
  });

  it("refuses contact details and an empty answer (400), and another vendor's review or a catalogue one (404)", async () => {
    const { id } = await reviewed(3);
    const phone = await answer(id, "Call us on 98450 12345 next time.");
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toMatchObject({ success: false, data: null, errorMessage: SHOPPER_REVIEW_MESSAGES.contactDetails });
    expect((await answer(id, "Write to us at www.example.com")).json().errorMessage).toBe(SHOPPER_REVIEW_MESSAGES.contactDetails);
    expect((await answer(id, "   ")).json().errorMessage).toBe(SHOPPER_REVIEW_MESSAGES.answerRequired);
    expect((await post(vendor.headers, `/api/vendor/reviews/${id}/answer`, { text: "Hi", extra: 1 })).statusCode).toBe(400);
    for (const response of [await answer(id, "Not mine to answer.", stranger), await report(id, "Not mine.", stranger)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorMessage: SHOPPER_REVIEW_MESSAGES.reviewNotFound });
    }
    expect((await answer("rev-deepam-gifts-1", "A catalogue review.")).statusCode).toBe(404);
    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row!.answer).toBeNull();
  });
});

describe("a vendor's report", () => {
  it("is sent once, and puts the review first on the operators' reported list", async () => {
    const { id } = await reviewed(1);
    const reported = await report(id, "This shopper never booked this offering with us.");
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data).toMatchObject({ id, reportReason: "This shopper never booked this offering with us." });
    const again = await report(id, "Again.");
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(SHOPPER_REVIEW_MESSAGES.alreadyReported);
    expect((await report(id, " ")).json().errorMessage).toBe(SHOPPER_REVIEW_MESSAGES.reasonRequired);
    const list = (await get(operator.headers, "/api/operator/reviews?filter=reported")).json().data.reviews;
    expect(list[0]).toMatchObject({ id, vendorId: vendor.vendorId, source: "booking", hiddenAt: null });
  });

  it("once hidden, a reported review goes after those still shown", async () => {
    const [older, newer] = [(await reviewed(2)).id, (await reviewed(1)).id];
    for (const id of [older, newer]) expect((await report(id, "Not a real booking.")).statusCode).toBe(200);
    expect((await hide(newer, "Not a real booking.")).statusCode).toBe(200);
    const first = (await get(operator.headers, "/api/operator/reviews?filter=reported")).json().data;
    const ids: string[] = first.reviews.map((r: { id: string }) => r.id);
    expect(ids.indexOf(older)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    const shown = first.reviews.filter((r: { hiddenAt: string | null }) => r.hiddenAt === null);
    expect(first.reviews.slice(0, shown.length)).toEqual(shown);
    expect(first.reviews).toHaveLength(await app.database.db.$count(reviews, isNotNull(reviews.reportedAt)));
  });

  it("pages every review, the catalogue's too, once each, though many were written at one instant", async () => {
    const page = async (cursor?: string) =>
      (await get(operator.headers, `/api/operator/reviews?filter=all${cursor ? `&cursor=${cursor}` : ""}`)).json().data;
    let { reviews: rows, nextCursor } = await page();
    const seen: string[] = rows.map((r: { id: string }) => r.id);
    expect(seen).toHaveLength(20);
    while (nextCursor) {
      ({ reviews: rows, nextCursor } = await page(nextCursor));
      seen.push(...rows.map((r: { id: string }) => r.id));
    }
    const total = await app.database.db.$count(reviews);
    expect(total).toBeGreaterThan(40);
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
  });
});

describe("operators' moderation", () => {
  it("hides a review: it leaves the offering page and the rating follows; restoring brings both back, audited", async () => {
    const own = await bookableVendor(app);
    const kept = await reviewed(5, own);
    const bad = await reviewed(2, own);
    expect(await offeringPage(own)).toMatchObject({ rating: 3.5, vendor: { rating: 3.5, reviewsCount: 2 } });

    const hidden = await hide(bad.id, "Names a member of staff.");
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ id: bad.id, hiddenReason: "Names a member of staff.", vendorName: own.businessName });
    const after = await offeringPage(own);
    expect(after).toMatchObject({ rating: 5, vendor: { rating: 5, reviewsCount: 1 } });
    expect(after.reviewIds).toEqual([kept.id]);
    const [sms] = await outbox(bad.id);
    expect(sms).toMatchObject({ template: "review_hidden_consumer_sms", recipient: bad.booking.phone });
    expect(sms!.text).toContain("Names a member of staff.");
    expect((await hide(bad.id, "Again.")).json()).toMatchObject({ errorMessage: SHOPPER_REVIEW_MESSAGES.alreadyHidden });
    expect((await get(operator.headers, "/api/operator/reviews?filter=hidden")).json().data.reviews[0].id).toBe(bad.id);

    const restored = await restore(bad.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ hiddenAt: null, hiddenReason: null });
    const back = await offeringPage(own);
    expect(back).toMatchObject({ rating: 3.5, vendor: { rating: 3.5, reviewsCount: 2 } });
    expect(back.reviewIds.sort()).toEqual([kept.id, bad.id].sort());
    expect((await restore(bad.id)).json()).toMatchObject({ errorMessage: SHOPPER_REVIEW_MESSAGES.notHidden });

    const audit = (await get(operator.headers, `/api/operator/audit?vendorId=${own.vendorId}`)).json().data.entries;
    expect(audit.map((e: { action: string; target: string; detail: object }) => [e.action, e.target, e.detail])).toEqual([
      ["review.restored", bad.id, { reason: null, source: "booking", rating: 3.5, reviewsCount: 2 }],
      ["review.hidden", bad.id, { reason: "Names a member of staff.", source: "booking", rating: 5, reviewsCount: 1 }],
    ]);
  });

  it("hides a catalogue review too, and the catalogue vendor's figures follow", async () => {
    const before = (await get(operator.headers, "/api/operator/reviews?filter=all")).json().data.reviews;
    expect(before.length).toBeGreaterThan(0);
    const [row] = await app.database.db.select().from(reviews).where(eq(reviews.id, "rev-deepam-gifts-1"));
    const count = await app.database.db.$count(reviews, eq(reviews.vendorId, row!.vendorId));
    const hidden = await hide("rev-deepam-gifts-1", "Duplicate of another review.");
    expect(hidden.json().data).toMatchObject({ source: "catalogue", vendorId: row!.vendorId });
    expect(await outbox("rev-deepam-gifts-1")).toEqual([]);
    const entry = (await get(operator.headers, "/api/operator/audit?action=review.hidden")).json().data.entries[0];
    expect(entry).toMatchObject({ target: "rev-deepam-gifts-1", detail: { reviewsCount: count - 1 } });
    expect((await restore("rev-deepam-gifts-1")).statusCode).toBe(200);
  });

  it("answers 404 for an unknown review, 400 for an empty reason or a bad filter or cursor", async () => {
    expect((await hide("rv_not_there", "A reason.")).statusCode).toBe(404);
    expect((await restore("rv_not_there")).statusCode).toBe(404);
    const { id } = await reviewed(4);
    expect((await hide(id, "  ")).json()).toMatchObject({ success: false, errorMessage: SHOPPER_REVIEW_MESSAGES.reasonRequired });
    expect((await get(operator.headers, "/api/operator/reviews?filter=everything")).statusCode).toBe(400);
    expect((await get(operator.headers, "/api/operator/reviews?cursor=%%%")).statusCode).toBe(400);
  });
});

describe("who may call which", () => {
  it("a vendor cannot moderate, and an operator or a shopper cannot answer or report", async () => {
    const { id } = await reviewed(5);
    for (const url of [`/api/operator/reviews/${id}/hide`, `/api/operator/reviews/${id}/restore`]) {
      expect((await post(vendor.headers, url, { reason: "Mine to hide?" })).statusCode).toBe(403);
    }
    expect((await get(vendor.headers, "/api/operator/reviews")).statusCode).toBe(403);
    expect((await get(vendor.headers, "/api/operator/standing")).statusCode).toBe(403);
    const asShopper = { cookie: shopper.cookie, origin: ORIGIN };
    for (const headers of [operator.headers, asShopper]) {
      expect((await post(headers, `/api/vendor/reviews/${id}/answer`, { text: "Hello" })).statusCode).toBe(403);
      expect((await post(headers, `/api/vendor/reviews/${id}/report`, { reason: "Why" })).statusCode).toBe(403);
      expect((await get(headers, "/api/vendor/reviews")).statusCode).toBe(403);
    }
  });
});
