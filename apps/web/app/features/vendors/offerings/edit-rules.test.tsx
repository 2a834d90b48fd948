import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { VENDOR_EDIT_RULES_TEXT } from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import { ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as editRoute from "../../../routes/vendor/offering-edit";
import * as newRoute from "../../../routes/vendor/offering-new";
import { testOffering, testProfile } from "../test-support";

// What the offering editor says of when shoppers see what it saves (docs/decisions/0032): nothing before operators
// approve the business; once they have, a new offering at once when saved live.

const approved = testProfile({ reviewState: "approved", kycState: "approved", state: "submitted", missingSections: [] });

async function renderNew(profile: VendorProfile) {
  stubApi({});
  renderVendorPage({ path: "/vendor/offerings/new", page: newRoute, profile });
  await screen.findByRole("button", { name: "Save offering" });
}

afterEach(() => vi.unstubAllGlobals());

describe("the offering editor's word on who sees a save", () => {
  it("tells an approved vendor that a new offering is live at once, and that our team is told", async () => {
    await renderNew(approved);
    expect(screen.getByText(VENDOR_EDIT_RULES_TEXT.offeringsLive)).toBeTruthy();
    expect(screen.queryByText(VENDOR_EDIT_RULES_TEXT.offeringsBeforeApproval)).toBeNull();
  });

  it("tells a vendor not yet approved that its offerings wait for the approval, new or edited", async () => {
    await renderNew(testProfile());
    expect(screen.getByText(VENDOR_EDIT_RULES_TEXT.offeringsBeforeApproval)).toBeTruthy();
    expect(screen.queryByText(VENDOR_EDIT_RULES_TEXT.offeringsLive)).toBeNull();
  });

  it("says nothing more to an approved vendor editing a live offering", async () => {
    stubApi({ "GET /api/vendor/offering/VND1": ok(testOffering()) });
    renderVendorPage({ path: "/vendor/offerings/:id", entry: "/vendor/offerings/VND1", page: editRoute, profile: approved });
    await screen.findByRole("button", { name: "Save changes" });
    expect(screen.queryByText(VENDOR_EDIT_RULES_TEXT.offeringsLive)).toBeNull();
    expect(screen.queryByText(VENDOR_EDIT_RULES_TEXT.offeringsBeforeApproval)).toBeNull();
  });
});
