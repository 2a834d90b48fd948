import { describe, expect, it } from "vitest";
import { encodeBookingLink } from "../../shared/lib/booking-link";
import { decodeBookingLink } from "./booking-link.server";
import { makeBookingLink } from "./test-booking";

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

describe("the /booking data parameter", () => {
  it("reads back what Book Now wrote, names with non-Latin characters included", () => {
    const link = makeBookingLink({ offeringName: "Café Décor ₹ Special" });
    expect(decodeBookingLink(encodeBookingLink(link))).toEqual(link);
  });

  it.each([
    ["missing", null],
    ["empty", ""],
    ["not base64", "%%%not-base64%%%"],
    ["base64 of something that is not JSON", base64("{offeringId: JSS1")],
    ["base64 of JSON that is not an object", base64("42")],
  ])("is invalid when %s", (_what, data) => {
    expect(decodeBookingLink(data)).toBeNull();
  });

  it.each([
    ["an offering id of the wrong form", { offeringId: "<script>" }],
    ["a slug with a path in it", { offeringSlug: "../../admin" }],
    ["no fields", { bookingAttributes: [] }],
    [
      "a field that is not an identifier",
      { bookingAttributes: [{ label: "X", field: "x y", type: "input", inputType: "text", required: true }] },
    ],
    ["an unknown input type", { bookingAttributes: [{ label: "X", field: "x", type: "input", inputType: "date", required: true }] }],
  ])("is invalid when tampered with: %s", (_what, change) => {
    expect(decodeBookingLink(base64(JSON.stringify({ ...makeBookingLink(), ...change })))).toBeNull();
  });
});
