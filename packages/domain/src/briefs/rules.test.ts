import { describe, expect, it } from "vitest";
import { BRIEF_MESSAGES } from "./messages.ts";
import { QUOTE_MESSAGES } from "./quote-messages.ts";
import { answerRefused, validateQuote } from "./quotes.ts";
import { acceptanceRefused, BRIEF_OCCASIONS, briefReference, briefStatus, parseRupees, rupeesEntry, validateBrief } from "./rules.ts";
import type { BriefInput } from "./rules.ts";

const TODAY = "2030-03-01";
const VALID: BriefInput = {
  occasion: "Birthday",
  eventDate: "2030-03-10",
  locality: "HSR Layout",
  guests: 40,
  budgetMin: 10000,
  budgetMax: 25000,
  categories: ["decor"],
  notes: "",
  photoCount: 0,
};

describe("a brief's rules", () => {
  it("offer the hero's occasions, the festival and corporate ones most of the catalogue is made for, and Other", () => {
    expect(BRIEF_OCCASIONS).toEqual([
      "Birthday",
      "Baby Shower",
      "Anniversary",
      "Engagement",
      "Wedding",
      "Christmas",
      "Diwali",
      "Corporate event",
      "Housewarming",
      "Other",
    ]);
    for (const occasion of ["Diwali", "Corporate event", "Housewarming"]) expect(validateBrief({ ...VALID, occasion }, TODAY)).toEqual({});
  });

  it("accept a complete brief, dated from today to a year ahead", () => {
    expect(validateBrief(VALID, TODAY)).toEqual({});
    expect(validateBrief({ ...VALID, eventDate: TODAY }, TODAY)).toEqual({});
    expect(validateBrief({ ...VALID, eventDate: "2031-03-01" }, TODAY)).toEqual({});
    expect(validateBrief({ ...VALID, eventDate: "2031-03-02" }, TODAY)).toEqual({ eventDate: BRIEF_MESSAGES.dateTooFar });
  });

  it("ask for every answer", () => {
    const empty = { ...VALID, occasion: "", eventDate: "", locality: " ", guests: null, budgetMin: null, budgetMax: null, categories: [] };
    expect(validateBrief(empty, TODAY)).toEqual({
      occasion: BRIEF_MESSAGES.occasionRequired,
      eventDate: BRIEF_MESSAGES.dateRequired,
      locality: BRIEF_MESSAGES.localityRequired,
      guests: BRIEF_MESSAGES.guestsInvalid,
      budgetMin: BRIEF_MESSAGES.budgetRequired,
      budgetMax: BRIEF_MESSAGES.budgetRequired,
      categories: BRIEF_MESSAGES.categoriesRequired,
    });
  });

  it("refuse a past date, an unknown occasion or category, too many photos and long notes", () => {
    expect(validateBrief({ ...VALID, eventDate: "2030-02-28", occasion: "Funeral", categories: ["cakes"] }, TODAY)).toEqual({
      eventDate: BRIEF_MESSAGES.dateInPast,
      occasion: BRIEF_MESSAGES.occasionRequired,
      categories: BRIEF_MESSAGES.categoriesRequired,
    });
    expect(validateBrief({ ...VALID, eventDate: "2030-02-30" }, TODAY).eventDate).toBe(BRIEF_MESSAGES.dateRequired);
    expect(validateBrief({ ...VALID, photoCount: 6, notes: "x".repeat(1001) }, TODAY)).toEqual({
      photos: BRIEF_MESSAGES.tooManyPhotos,
      notes: BRIEF_MESSAGES.notesTooLong,
    });
  });

  it("take budgets in whole rupees above zero, the lower end not above the upper", () => {
    expect(validateBrief({ ...VALID, budgetMin: 0, budgetMax: 10.5 }, TODAY)).toEqual({
      budgetMin: BRIEF_MESSAGES.rupeesInvalid,
      budgetMax: BRIEF_MESSAGES.rupeesInvalid,
    });
    expect(validateBrief({ ...VALID, budgetMin: 30000, budgetMax: 25000 }, TODAY)).toEqual({ budgetMax: BRIEF_MESSAGES.budgetOrder });
    expect(validateBrief({ ...VALID, budgetMin: 25000, budgetMax: 25000 }, TODAY)).toEqual({});
    expect(validateBrief({ ...VALID, guests: 0 }, TODAY)).toEqual({ guests: BRIEF_MESSAGES.guestsInvalid });
  });

  it("read rupees as people type them", () => {
    expect(parseRupees("12,000")).toBe(12000);
    expect(parseRupees("₹ 5000")).toBe(5000);
    expect(parseRupees("12.50")).toBeNull();
    expect(parseRupees("-4")).toBeNull();
    expect(parseRupees("")).toBeNull();
    expect(rupeesEntry(" ")).toBeNull();
    expect(rupeesEntry("12.5")).toBeNaN();
    expect(rupeesEntry("₹12,000")).toBe(12000);
  });

  it("expire a brief after its date, and keep a booked one booked", () => {
    expect(briefStatus("open", "2030-03-01", TODAY)).toBe("open");
    expect(briefStatus("open", "2030-02-28", TODAY)).toBe("expired");
    expect(briefStatus("booked", "2030-02-28", TODAY)).toBe("booked");
    expect(briefReference("br_0123456789abcdef3fa9c21b")).toBe("#3FA9C21B");
  });
});

