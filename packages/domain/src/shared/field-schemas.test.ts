import { describe, expect, it } from "vitest";
import { optionalTextProblem, textProblem, wholeNumberProblem } from "./fields.ts";
import { VENDOR_OFFERING_LIMITS, VENDOR_OFFERING_MESSAGES } from "../vendors/offering.ts";
import { boundedText, optionalText, wholeNumber } from "./field-schemas.ts";
import { vendorOfferingInputSchema } from "../vendors/offering-schemas.ts";
import { businessSectionSchema } from "../vendors/profile-schemas.ts";

// The browser's checks and the API's schemas give the same answer for what a form can send (a blank required field
// never leaves the form, which asks for it by name).
const schemaSays = (schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;

describe("form fields", () => {
  const bounds = { min: 3, max: 10 };

  it("say what the schema says about a text's length", () => {
    for (const value of ["ab", " ab ", "abc", "abcdefghij", "abcdefghijk", "  abcdefghijk  "]) {
      expect(textProblem(value, "Title", bounds)).toBe(schemaSays(boundedText("Title", bounds), value));
    }
    expect(textProblem("ab", "Title", bounds)).toBe("Title must be at least 3 characters");
    expect(textProblem("   ", "Title", bounds)).toBe("Title is required");
    for (const value of ["", "short", "x".repeat(11)]) {
      expect(optionalTextProblem(value, "Title tag", 10)).toBe(schemaSays(optionalText("Title tag", 10), value));
    }
  });

  it("say what the schema says about a whole number", () => {
    const range = { min: 1, max: 100 };
    for (const value of ["0", "1", "100", "101", "7.5"]) {
      expect(wholeNumberProblem(value, "Service radius (km)", range)).toBe(
        schemaSays(wholeNumber("Service radius (km)", range), Number(value)),
      );
    }
    expect(wholeNumberProblem("7.5", "Service radius (km)", range)).toBe("Service radius (km) must be a whole number");
    expect(wholeNumberProblem("", "Service radius (km)", range)).toBe("Service radius (km) is required");
  });

  it("word a price with a fraction as the offering schema does", () => {
    const problem = wholeNumberProblem("49.5", "Price", VENDOR_OFFERING_LIMITS.price, VENDOR_OFFERING_MESSAGES.priceNotWhole);
    const price = vendorOfferingInputSchema.safeParse({ price: 49.5 }).error?.issues.find((i) => i.path[0] === "price")?.message;
    expect(problem).toBe(price);
  });

  it("are the words of the vendor profile schema", () => {
    const issues = businessSectionSchema.safeParse({ businessName: "B", bio: "Too short", categories: [] }).error?.issues ?? [];
    expect(Object.fromEntries(issues.map((i) => [i.path[0], i.message]))).toEqual({
      businessName: "Business name must be at least 2 characters",
      bio: "About your business must be at least 20 characters",
      categories: "Choose at least one category",
    });
  });
});
