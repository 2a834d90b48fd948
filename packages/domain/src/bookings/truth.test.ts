import { describe, expect, it } from "vitest";
import { bookingEventDay } from "./event-details.ts";
import { bookingOutcome } from "./outcome.ts";
import { BOOKING_ANSWER_MAX, validateBookingData } from "./rules.ts";
import { shopperAnswers } from "./shopper.ts";

// Issue 38: the booking form and My bookings tell the truth.

const fields = [
  { label: "Your name", field: "name", inputType: "text", required: true },
  { label: "Name on the cake", field: "cakeName", inputType: "text", required: false },
  { label: "Mobile", field: "mobile", inputType: "tel", required: true },
  { label: "Email", field: "email", inputType: "email", required: false },
  { label: "Address", field: "address", inputType: "text", required: true },
] as const;

describe("an answer's length", () => {
  it("is held to what the API takes, with the field's own label", () => {
    const long = "x".repeat(BOOKING_ANSWER_MAX + 1);
    const { errors } = validateBookingData(fields, { name: "Asha", mobile: "9845012345", address: long });
    expect(errors).toEqual({ address: "Address can hold at most 2000 characters" });
    expect(validateBookingData(fields, { name: "Asha", mobile: "9845012345", address: long.slice(1) }).errors).toEqual({});
  });
});

describe("a signed-in shopper's answers", () => {
  const profile = { fullName: "Asha Rao", mobile: "+919845012345", email: "asha@example.in" };

  it("fill the name, the phone (its 10 digits) and the e-mail, and not a name that is someone else's", () => {
    expect(shopperAnswers(fields, profile)).toEqual({ name: "Asha Rao", mobile: "9845012345", email: "asha@example.in" });
  });

  it("fill only what the profile has", () => {
    expect(shopperAnswers(fields, { fullName: null, mobile: "+919845012345", email: null })).toEqual({ mobile: "9845012345" });
  });

  it("find a plain name field by its label or its name", () => {
    const named = [{ label: "Full name", field: "q1", inputType: "text" }] as const;
    const byField = [{ label: "Who are you?", field: "customerName", inputType: "text" }] as const;
    const company = [{ label: "Company name", field: "company", inputType: "text" }] as const;
    expect(shopperAnswers(named, profile)).toEqual({ q1: "Asha Rao" });
    expect(shopperAnswers(byField, profile)).toEqual({ customerName: "Asha Rao" });
    expect(shopperAnswers(company, profile)).toEqual({});
  });
});

describe("the event's day in a list", () => {
  it("is the date picked, else the answer to the offering's date question, else nothing", () => {
    expect(bookingEventDay({ eventDate: "2026-03-14", details: [] })).toBe("14 March 2026");
    expect(bookingEventDay({ eventDate: null, details: [{ label: "Event date", value: " Sat 14 March " }] })).toBe("Sat 14 March");
    expect(bookingEventDay({ eventDate: null, details: [{ label: "Name", value: "Asha" }] })).toBeNull();
  });
});

describe("what became of a booking", () => {
  const at = "2026-03-14T06:30:00.000Z";
  const placed = { actor: "consumer", toStatus: "received", reason: null, createdAt: "2026-03-01T06:30:00.000Z" } as const;

  it("is nothing while it can still be cancelled", () => {
    expect(bookingOutcome({ status: "confirmed", events: [placed] })).toBeNull();
    expect(bookingOutcome({ status: "received", events: [placed] })).toBeNull();
  });

  it("says who ended it, when and why", () => {
    expect(
      bookingOutcome({ status: "completed", events: [placed, { actor: "vendor", toStatus: "completed", reason: null, createdAt: at }] }),
    ).toEqual({
      line: "The vendor marked this booking completed on 14 March 2026.",
      reason: null,
    });
    expect(
      bookingOutcome({
        status: "declined",
        events: [placed, { actor: "vendor", toStatus: "declined", reason: "Fully booked", createdAt: at }],
      }),
    ).toEqual({ line: "The vendor declined this booking on 14 March 2026.", reason: "Fully booked" });
    expect(
      bookingOutcome({ status: "cancelled", events: [placed, { actor: "consumer", toStatus: "cancelled", reason: null, createdAt: at }] }),
    ).toEqual({
      line: "This booking was cancelled by you on 14 March 2026.",
      reason: null,
    });
    expect(bookingOutcome({ status: "cancelled", events: [] })?.line).toBe("This booking was cancelled.");
  });
});

describe("what time did to a booking (docs/decisions/0054)", () => {
  const at = "2026-12-14T06:30:00.000Z";
  it("says the vendor's silence expired it, and who completed it", () => {
    const expired = bookingOutcome({
      status: "expired",
      events: [
        { actor: "system", fromStatus: "received", toStatus: "expired", reason: "The vendor did not answer in time", createdAt: at },
      ],
    });
    expect(expired?.line).toBe("The vendor did not answer in time, so this booking expired on 14 December 2026.");
    const unpaid = bookingOutcome({
      status: "expired",
      events: [{ actor: "system", fromStatus: "awaiting_payment", toStatus: "expired", reason: null, createdAt: at }],
    });
    expect(unpaid?.line).toBe("The advance was not paid in time, so this booking expired on 14 December 2026.");
    const byItself = bookingOutcome({
      status: "completed",
      events: [{ actor: "system", toStatus: "completed", reason: null, createdAt: at }],
    });
    expect(byItself?.line).toBe("This booking completed by itself after the event, on 14 December 2026.");
    const bySupport = bookingOutcome({
      status: "completed",
      events: [{ actor: "operator", toStatus: "completed", reason: "Agreed", createdAt: at }],
    });
    expect(bySupport).toEqual({ line: "Utsav support completed this booking on 14 December 2026.", reason: "Agreed" });
  });
});
