import { describe, expect, it } from "vitest";
import { formatPhoneDisplay, isValidPhoneEntry, normalizeIndianMobile, stripPhoneEntry } from "./phone.ts";

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
  it.each(["9876543210", "09876543210", "919876543210", "+919876543210", "+91 98765 43210"])("%s becomes +919876543210", (entry) => {
    expect(normalizeIndianMobile(entry)).toBe("+919876543210");
  });
  it.each(["1234567890", "+449876543210", "98765", "+91987654321"])("%s is not an Indian mobile", (entry) => {
    expect(normalizeIndianMobile(entry)).toBeNull();
  });
  it("displays +91 numbers formatted (application §2)", () => {
    expect(formatPhoneDisplay("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhoneDisplay("12345")).toBe("12345");
  });
});
