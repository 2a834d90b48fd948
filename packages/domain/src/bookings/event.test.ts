import { describe, expect, it } from "vitest";
import {
  BOOKING_EVENT_COPY,
  bookingAddress,
  bookingEventLine,
  bookingPlace,
  bookingPlaceShort,
  eventDateText,
  isAddressField,
  refundText,
} from "./event.ts";
import { detailsBesideEvent } from "./event-details.ts";
import { DEFAULT_BOOKING_QUESTIONS } from "../vendors/offering.ts";
import { isEventDateField, validateBookingData } from "./rules.ts";
import { renderNotification } from "../notifications/templates.ts";

describe("where and when the event is", () => {
  const fields = [
    { label: "Name", field: "name" },
    { label: "Requirements", field: "notes" },
    { label: "Event address", field: "venue" },
    { label: "Address", field: "address" },
  ];

  it("reads the address from the offering's first address question, not another long answer", () => {
    expect(isAddressField({ label: "Address", field: "address" })).toBe(true);
    expect(isAddressField({ label: "Venue", field: "eventAddress" })).toBe(true);
    expect(isAddressField({ label: "Requirements", field: "notes" })).toBe(false);
    expect(isAddressField({ label: "Addressee", field: "to" })).toBe(false);
    expect(isAddressField({ label: "Email address", field: "emailAddress", inputType: "email" })).toBe(false);
    expect(isAddressField({ label: "E-mail address", field: "contact", inputType: "text" })).toBe(false);
    expect(bookingAddress(fields, { name: "Asha", notes: "Pastel", venue: " 14 Rose Lane ", address: "x" })).toBe("14 Rose Lane");
    expect(bookingAddress(fields, { name: "Asha", venue: "  " })).toBeNull();
    expect(bookingAddress([{ label: "Name", field: "name" }], { name: "Asha" })).toBeNull();
    // A field name such as "constructor" is only ever the booking's own entry.
    expect(bookingAddress([{ label: "Address", field: "constructor" }], {})).toBeNull();
  });

  it("says the place in one line, adding the locality only where the address does not name it", () => {
    expect(bookingPlace({ locality: "Koramangala", address: "14 Rose Lane\n5th Block," })).toBe("14 Rose Lane, 5th Block, Koramangala");
    expect(bookingPlace({ locality: "HSR Layout", address: "22 Lake Road, hsr layout" })).toBe("22 Lake Road, hsr layout");
    expect(bookingPlace({ locality: "Koramangala", address: null })).toBe("Koramangala");
    expect(bookingPlace({ locality: null, address: " 9 MG Road " })).toBe("9 MG Road");
    expect(bookingPlace({ locality: null, address: "\n" })).toBeNull();
    expect(bookingPlace({ locality: null, address: null })).toBeNull();
  });

  it("keeps an SMS's place short: the locality, else the address, which the message cuts", () => {
    expect(bookingPlaceShort({ locality: "Koramangala", address: "14 Rose Lane, a long way down the road" })).toBe("Koramangala");
    const address = "Flat 1203, Tower B, Prestige Lakeside Habitat\nVarthur Road";
    expect(bookingPlaceShort({ locality: null, address })).toBe("Flat 1203, Tower B, Prestige Lakeside Habitat, Varthur Road");
    const { variables } = renderNotification("booking_received_vendor_sms", {
      booking: "#1",
      offering: "Arch",
      consumer: "Meera",
      date: "12 March 2026",
      place: bookingPlaceShort({ locality: null, address })!,
      link: "https://utsav.example/vendor/bookings/bk_1",
    });
    expect(variables.place).toBe("Flat 1203, Tower B, Prestige …");
    expect(bookingPlaceShort({ locality: null, address: null })).toBeNull();
  });

  it("says the date as the form's own date question does, and the event in a list's line", () => {
    expect(eventDateText("2026-03-12")).toBe("12 March 2026");
    expect(eventDateText(null)).toBeNull();
    expect(bookingEventLine({ eventDate: "2026-03-12", locality: "Koramangala", address: "14 Rose Lane" })).toBe(
      "12 March 2026 · 14 Rose Lane, Koramangala",
    );
    expect(bookingEventLine({ eventDate: "2026-03-12", locality: "Koramangala", address: "14 Rose Lane" }, true)).toBe(
      "12 March 2026 · Koramangala",
    );
    expect(bookingEventLine({ eventDate: null, locality: null, address: null })).toBeNull();
  });

  it("lists the answers below the event's summary without the address and the picked date it already says", () => {
    const details = [
      { label: "Name", value: "Meera" },
      { label: "Event date", value: "14 March 2026" },
      { label: "Venue", value: "22 Lake Road\nSector 2 " },
      { label: "Notes", value: "22 Lake Road\nSector 2" },
    ];
    const booking = { eventDate: "2026-03-14", address: "22 Lake Road\nSector 2", details };
    // The first answer that is the address written goes; a later one with the same words stays.
    expect(detailsBesideEvent(booking)).toEqual([details[0], details[3]]);
    // Unlabelled answers carry their field's name; a date typed otherwise than the picker writes it stays.
    expect(detailsBesideEvent({ ...booking, details: [{ label: "eventDate", value: "14 March 2026" }] })).toEqual([]);
    expect(detailsBesideEvent({ ...booking, details: [{ label: "Date", value: "14/03/2026" }] })).toEqual([
      { label: "Date", value: "14/03/2026" },
    ]);
    // A question that is not the date keeps an answer that reads like it; with no date or address picked, all stay.
    expect(detailsBesideEvent({ ...booking, details: [{ label: "Rehearsal", value: "14 March 2026" }] })).toHaveLength(1);
    expect(detailsBesideEvent({ eventDate: null, address: null, details })).toEqual(details);
  });

  it("states a refund as the refund line does", () => {
    expect(refundText({ amount: 1500, of: 2000 })).toBe("₹1,500 back of ₹2,000");
    expect(refundText({ amount: 100000, of: 100000 })).toBe("₹1,00,000 back of ₹1,00,000");
  });
});

describe("a vendor's new offering's questions", () => {
  it("ask who, when and where, each required, with the form's own date question", () => {
    expect(DEFAULT_BOOKING_QUESTIONS.map((q) => [q.label, q.field, q.type, q.inputType])).toEqual([
      ["Name", "name", "input", "text"],
      ["Phone number", "phoneNumber", "input", "tel"],
      [BOOKING_EVENT_COPY.eventDate, "eventDate", "input", "text"],
      ["Address", "address", "textarea", "text"],
    ]);
    expect(DEFAULT_BOOKING_QUESTIONS.every((q) => q.required)).toBe(true);
    // The booking form fills the date question with its own picker's date (docs/decisions/0022).
    expect(DEFAULT_BOOKING_QUESTIONS.filter(isEventDateField).map((q) => q.field)).toEqual(["eventDate"]);
    expect(DEFAULT_BOOKING_QUESTIONS.filter(isAddressField).map((q) => q.field)).toEqual(["address"]);
    const { errors } = validateBookingData(DEFAULT_BOOKING_QUESTIONS, {
      name: "Asha",
      phoneNumber: "9845012345",
      eventDate: "12 March 2026",
    });
    expect(errors).toEqual({ address: "Address is required" });
  });
});
