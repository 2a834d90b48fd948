import { describe, expect, it } from "vitest";
import { bookingCancelRequestSchema } from "./schemas.ts";
import {
  BOOKING_REASON_MAX,
  bookingContact,
  bookingReasonProblem,
  checkBookingTransition,
  nextBookingStatuses,
  reasonRequired,
} from "./lifecycle.ts";

describe("the booking lifecycle", () => {
  it("lets the vendor confirm or decline a received booking, then complete or cancel a confirmed one", () => {
    expect(nextBookingStatuses("vendor", "received")).toEqual(["confirmed", "declined"]);
    expect(nextBookingStatuses("vendor", "confirmed")).toEqual(["completed", "cancelled"]);
    for (const final of ["declined", "completed", "cancelled", "unknown"]) expect(nextBookingStatuses("vendor", final)).toEqual([]);
  });

  it("lets the shopper cancel while received or confirmed, and nothing else", () => {
    expect(nextBookingStatuses("consumer", "received")).toEqual(["cancelled"]);
    expect(nextBookingStatuses("consumer", "confirmed")).toEqual(["cancelled"]);
    expect(checkBookingTransition("consumer", "received", "confirmed", null)).toEqual({
      conflict: "A received booking cannot be marked confirmed",
    });
  });

  it("asks a reason of a vendor's decline only, and says why a change is refused", () => {
    expect(reasonRequired("vendor", "declined")).toBe(true);
    expect(reasonRequired("vendor", "cancelled")).toBe(false);
    expect(checkBookingTransition("vendor", "received", "declined", " ")).toEqual({
      invalid: "Please tell the customer why you are declining",
    });
    expect(checkBookingTransition("vendor", "received", "declined", "Fully booked")).toBeNull();
    expect(checkBookingTransition("vendor", "cancelled", "confirmed", null)).toEqual({
      conflict: "This booking is cancelled and can no longer change",
    });
    expect(checkBookingTransition("vendor", "received", "received", null)).toEqual({
      conflict: "A received booking cannot be marked received",
    });
  });

  it("holds a reason to the schema's length, in its words, without zod", () => {
    for (const reason of ["", " Plans changed ", "x".repeat(BOOKING_REASON_MAX), "x".repeat(BOOKING_REASON_MAX + 1)]) {
      const parsed = bookingCancelRequestSchema.safeParse({ reason });
      expect(bookingReasonProblem(reason), reason).toBe(parsed.success ? null : (parsed.error.issues[0]?.message ?? "refused"));
    }
    expect(bookingReasonProblem("x".repeat(BOOKING_REASON_MAX + 1))).toBe("A reason can hold at most 500 characters");
  });

  it("finds who a booking is from: the name field and the first phone, normalised", () => {
    const fields = [
      { field: "address", label: "Address", inputType: "text" },
      { field: "fullName", label: "Your name", inputType: "text" },
      { field: "alt", label: "Alternate number", inputType: "tel" },
      { field: "mobile", label: "Mobile", inputType: "tel" },
    ];
    expect(bookingContact(fields, { address: "1 MG Road", fullName: " Meera ", alt: "", mobile: "098450 12345" })).toEqual({
      name: "Meera",
      phone: "+919845012345",
    });
    expect(bookingContact(fields, { constructor: "x" } as Record<string, string>)).toEqual({ name: null, phone: null });
  });
});
