import type { FastifyInstance } from "fastify";
import type { ConsoleSmsProvider } from "../src/platform/sms/console-provider.ts";
import { ORIGIN } from "./accounts-helper.ts";
import { approveDirectly } from "./operator-helper.ts";
import { offeringBody, readyVendor } from "./vendor-helper.ts";

/** The fields of the bookable offerings these tests make: a name, a phone, an event date. */
export const BOOKING_FIELDS = [
  { label: "Your name", field: "name", type: "input", inputType: "text", required: true },
  { label: "Mobile", field: "mobile", type: "input", inputType: "tel", required: true },
  { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: false },
];

export type BookableVendor = Awaited<ReturnType<typeof readyVendor>> & { offering: { id: string; title: string } };

/** A signed-in, onboarded vendor, approved by operators (the go-live gate), with one live bookable offering. */
export async function bookableVendor(app: FastifyInstance): Promise<BookableVendor> {
  const vendor = await readyVendor(app, 1);
  const response = await app.inject({
    method: "POST",
    url: "/api/vendor/offering",
    headers: vendor.headers,
    payload: offeringBody(vendor.imageIds, { offeringType: "book", bookingAttributes: BOOKING_FIELDS }),
  });
  if (response.statusCode !== 200) throw new Error(`offering: ${response.statusCode} ${response.body}`);
  await approveDirectly(app, vendor.vendorId);
  return { ...vendor, offering: response.json().data };
}

let phoneCounter = 0;
let addressCounter = 0;
/** A fresh 10-digit mobile number, so no booking test meets the per-phone limit. */
export function freshMobile(): string {
  phoneCounter++;
  return `97${String(10_000_000 + ((process.pid * 131 + phoneCounter * 7919) % 90_000_000)).slice(-8)}`;
}

/** Places a booking (as a guest unless a cookie is given); answers the booking id. */
export async function placeBooking(
  app: FastifyInstance,
  offeringId: string,
  bookingData: Record<string, string>,
  cookie?: string,
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/public/booking",
    // Each booking from its own address, so that no test meets the per-address limit.
    headers: { "x-forwarded-for": `10.18.${phoneCounter % 250}.${++addressCounter % 250}`, ...(cookie ? { cookie, origin: ORIGIN } : {}) },
    payload: { offeringId, vendorName: "", offeringName: "", bookingData },
  });
  if (response.statusCode !== 200) throw new Error(`booking: ${response.statusCode} ${response.body}`);
  return response.json().data.bookingId;
}

/** The vendor's answer to a booking. */
export function setStatus(app: FastifyInstance, headers: Record<string, string>, id: string, payload: object) {
  return app.inject({ method: "POST", url: `/api/vendor/bookings/${id}/status`, headers, payload });
}

/**
 * An operator's cancel straight through the lifecycle, with the audit row the console writes with it
 * (WaitingService.cancel): the vendor and the status it had as the booking was locked.
 */
export function operatorCancel(app: FastifyInstance, operatorId: string, bookingId: string, reason: string) {
  return app.bookingLifecycle.operatorCancel(bookingId, operatorId, reason, (locked) => ({
    actorId: operatorId,
    actorName: "Meera Ops",
    action: "booking.cancelled",
    vendorId: locked.vendorId,
    target: bookingId,
    detail: { reason, from: locked.status },
    clientAddress: null,
  }));
}

/** Delivers every due notification, then answers what the local providers kept (newest first). */
export async function deliveredMessages(app: FastifyInstance) {
  await app.notificationWorker.drain();
  return (app.sms as ConsoleSmsProvider).localMessages.list();
}
