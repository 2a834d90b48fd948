import { describe, expect, it } from "vitest";
import { identityRejectionSchema } from "../vendors/identity-schemas.ts";
import { checkDecision, reasonProblem, REVIEW_MESSAGES, REVIEW_REASON_MAX, REVIEW_SECTION_LABELS, REVIEW_SECTIONS } from "./review.ts";

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

  it("takes a reason the vendor reads as the API's schema does: trimmed, 10 to 1000 characters", () => {
    const schemaSays = (reason: string) => {
      const parsed = identityRejectionSchema.safeParse({ reason });
      return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    };
    for (const reason of [
      "",
      "  too short ",
      " The PAN is not the business's. ",
      "x".repeat(REVIEW_REASON_MAX),
      "x".repeat(REVIEW_REASON_MAX + 1),
    ]) {
      expect(reasonProblem(reason), JSON.stringify(reason.slice(0, 20))).toBe(schemaSays(reason));
    }
    expect(reasonProblem("  too short ")).toBe(REVIEW_MESSAGES.reasonRequired);
    expect(reasonProblem("x".repeat(REVIEW_REASON_MAX + 1))).toBe(REVIEW_MESSAGES.reasonTooLong);
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
