import { describe, expect, it } from "vitest";
import { bookingAttempt, isEventDateField, validateBookingData } from "./rules.ts";

const fields = [
  { label: "Name", field: "name", inputType: "text", required: true },
  { label: "Mobile", field: "mobile", inputType: "tel", required: true },
  { label: "Address", field: "address", inputType: "text", required: true },
  { label: "Email", field: "email", inputType: "email", required: false },
  { label: "Guests", field: "guests", inputType: "number", required: false },
] as const;

describe("booking data (application §5)", () => {
  it("needs every required field non-empty after trimming: '{label} is required'", () => {
    expect(validateBookingData(fields, { name: "  ", mobile: "", address: "x" }).errors).toEqual({
      name: "Name is required",
      mobile: "Mobile is required",
    });
  });
  it("checks values by input type, trims, keeps only the offering's fields and names the others", () => {
    const result = validateBookingData(fields, {
      name: " Asha ",
      mobile: "98450 12345",
      address: " 12 MG Road ",
      email: "bad",
      guests: "ten",
      extra: "x",
    });
    expect(result.errors).toEqual({ email: "Please enter a valid email address", guests: "Guests must be a number" });
    expect(validateBookingData(fields, { name: "A", mobile: "12", address: "B" }).errors).toEqual({
      mobile: "Please enter a valid mobile number",
    });
    const ok = validateBookingData(fields, { name: " Asha ", mobile: "9845012345", address: " 12 MG Road ", extra: "x" });
    expect(ok).toEqual({ values: { name: "Asha", mobile: "9845012345", address: "12 MG Road" }, errors: {}, unknownFields: ["extra"] });
    expect(validateBookingData(fields, { name: "A", mobile: "9845012345", address: "B" }).unknownFields).toEqual([]);
  });

  it("treats names such as constructor, toString and hasOwnProperty as ordinary fields", () => {
    const vendorFields = ["constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"].map(
      (field) => ({ label: field, field, inputType: "text", required: true }) as const,
    );
    const empty = validateBookingData(vendorFields, {});
    expect(Object.entries(empty.errors)).toEqual(vendorFields.map((f) => [f.field, `${f.field} is required`]));
    expect(Object.keys(empty.values)).toEqual([]);

    const filled = validateBookingData(vendorFields, Object.fromEntries(vendorFields.map((f) => [f.field, ` ${f.field} value `])));
    expect(Object.keys(filled.errors)).toEqual([]);
    expect(Object.entries(filled.values)).toEqual(vendorFields.map((f) => [f.field, `${f.field} value`]));
    expect(filled.unknownFields).toEqual([]);
    // Nothing read from or written to a prototype: a key "__proto__" sent by a client is only an unknown name.
    const proto = validateBookingData(
      fields,
      JSON.parse('{"__proto__": {"polluted": "yes"}, "name": "A", "mobile": "9845012345", "address": "B"}') as Record<string, string>,
    );
    expect(proto.unknownFields).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(proto.values)).toBe(Object.prototype);
  });
});

describe("booking attempts (application §8)", () => {
  let keys = 0;
  const newKey = () => `key-${++keys}`;

  it("keeps the last attempt's key while the values are the same, and takes a new one when they change", () => {
    const first = bookingAttempt({ name: "Asha" }, null, newKey);
    expect(bookingAttempt({ name: "Asha" }, first, newKey)).toBe(first);
    const changed = bookingAttempt({ name: "Asha K" }, first, newKey);
    expect(changed.key).not.toBe(first.key);
    expect(changed.values).toBe(JSON.stringify({ name: "Asha K" }));
  });
});

describe("a vendor's own event date field", () => {
  it("is one that asks for the event's date, by its label or its name", () => {
    expect(isEventDateField({ label: "Event date", field: "eventDate" })).toBe(true);
    expect(isEventDateField({ label: "Date of the event", field: "when" })).toBe(true);
    expect(isEventDateField({ label: "Date", field: "d" })).toBe(true);
    expect(isEventDateField({ label: "When is it?", field: "event_date" })).toBe(true);
    expect(isEventDateField({ label: "Delivery date", field: "delivery" })).toBe(false);
    expect(isEventDateField({ label: "Address", field: "address" })).toBe(false);
  });
});
