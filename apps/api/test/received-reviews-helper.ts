import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { bookings, reviews } from "@utsav/db";
import { lockVendorFigures, recomputeVendorFigures } from "../src/modules/reviews/index.ts";
import { freshMobile, placeBooking, setStatus } from "./bookings-helper.ts";
import type { BookableVendor } from "./bookings-helper.ts";

// Reviews from bookings for the tests of what vendors and operators do with them (docs/decisions/0060): a completed
// booking placed through the API, and its review written straight in the database as the shopper's review writes it
// (the row and the vendor's figures in one transaction), so these tests do not depend on the shopper's route.

/** A booking of the vendor's offering by a signed-in shopper (or a guest), confirmed and completed by the vendor. */
export async function completedBooking(app: FastifyInstance, vendor: BookableVendor, cookie?: string, mobile = freshMobile()) {
  const id = await placeBooking(app, vendor.offering.id, { name: "Meera Rao", mobile }, cookie);
  for (const status of ["confirmed", "completed"]) {
    const changed = await setStatus(app, vendor.headers, id, { status });
    if (changed.statusCode !== 200) throw new Error(`${status}: ${changed.body}`);
  }
  return { id, phone: `+91${mobile}` };
}

/** A review of a booking (or, without one, of the vendor), with the vendor's figures recomputed; answers its id. */
export async function writtenReview(
  app: FastifyInstance,
  of: { bookingId: string } | { vendorId: string },
  rating: number,
  comment = "Lovely decor, on time and cheerful.",
): Promise<string> {
  const db = app.database.db;
  const booking = "bookingId" in of ? (await db.select().from(bookings).where(eq(bookings.id, of.bookingId)))[0] : undefined;
  const vendorId = booking?.vendorId ?? ("vendorId" in of ? of.vendorId : "");
  const id = `rv_${randomUUID().replace(/-/g, "")}`;
  await db.transaction(async (tx) => {
    await lockVendorFigures(tx, vendorId);
    await tx.insert(reviews).values({
      id,
      vendorId,
      rating,
      comment,
      userName: "Meera R.",
      userTitle: "",
      source: "booking",
      bookingId: booking?.id ?? null,
      userId: booking?.userId ?? null,
      offeringId: booking?.offeringId ?? null,
      offeringName: booking?.offeringName ?? null,
      eventMonth: booking ? "2026-11" : null,
    });
    await recomputeVendorFigures(tx, vendorId);
  });
  app.catalogue.invalidate();
  return id;
}