describe("a quote's rules", () => {
  const brief = { today: TODAY, eventDate: "2030-03-10" };

  it("take a price in whole rupees, what it includes, and a validity from today to the event date", () => {
    expect(validateQuote({ price: 18000, included: "Balloon arch", validUntil: "2030-03-05" }, brief)).toEqual({});
    expect(validateQuote({ price: 18000, included: "Balloon arch", validUntil: "2030-03-10" }, brief)).toEqual({});
    expect(validateQuote({ price: 0, included: " ", validUntil: "2030-02-28" }, brief)).toEqual({
      price: BRIEF_MESSAGES.rupeesInvalid,
      included: QUOTE_MESSAGES.includedRequired,
      validUntil: QUOTE_MESSAGES.validUntilPast,
    });
    expect(validateQuote({ price: null, included: "x", validUntil: "2030-03-11" }, brief)).toEqual({
      price: QUOTE_MESSAGES.priceRequired,
      validUntil: QUOTE_MESSAGES.validUntilAfterEvent,
    });
  });

  it("may be sent, changed or declined while the brief is open, and never after it is booked or past", () => {
    expect(answerRefused("open", "new")).toBeNull();
    expect(answerRefused("open", "quoted")).toBeNull();
    expect(answerRefused("open", "declined")).toBeNull();
    expect(answerRefused("expired", "quoted")).toBe(BRIEF_MESSAGES.expired);
    expect(answerRefused("booked", "closed")).toBe(BRIEF_MESSAGES.booked);
    expect(answerRefused("booked", "accepted")).toBe(BRIEF_MESSAGES.booked);
  });

  it("is accepted once, while the brief is open and the quote is valid", () => {
    const quote = { answer: "quoted", validUntil: "2030-03-05" };
    expect(acceptanceRefused("open", quote, TODAY)).toBeNull();
    expect(acceptanceRefused("open", quote, "2030-03-06")).toBe(BRIEF_MESSAGES.quoteExpired);
    expect(acceptanceRefused("booked", quote, TODAY)).toBe(BRIEF_MESSAGES.booked);
    expect(acceptanceRefused("expired", quote, TODAY)).toBe(BRIEF_MESSAGES.expired);
    expect(acceptanceRefused("open", { ...quote, answer: "declined" }, TODAY)).toBe(BRIEF_MESSAGES.quoteClosed);
  });
});
