import type { FastifyInstance } from "fastify";
import { envelope, offeringAvailabilitySchema, vendorCalendarSchema } from "@utsav/domain";
import type { OfferingAvailability, VendorCalendar } from "@utsav/domain";
import { freshMobile } from "./bookings-helper.ts";

// Availability in the API tests (docs/decisions/0056): a vendor's calendar, blocks and capacities, and bookings for a date.

type Headers = Record<string, string>;

/** The vendor's calendar (GET /api/vendor/availability), after checking that it was answered. */
export async function calendarOf(app: FastifyInstance, headers: Headers, query = ""): Promise<VendorCalendar> {
  const response = await app.inject({ method: "GET", url: `/api/vendor/availability${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`calendar: ${response.statusCode} ${response.body}`);
  return envelope(vendorCalendarSchema).parse(response.json()).data;
}

export function block(app: FastifyInstance, headers: Headers, payload: object) {
  return app.inject({ method: "POST", url: "/api/vendor/availability/blocks", headers, payload });
}

export function setCapacity(app: FastifyInstance, headers: Headers, dailyCapacity: unknown) {
  return app.inject({ method: "PUT", url: "/api/vendor/availability/capacity", headers, payload: { dailyCapacity } });
}

export function setOfferingCapacity(app: FastifyInstance, headers: Headers, offeringId: string, dailyCapacity: unknown) {
  return app.inject({
    method: "PUT",
    url: `/api/vendor/availability/offerings/${offeringId}/capacity`,
    headers,
    payload: { dailyCapacity },
  });
}

/** Throws unless the vendor's change was taken (a test's setup). */
export async function expectTaken(response: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const answered = await response;
  if (answered.statusCode !== 200) throw new Error(`${answered.statusCode} ${answered.body}`);
}

let address = 0;
/** A guest's booking of a bookable offering (bookings-helper's fields) for `eventDate`, from an address of its own. */
export function bookOn(app: FastifyInstance, offeringId: string, eventDate: string, headers: Headers = {}, mobile = freshMobile()) {
  address++;
  return app.inject({
    method: "POST",
    url: "/api/public/booking",
    headers: { "x-forwarded-for": `10.56.${Math.floor(address / 250) % 250}.${address % 250}`, ...headers },
    payload: { offeringId, vendorName: "", offeringName: "", bookingData: { name: "Asha", mobile }, eventDate },
  });
}

/** The days a date picker greys out for an offering (GET /api/public/offerings/:id/availability). */
export async function pickerOf(app: FastifyInstance, offeringId: string, query = ""): Promise<OfferingAvailability> {
  const response = await app.inject({ method: "GET", url: `/api/public/offerings/${offeringId}/availability${query}` });
  if (response.statusCode !== 200) throw new Error(`picker: ${response.statusCode} ${response.body}`);
  return envelope(offeringAvailabilitySchema).parse(response.json()).data;
}
