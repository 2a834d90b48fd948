import { describe, expect, it } from "vitest";
import { isIsoDate } from "../shared/dates.ts";
import {
  checkDocumentInfo,
  gstinCheckCharacter,
  isExpired,
  kycLockedMessage,
  kycStateAfterChange,
  KYC_DOCUMENT_RULES,
  KYC_MESSAGES,
  maskDocumentNumber,
  requiredKycTypes,
  todayInIndia,
  validDocumentNumber,
  verhoeffValid,
} from "./kyc.ts";

describe("document numbers", () => {
  it("accepts a PAN in any case and spacing, and refuses other shapes", () => {
    expect(validDocumentNumber("pan", "abcde 1234 f")).toBe("ABCDE1234F");
    for (const bad of ["ABCDE1234", "ABCD01234F", "ABCDE12345", "", "ABCDE1234FF"]) expect(validDocumentNumber("pan", bad)).toBeNull();
  });

  it("checks the GSTIN check character (Luhn mod 36)", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(validDocumentNumber("gstin", "27aapfu0939f1zv")).toBe("27AAPFU0939F1ZV");
    expect(validDocumentNumber("gstin", "27AAPFU0939F1ZW")).toBeNull();
    expect(validDocumentNumber("gstin", "27AAPFU0939F1AV")).toBeNull();
  });

  it("takes FSSAI numbers of exactly 14 digits", () => {
    expect(validDocumentNumber("fssai", "1002 0042 0001 23")).toBe("10020042000123");
    expect(validDocumentNumber("fssai", "1002004200012")).toBeNull();
    expect(validDocumentNumber("fssai", "1002004200012A")).toBeNull();
  });

  it("checks the Aadhaar Verhoeff digit and refuses numbers starting 0 or 1", () => {
    expect(verhoeffValid("234123412346")).toBe(true);
    expect(verhoeffValid("234123412347")).toBe(false);
    expect(validDocumentNumber("aadhaar", "2341 2341 2346")).toBe("234123412346");
    expect(validDocumentNumber("aadhaar", "2341 2341 2345")).toBeNull();
    expect(validDocumentNumber("aadhaar", "1341 2341 2346")).toBeNull();
  });

  it("every example in the configuration is itself valid", () => {
    for (const [type, rule] of Object.entries(KYC_DOCUMENT_RULES)) {
      expect(validDocumentNumber(type as keyof typeof KYC_DOCUMENT_RULES, rule.example), type).not.toBeNull();
    }
  });
});

describe("masking", () => {
  it("shows the last 4 characters, Aadhaar grouped as printed", () => {
    expect(maskDocumentNumber("aadhaar", "234123412346")).toBe("XXXX XXXX 2346");
    expect(maskDocumentNumber("pan", "ABCDE1234F")).toBe("XXXXXX234F");
    expect(maskDocumentNumber("gstin", "27AAPFU0939F1ZV")).toBe("XXXXXXXXXXXF1ZV");
    expect(maskDocumentNumber("fssai", "10020042000123")).toBe("XXXXXXXXXX0123");
  });
});

describe("expiry dates", () => {
  it("accepts only real calendar dates written YYYY-MM-DD", () => {
    expect(isIsoDate("2030-02-28")).toBe(true);
    expect(isIsoDate("2030-02-30")).toBe(false);
    expect(isIsoDate("28/02/2030")).toBe(false);
  });

  it("a document is valid through its expiry day", () => {
    expect(isExpired("2025-06-01", "2025-06-01")).toBe(false);
    expect(isExpired("2025-05-31", "2025-06-01")).toBe(true);
  });

  it("today is the date in India", () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(todayInIndia(new Date("2025-06-01T20:00:00Z"))).toBe("2025-06-02");
  });
});

describe("checking what a vendor enters", () => {
  const today = "2025-06-01";
  it("keeps the normalised number and the expiry date", () => {
    expect(checkDocumentInfo("fssai", "10020042000123", "2026-01-01", today)).toEqual({
      ok: true,
      number: "10020042000123",
      expiryDate: "2026-01-01",
    });
    expect(checkDocumentInfo("pan", "abcde1234f", "", today)).toEqual({ ok: true, number: "ABCDE1234F", expiryDate: null });
  });
  it("says what is wrong", () => {
    expect(checkDocumentInfo("pan", "ABC", null, today)).toEqual({ ok: false, message: "Please enter a valid PAN (e.g. ABCDE1234F)" });
    expect(checkDocumentInfo("fssai", "10020042000123", null, today)).toEqual({
      ok: false,
      message: "Please enter the expiry date of the FSSAI licence",
    });
    expect(checkDocumentInfo("fssai", "10020042000123", "2025-05-31", today)).toEqual({ ok: false, message: KYC_MESSAGES.expired });
    expect(checkDocumentInfo("fssai", "10020042000123", "2025-13-01", today)).toEqual({ ok: false, message: KYC_MESSAGES.expiryInvalid });
  });
});

describe("requirements and states", () => {
  it("PAN and Aadhaar always, FSSAI for food sellers, GSTIN never", () => {
    expect(requiredKycTypes(["decor"])).toEqual(["pan", "aadhaar"]);
    expect(requiredKycTypes(["gifts", "sweets"])).toEqual(["pan", "fssai", "aadhaar"]);
  });

  it("documents change only before submission and after a rejection", () => {
    expect(kycLockedMessage("not_started")).toBeNull();
    expect(kycLockedMessage("rejected")).toBeNull();
    expect(kycLockedMessage("submitted")).toBe(KYC_MESSAGES.lockedWhileReviewed);
    expect(kycLockedMessage("in_review")).toBe(KYC_MESSAGES.lockedWhileReviewed);
    expect(kycLockedMessage("approved")).toBe(KYC_MESSAGES.lockedApproved);
  });

  it("the state follows the documents until submission; a rejection stays until the next submission", () => {
    expect(kycStateAfterChange("not_started", 1)).toBe("in_progress");
    expect(kycStateAfterChange("in_progress", 0)).toBe("not_started");
    expect(kycStateAfterChange("rejected", 0)).toBe("rejected");
  });
});
