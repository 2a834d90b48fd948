import { expect } from "vitest";
import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import { bookingEvents, reviews } from "@utsav/db";
import { bookingReviewSchema, envelope } from "@utsav/domain";
import type { BookingReview } from "@utsav/domain";
import { ORIGIN, signIn } from "./accounts-helper.ts";
import { placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";

// Reviews from completed bookings (docs/decisions/0060): a shopper, a booking of theirs the vendor completed, and
// their review of it, through the API as the web and the app make them.

export interface Shopper {
  headers: Record<string, string>;
  phone: string;
  userId: string;
}

/** A signed-in shopper, with the full name of their profile when given. */
export async function shopper(app: FastifyInstance, fullName?: string): Promise<Shopper> {
  const session = await signIn(app, "consumer");
  const headers = { cookie: session.cookie, origin: ORIGIN };
  if (fullName) {
    const saved = await app.inject({ method: "PUT", url: "/api/consumer", headers, payload: { fullName, companyName: null } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { headers, phone: session.phone, userId: session.userId };
}

/** A booking of the shopper's (placed signed in), which the vendor confirmed: answers its id. */
export async function confirmedBooking(app: FastifyInstance, vendor: BookableVendor, by: Shopper, name = "Asha Rao"): Promise<string> {
  const id = await placeBooking(app, vendor.offering.id, { name, mobile: by.phone.slice(3) }, by.headers.cookie);
  const confirmed = await setStatus(app, vendor.headers, id, { status: "confirmed" });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

/** The same, then completed by the vendor (a booking without an event date may be completed at once). */
export async function completedBooking(app: FastifyInstance, vendor: BookableVendor, by: Shopper, name?: string): Promise<string> {
  const id = await confirmedBooking(app, vendor, by, name);
  const completed = await setStatus(app, vendor.headers, id, { status: "completed" });
  expect(completed.statusCode, completed.body).toBe(200);
  return id;
}

export const reviewUrl = (bookingId: string) => `/api/consumer/bookings/${bookingId}/review`;

export const goodReview = {
  rating: 5,
  comment: "The marigold arch went up on time and the team cleaned up after. Lovely work.",
};

/** PUT the booking's review. */
export function putReview(app: FastifyInstance, headers: Record<string, string>, bookingId: string, payload: object) {
  return app.inject({ method: "PUT", url: reviewUrl(bookingId), headers, payload });
}

/** GET the booking's review, after checking that it answered 200. */
export async function getReview(app: FastifyInstance, headers: Record<string, string>, bookingId: string): Promise<BookingReview> {
  const response = await app.inject({ method: "GET", url: reviewUrl(bookingId), headers });
  expect(response.statusCode, response.body).toBe(200);
  return envelope(bookingReviewSchema).parse(response.json()).data;
}

/** Writes a review and checks it was created (201). */
export async function writeReview(
  app: FastifyInstance,
  by: Shopper,
  bookingId: string,
  payload: object = goodReview,
): Promise<BookingReview> {
  const response = await putReview(app, by.headers, bookingId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return envelope(bookingReviewSchema).parse(response.json()).data;
}

/** Moves the booking's completion `days` into the past (its history row), as if that much time had gone by. */
export async function completedDaysAgo(app: FastifyInstance, bookingId: string, days: number, now = new Date()): Promise<void> {
  await app.database.db
    .update(bookingEvents)
    .set({ createdAt: new Date(now.getTime() - days * 86_400_000) })
    .where(and(eq(bookingEvents.bookingId, bookingId), eq(bookingEvents.toStatus, "completed")));
}

/** Moves the booking's review's writing `hours` into the past. */
export async function writtenHoursAgo(app: FastifyInstance, bookingId: string, hours: number, now = new Date()): Promise<void> {
  await app.database.db
    .update(reviews)
    .set({ createdAt: new Date(now.getTime() - hours * 3_600_000) })
    .where(eq(reviews.bookingId, bookingId));
}
