import { describe, expect, it } from "vitest";
import { identityChangeMessage, identityFieldsChanged, isIdentityApproved } from "./identity.ts";
import type { IdentityChangeSummary } from "./identity.ts";

describe("an approved vendor's identity", () => {
  it("is the operators' to approve again only once they approved the vendor in the console", () => {
    expect(isIdentityApproved("approved", "approved")).toBe(true);
    // Approved without the console (the catalogue's own vendors, a test's shortcut), or still under review.
    expect(isIdentityApproved("approved", "not_started")).toBe(false);
    expect(isIdentityApproved("waiting", "approved")).toBe(false);
  });

  it("changes with the name, in any case, or the set of categories, not their order", () => {
    const approved = { businessName: "Marigold Moments", categories: ["decor", "gifts"] };
    expect(identityFieldsChanged(approved, { businessName: "Marigold Moments", categories: ["gifts", "decor"] })).toEqual([]);
    expect(identityFieldsChanged(approved, { businessName: "MARIGOLD MOMENTS", categories: ["decor", "gifts"] })).toEqual(["businessName"]);
    expect(identityFieldsChanged(approved, { businessName: "Marigold Moments", categories: ["decor", "sweets"] })).toEqual(["categories"]);
  });

  it("tells the vendor what waits, what was decided, and why", () => {
    const change: IdentityChangeSummary = {
      state: "pending",
      approvedBusinessName: "Marigold Moments",
      requested: { businessName: "Utsav Official Support Desk", categories: ["decor", "sweets"], documentTypes: ["pan"] },
      reason: null,
    };
    expect(identityChangeMessage(change)).toBe(
      'Waiting for our team\'s review: the business name "Utsav Official Support Desk", the categories Decor, Sweets and a new PAN card. Shoppers keep seeing "Marigold Moments" and your approved details until then.',
    );
    expect(identityChangeMessage({ ...change, state: "rejected", reason: "This name passes for our own support desk." })).toContain(
      ": This name passes for our own support desk. Shoppers keep seeing your approved details.",
    );
    expect(identityChangeMessage({ ...change, state: "approved" })).toMatch(/^Our team approved the business name/);
    expect(identityChangeMessage({ ...change, state: "withdrawn" })).toBeNull();
  });
});
