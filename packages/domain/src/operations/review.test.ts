import { describe, expect, it } from "vitest";
import { checkDecision, REVIEW_MESSAGES, REVIEW_SECTION_LABELS, REVIEW_SECTIONS } from "./review.ts";

describe("an operator's decision", () => {
  it("approves without a reason", () => {
    expect(checkDecision("approve", undefined, ["pan"])).toEqual({ ok: true, reason: null, sections: [] });
  });

  it("rejects only with a reason that tells the vendor what to fix", () => {
    expect(checkDecision("reject", "  too short ", [])).toEqual({ ok: false, message: REVIEW_MESSAGES.reasonRequired });
    expect(checkDecision("reject", " The PAN is not the business's. ", ["pan"])).toEqual({
      ok: true,
      reason: "The PAN is not the business's.",
      sections: [],
    });
  });

  it("asks for changes with a reason and at least one named section or document, each once", () => {
    expect(checkDecision("changes", "Please add a clearer photo.", [])).toEqual({ ok: false, message: REVIEW_MESSAGES.sectionsRequired });
    expect(checkDecision("changes", "Please add a clearer photo.", ["pan", "service", "pan"])).toEqual({
      ok: true,
      reason: "Please add a clearer photo.",
      sections: ["pan", "service"],
    });
  });

  it("names every section and document type in words", () => {
    expect(REVIEW_SECTIONS.map((s) => REVIEW_SECTION_LABELS[s])).toEqual([
      "Business details",
      "Contact",
      "Service area and lead times",
      "Payment and cancellation terms",
      "PAN card",
      "GST registration certificate",
      "FSSAI licence",
      "Aadhaar card",
    ]);
  });
});
