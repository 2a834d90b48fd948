import { describe, expect, it } from "vitest";
import { KYC_DOCUMENT_RULES, KYC_MESSAGES } from "@utsav/domain/client";
import { checkNewDocument, detailsCheck, documentChange, uploadCheck } from "./document-form";

const today = "2026-11-22";

describe("checkNewDocument (the API's rules, at the field)", () => {
  it("accepts a valid number, normalised, and no expiry where the type has none", () => {
    expect(checkNewDocument("pan", " abcde1234f ", "", today)).toEqual({ ok: true, documentNumber: "ABCDE1234F", expiryDate: null });
    expect(checkNewDocument("aadhaar", "2341 2341 2346", "", today)).toEqual({
      ok: true,
      documentNumber: "234123412346",
      expiryDate: null,
    });
  });

  it("puts a bad number on the number field, with the type's message", () => {
    expect(checkNewDocument("gstin", "27AAPFU0939F1ZA", "", today)).toEqual({
      ok: false,
      errors: { documentNumber: KYC_DOCUMENT_RULES.gstin.invalidMessage },
    });
  });

  it("needs a future expiry date for a licence that expires", () => {
    expect(checkNewDocument("fssai", "10020042000123", "", today)).toEqual({
      ok: false,
      errors: { expiryDate: KYC_MESSAGES.expiryRequired("FSSAI licence") },
    });
    expect(checkNewDocument("fssai", "10020042000123", "2026-11-21", today)).toEqual({
      ok: false,
      errors: { expiryDate: KYC_MESSAGES.expired },
    });
    expect(checkNewDocument("fssai", "10020042000123", "2027-03-31", today)).toEqual({
      ok: true,
      documentNumber: "10020042000123",
      expiryDate: "2027-03-31",
    });
  });
});

describe("documentChange (Edit details)", () => {
  it("keeps the stored number when the field is left empty, and sends nothing when nothing changed", () => {
    expect(documentChange("pan", "", "", null, today)).toEqual({ ok: true, change: null });
    expect(documentChange("fssai", "", "2027-03-31", "2027-03-31", today)).toEqual({ ok: true, change: null });
  });

  it("sends a new number normalised, and a changed expiry date", () => {
    expect(documentChange("fssai", "1002 0042 000123", "2028-01-01", "2027-03-31", today)).toEqual({
      ok: true,
      change: { documentNumber: "10020042000123", expiryDate: "2028-01-01" },
    });
  });

  it("says what is wrong with each field", () => {
    expect(documentChange("fssai", "123", "2020-01-01", "2027-03-31", today)).toEqual({
      ok: false,
      errors: { documentNumber: KYC_DOCUMENT_RULES.fssai.invalidMessage, expiryDate: KYC_MESSAGES.expired },
    });
    expect(documentChange("fssai", "", "", "2027-03-31", today)).toEqual({
      ok: false,
      errors: { expiryDate: KYC_MESSAGES.expiryRequired("FSSAI licence") },
    });
  });
});

describe("the forms' checks (the form helper's rules)", () => {
  const files = (...names: string[]) => names.map((name) => new File(["x"], name)) as unknown as FileList;

  it("asks the upload form for a file, besides the number's and the expiry date's rules", async () => {
    expect(await uploadCheck("pan", today)({ documentNumber: "ABCDE1234F", expiryDate: "", file: files("pan.pdf") })).toEqual({
      file: null,
    });
    expect(await uploadCheck("pan", today)({ documentNumber: "ABCD1234", expiryDate: "", file: null })).toEqual({
      documentNumber: KYC_DOCUMENT_RULES.pan.invalidMessage,
      file: KYC_MESSAGES.fileRequired,
    });
    expect(await uploadCheck("fssai", today)({ documentNumber: "10020042000123", expiryDate: "", file: files() })).toEqual({
      expiryDate: KYC_MESSAGES.expiryRequired("FSSAI licence"),
      file: KYC_MESSAGES.fileRequired,
    });
  });

  it("puts Edit details' problems at their fields, and nothing when it may be sent", async () => {
    expect(await detailsCheck("fssai", "2027-03-31", today)({ documentNumber: "123", expiryDate: "2020-01-01" })).toEqual({
      documentNumber: KYC_DOCUMENT_RULES.fssai.invalidMessage,
      expiryDate: KYC_MESSAGES.expired,
    });
    expect(await detailsCheck("pan", null, today)({ documentNumber: "", expiryDate: "" })).toEqual({});
  });
});
