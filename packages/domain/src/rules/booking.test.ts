import { describe, expect, it } from "vitest";
import { validateBookingData } from "./booking.ts";

const fields = [
  { label: "Name", field: "name", inputType: "text", required: true },
  { label: "Mobile", field: "mobile", inputType: "tel", required: true },
  { label: "Address", field: "address", inputType: "text", required: true },
  { label: "Email", field: "email", inputType: "email", required: false },
  { label: "Guests", field: "guests", inputType: "number", required: false },
] as const;

describe("booking data (application §5)", () => {
  it("needs every required field non-empty after trimming: '{label} is required'", () => {
    expect(validateBookingData(fields, { name: "  ", mobile: "", address: "x" }).errors).toEqual({ name: "Name is required", mobile: "Mobile is required" });
  });
  it("checks values by input type, and trims and keeps only the offering's fields", () => {
    const result = validateBookingData(fields, { name: " Asha ", mobile: "98450 12345", address: " 12 MG Road ", email: "bad", guests: "ten", extra: "x" });
    expect(result.errors).toEqual({ email: "Please enter a valid email address", guests: "Guests must be a number" });
    expect(validateBookingData(fields, { name: "A", mobile: "12", address: "B" }).errors).toEqual({ mobile: "Please enter a valid mobile number" });
    const ok = validateBookingData(fields, { name: " Asha ", mobile: "9845012345", address: " 12 MG Road ", extra: "x" });
    expect(ok).toEqual({ values: { name: "Asha", mobile: "9845012345", address: "12 MG Road" }, errors: {} });
  });
});
