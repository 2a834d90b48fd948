import { describe, expect, it } from "vitest";
import { formatPhoneDisplay } from "./phone.ts";
import { isValidPhoneEntry, normalizeIndianMobile, phoneAnswerValue, phoneFieldValue, stripPhoneEntry } from "./phone-entry.ts";

describe("phone entry (spec: application §5)", () => {
  it.each(["9876543210", "+919876543210", "98765 43210", "(987) 654-3210", "+91 98765-43210"])("accepts %s", (entry) => {
    expect(isValidPhoneEntry(entry)).toBe(true);
  });
  it.each(["", "12345", "98765abcde", "+91 9876543210 1234567", "++919876543210"])("rejects %s", (entry) => {
    expect(isValidPhoneEntry(entry)).toBe(false);
  });
  it("strips everything but digits and a leading plus before sending", () => {
    expect(stripPhoneEntry(" +91 (98765) 43-210 ")).toBe("+919876543210");
    expect(stripPhoneEntry("98765 43210")).toBe("9876543210");
  });
});

describe("normalised Indian mobile numbers", () => {
  it.each(["9876543210", "09876543210", "919876543210", "+919876543210", "+91 98765 43210", "0091 98765 43210", "+91 (0) 98765 43210"])(
    "%s becomes +919876543210",
    (entry) => {
      expect(normalizeIndianMobile(entry)).toBe("+919876543210");
    },
  );
  it.each(["1234567890", "+449876543210", "98765", "+91987654321"])("%s is not an Indian mobile", (entry) => {
    expect(normalizeIndianMobile(entry)).toBeNull();
  });
  it("displays +91 numbers formatted (application §2)", () => {
    expect(formatPhoneDisplay("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhoneDisplay("12345")).toBe("12345");
  });
});

describe("what the phone field keeps (application §5, input limited to 10 characters)", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["+91-98765-43210", "9876543210"],
    ["919876543210", "9876543210"],
    ["09876543210", "9876543210"],
    ["98765 43210", "9876543210"],
    ["(98765) 4321", "987654321"],
    ["98765-4321", "987654321"],
    // issue 38: what people paste from a contact card or a visiting card
    ["(+91) 98765-43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["+91 (0) 98765 43210", "9876543210"],
    ["91 98765 43210", "9876543210"],
  ])("%s is kept as %s", (typed, kept) => {
    expect(phoneFieldValue(typed)).toBe(kept);
  });
  it("keeps the +91 prefix while it is being typed, and drops it once the number starts", () => {
    expect(["+", "+9", "+91", "+91 ", "+91 9"].map(phoneFieldValue)).toEqual(["+", "+9", "+91", "+91", "9"]);
  });
  it("never keeps more than 10 digits, nor letters", () => {
    expect(phoneFieldValue("98765432101234")).toBe("9876543210");
    expect(phoneFieldValue("98765abcde")).toBe("98765");
    expect(phoneFieldValue("+91 98765 43210 99")).toBe("9876543210");
  });
  it("keeps another country's plus for the check on submit to refuse", () => {
    expect(phoneFieldValue("+44 7700 900123")).toBe("+447700900");
  });
});

describe("phoneAnswerValue: a booking's phone question, which takes any number (issue 38)", () => {
  it.each([
    ["+91 98765 43210", "9876543210"],
    ["(+91) 98765-43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["98765 43210", "9876543210"],
    // A landline keeps its trunk 0, and a foreign number its country code: neither is rewritten into a mobile.
    ["080 2345 6789", "08023456789"],
    ["+44 7911 123456", "+447911123456"],
    ["+9", "+9"],
  ])("keeps %s as %s", (pasted, kept) => {
    expect(phoneAnswerValue(pasted)).toBe(kept);
  });
});
