import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { identityChangeMessage, VENDOR_EDIT_RULES_TEXT, VENDOR_IDENTITY_COPY } from "@utsav/domain/client";
import type { VendorIdentityReview, VendorProfile } from "@utsav/domain";
import { bodiesSent, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as profileRoute from "../../../routes/vendor/profile";
import * as sectionRoute from "../../../routes/vendor/profile-section";
import { completeSections, testProfile } from "../test-support";

// An approved vendor's business name and categories go back to our team's review (docs/decisions/0032): the profile
// says what waits or what was decided, the business form shows what was asked for, and both say what happens to edits.

const requested = { businessName: "Bloom Studio Events", categories: ["decor" as const, "sweets" as const], documentTypes: [] };

function review(state: VendorIdentityReview["state"], reason: string | null = null): VendorIdentityReview {
  return {
    id: "ic_1",
    state,
    approved: { businessName: "Bloom Studio", categories: ["decor"] },
    requested,
    requestedAt: "2026-02-01T09:05:00.000Z",
    decidedAt: state === "pending" ? null : "2026-02-02T09:05:00.000Z",
    reason,
    message: identityChangeMessage({ state, approvedBusinessName: "Bloom Studio", requested, reason }),
  };
}

/** A vendor operators approved, its sections holding the approved name and categories. */
const approvedVendor = (identityReview: VendorIdentityReview | null): VendorProfile =>
  testProfile({
    sections: completeSections,
    missingSections: [],
    state: "submitted",
    submittedAt: "2026-01-10T06:30:00.000Z",
    reviewState: "approved",
    kycState: "approved",
    identityReview,
  });

const GET_BUSINESS = "GET /api/vendor/profile/section/business";
const SAVE_BUSINESS = "POST /api/vendor/profile/section/business/save";

afterEach(() => vi.unstubAllGlobals());

describe("an approved vendor's profile", () => {
  it("says what waits for our team's review, and what happens to each kind of edit", async () => {
    stubApi({});
    renderVendorPage({ path: "/vendor/profile", page: profileRoute, profile: approvedVendor(review("pending")) });
    const card = within(await screen.findByRole("region", { name: VENDOR_IDENTITY_COPY.title }));
    expect(card.getByText(review("pending").message!)).toBeTruthy();
    expect(card.getByText(/Waiting for our team's review: the business name "Bloom Studio Events"/)).toBeTruthy();
    expect(card.getByText(VENDOR_EDIT_RULES_TEXT.identity)).toBeTruthy();
    expect(card.getByText(VENDOR_EDIT_RULES_TEXT.liveEdits)).toBeTruthy();
    // The sentence that every change shows at once is no longer true of its name and categories.
    expect(screen.queryByText(/show on your storefront straight away/)).toBeNull();
  });

  it("tells a vendor not yet approved nothing of reviews again", async () => {
    stubApi({});
    renderVendorPage({
      path: "/vendor/profile",
      page: profileRoute,
      profile: testProfile({
        sections: completeSections,
        missingSections: [],
        state: "submitted",
        submittedAt: "2026-01-10T06:30:00.000Z",
      }),
    });
    expect(await screen.findByText(/show on your storefront straight away/)).toBeTruthy();
    expect(screen.queryByRole("region", { name: VENDOR_IDENTITY_COPY.title })).toBeNull();
    expect(screen.queryByText(VENDOR_EDIT_RULES_TEXT.identity)).toBeNull();
  });
});

describe("an approved vendor's business details", () => {
  it("fill with the name and categories asked for while they wait, and keep asking for them on save", async () => {
    const user = userEvent.setup({ delay: null });
    const api = stubApi({
      [GET_BUSINESS]: ok({ section: "business", data: completeSections.business }),
      [SAVE_BUSINESS]: ok(approvedVendor(review("pending"))),
    });
    const profile = approvedVendor(review("pending"));
    renderVendorPage({ path: "/vendor/profile/:section", entry: "/vendor/profile/business", page: sectionRoute, profile });
    const name = (await screen.findByRole("textbox", { name: "Business name" })) as HTMLInputElement;
    expect(name.value).toBe("Bloom Studio Events");
    expect((screen.getByRole("checkbox", { name: /^Decor/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /^Sweets/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(review("pending").message!)).toBeTruthy();
    expect(screen.getByText(VENDOR_EDIT_RULES_TEXT.identity)).toBeTruthy();
    expect(screen.getByText(VENDOR_EDIT_RULES_TEXT.liveEdits)).toBeTruthy();

    await user.type(screen.getByRole("textbox", { name: "Title tag" }), "Curated by");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("/vendor/profile | Business details saved.")).toBeTruthy();
    expect(bodiesSent(api, SAVE_BUSINESS)).toEqual([
      { businessName: "Bloom Studio Events", titleTag: "Curated by", bio: completeSections.business!.bio, categories: ["decor", "sweets"] },
    ]);
  });

  it("fill with the approved values once our team decided, and say why a change was not approved", async () => {
    stubApi({ [GET_BUSINESS]: ok({ section: "business", data: completeSections.business }) });
    const rejected = review("rejected", "This name is too close to another vendor's.");
    renderVendorPage({
      path: "/vendor/profile/:section",
      entry: "/vendor/profile/business",
      page: sectionRoute,
      profile: approvedVendor(rejected),
    });
    const name = (await screen.findByRole("textbox", { name: "Business name" })) as HTMLInputElement;
    expect(name.value).toBe("Bloom Studio");
    expect((screen.getByRole("checkbox", { name: /^Sweets/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(rejected.message!).textContent).toContain("This name is too close to another vendor's");
  });

  it("say nothing of reviews to a vendor not yet approved", async () => {
    stubApi({ [GET_BUSINESS]: ok({ section: "business", data: completeSections.business }) });
    renderVendorPage({ path: "/vendor/profile/:section", entry: "/vendor/profile/business", page: sectionRoute, profile: testProfile() });
    await screen.findByRole("textbox", { name: "Business name" });
    expect(screen.queryByText(VENDOR_EDIT_RULES_TEXT.identity)).toBeNull();
  });
});
