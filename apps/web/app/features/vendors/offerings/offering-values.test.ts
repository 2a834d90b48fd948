import { get } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { OFFERING_STATUS, VENDOR_OFFERING_MESSAGES } from "@utsav/domain/client";
import { domainResolver } from "../../../shared/lib/forms/domain-resolver";
import { testOffering } from "../test-support";
import {
  emptyOffering,
  fieldFromLabel,
  listError,
  newBookingField,
  offeringPayload,
  offeringToValues,
  pricePreview,
  relabel,
  starterBookingFields,
  validateOffering,
} from "./offering-values";
import type { OfferingValues } from "./offering-values";

const filled = (overrides: Partial<OfferingValues> = {}): OfferingValues => ({
  ...emptyOffering(),
  title: "  Balloon arch  ",
  category: "decor",
  offeringType: "call",
  price: "4999",
  summary: "A pastel balloon arch for birthdays.",
  description: [{ title: "What's included", items: [{ text: " 150 balloons " }] }],
  imageIds: ["g1"],
  ...overrides,
});

describe("fieldFromLabel", () => {
  it("makes a lower camel case identifier of the label", () => {
    expect(fieldFromLabel("Event date")).toBe("eventDate");
    expect(fieldFromLabel("Number of guests?")).toBe("numberOfGuests");
    expect(fieldFromLabel("Café address")).toBe("cafeAddress");
    expect(fieldFromLabel("2nd phone")).toBe("field2ndPhone");
    expect(fieldFromLabel("x".repeat(60))).toHaveLength(40);
  });

  it("follows the label of a new field but keeps the name of a saved one", () => {
    expect(relabel(newBookingField(), "Venue address").field).toBe("venueAddress");
    const [saved] = offeringToValues(testOffering()).bookingAttributes;
    expect(relabel(saved!, "Date of the party")).toMatchObject({ label: "Date of the party", field: "date" });
  });
});

describe("validateOffering", () => {
  it("requires what the API requires, with its wording", () => {
    const errors = validateOffering(emptyOffering());
    expect(errors).toMatchObject({
      title: "Title is required",
      category: "Choose a category",
      offeringType: "Choose how customers get it",
      price: "Price is required",
      summary: "Summary is required",
      "description.0.title": "Section title is required",
      "description.0.items.0.text": "Line is required",
      imageIds: "Choose at least one image from your gallery",
    });
    expect(validateOffering(filled())).toEqual({});
  });

  it("checks the price as whole rupees in range", () => {
    expect(validateOffering(filled({ price: "49.5" })).price).toBe("Price must be a whole number of rupees");
    expect(validateOffering(filled({ price: "0" })).price).toBe("Price must be between 1 and 10000000");
  });

  it("asks a buy offering for an https link", () => {
    expect(validateOffering(filled({ offeringType: "buy", redirectUrl: "http://shop.example.in" })).redirectUrl).toBe(
      VENDOR_OFFERING_MESSAGES.buyNeedsUrl,
    );
    expect(validateOffering(filled({ offeringType: "buy", redirectUrl: "https://shop.example.in/arch" }))).toEqual({});
  });

  it("asks a book offering for labelled questions of different names", () => {
    expect(validateOffering(filled({ offeringType: "book" }))["bookingAttributes.root"]).toBe(VENDOR_OFFERING_MESSAGES.bookNeedsFields);
    const unlabelled = validateOffering(filled({ offeringType: "book", bookingAttributes: [newBookingField()] }));
    expect(unlabelled["bookingAttributes.0.label"]).toBe("Field label is required");
    const twice = starterBookingFields().map((f) => relabel(f, "Date"));
    expect(validateOffering(filled({ offeringType: "book", bookingAttributes: twice }))["bookingAttributes.root"]).toBe(
      "Booking fields must have different names: date",
    );
  });

  it("puts each message where the form shows it: a row's under its field, a list's own beside its rows'", async () => {
    const questions = [newBookingField(), relabel(newBookingField(), "Date"), relabel(newBookingField(), "Date")];
    const values = filled({ offeringType: "book", bookingAttributes: questions });
    const { errors } = await domainResolver(validateOffering)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(get(errors, "bookingAttributes.0.label.message")).toBe("Field label is required");
    expect(get(errors, `${listError("bookingAttributes")}.message`)).toBe("Booking fields must have different names: date");
  });
});

describe("offeringPayload", () => {
  it("sends trimmed values, the link only for buy and the form only for book", () => {
    const book = offeringPayload(filled({ offeringType: "book", redirectUrl: "https://x.in", bookingAttributes: starterBookingFields() }));
    expect(book).toMatchObject({ title: "Balloon arch", price: 4999, priceLabel: null, redirectUrl: null, status: OFFERING_STATUS.live });
    expect(book.description).toEqual([{ title: "What's included", items: ["150 balloons"] }]);
    expect(book.bookingAttributes).toEqual([
      { label: "Name", field: "name", type: "input", inputType: "text", required: true },
      { label: "Phone number", field: "phoneNumber", type: "input", inputType: "tel", required: true },
      { label: "Event date", field: "eventDate", type: "input", inputType: "text", required: true },
      { label: "Address", field: "address", type: "textarea", inputType: "text", required: true },
    ]);
    expect(book).not.toHaveProperty("id");
    const buy = offeringPayload(
      filled({ offeringType: "buy", redirectUrl: " https://x.in/a ", bookingAttributes: starterBookingFields() }),
      "VND7",
    );
    expect(buy).toMatchObject({ id: "VND7", redirectUrl: "https://x.in/a", bookingAttributes: [] });
  });

  it("round-trips a saved offering", () => {
    const offering = testOffering();
    const payload = offeringPayload(offeringToValues(offering), offering.id);
    const { slug: _s, navRef: _n, images: _i, updatedAt: _u, goodToKnow: _g, defaultGoodToKnow: _d, ...input } = offering;
    expect(payload).toEqual(input);
  });

  it("sends the vendor's own Good to Know lines, and nothing while they are the category's text", () => {
    const offering = testOffering({ defaultGoodToKnow: ["Share the #{venue}.", "Ask about the #{advance}."] });
    const values = offeringToValues(offering);
    expect(values.goodToKnow).toBe("Share the #{venue}.\nAsk about the #{advance}.");
    expect(offeringPayload(values, offering.id)).not.toHaveProperty("goodToKnow");
    const edited = { ...values, goodToKnow: " Parking is in the basement. \n\nShare the #{venue}." };
    expect(offeringPayload(edited, offering.id).goodToKnow).toEqual(["Parking is in the basement.", "Share the #{venue}."]);
  });
});

describe("pricePreview", () => {
  it("shows the label, else the price in rupees", () => {
    expect(pricePreview({ price: "4999", priceLabel: "" })).toBe("₹4,999");
    expect(pricePreview({ price: "4999", priceLabel: "From ₹499" })).toBe("From ₹499");
    expect(pricePreview({ price: "", priceLabel: "" })).toBeNull();
  });
});
