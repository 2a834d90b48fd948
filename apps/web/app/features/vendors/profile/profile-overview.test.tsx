import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { vendorProfileMessageFor } from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import { fail, ok, stubApi } from "../../../../test/api-stub";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as profileRoute from "../../../routes/vendor/profile";
import { completeSections, testProfile } from "../test-support";

const SUBMIT = "POST /api/vendor/profile/submit";
const PROFILE = "GET /api/vendor/profile";

/**
 * The page as its route renders it: the profile the layout's loader read (`profile`; left out, the layout reads it
 * from the API), and Submit through the route's clientAction, after which the layout reads it again.
 */
function renderOverview(profile?: VendorProfile) {
  return renderVendorPage({ path: "/vendor/profile", page: profileRoute, profile });
}

afterEach(() => vi.unstubAllGlobals());

describe("ProfileOverview", () => {
  it("lists the four sections as done or missing, and cannot submit while one is missing", async () => {
    stubApi({});
    const profile = testProfile({ sections: { ...completeSections, service: null, terms: null }, missingSections: ["service", "terms"] });
    renderOverview(profile);
    const items = within(await screen.findByRole("list")).getAllByRole("link");
    expect(items.map((a) => a.getAttribute("href"))).toEqual([
      "/vendor/profile/business",
      "/vendor/profile/contact",
      "/vendor/profile/service",
      "/vendor/profile/terms",
    ]);
    expect(items[0]!.textContent).toContain("Business details");
    expect(items[0]!.textContent).toContain("done");
    expect(items[1]!.textContent).toContain("+91 98765 01234");
    expect(items[2]!.textContent).toContain("missing");
    expect(screen.getByText("2 of 4 done")).toBeTruthy();
    expect(screen.getByText("Draft")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Submit profile" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("submits a complete profile and shows it as submitted", async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = testProfile({
      sections: completeSections,
      missingSections: [],
      state: "submitted",
      submittedAt: "2025-03-02T06:30:00.000Z",
    });
    // The layout reads the draft, then, after the submit, the submitted profile.
    stubApi({ [PROFILE]: [ok(testProfile({ sections: completeSections, missingSections: [] })), ok(submitted)], [SUBMIT]: ok(submitted) });
    renderOverview();
    await user.click(await screen.findByRole("button", { name: "Submit profile" }));
    expect(await screen.findByText(/Profile submitted\./)).toBeTruthy();
    expect(screen.getByText("Submitted")).toBeTruthy();
    expect(screen.getByText(/Submitted on 2 Mar 2025/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit profile" })).toBeNull();
  });

  it("shows the server's message when the submit is refused", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [SUBMIT]: fail(400, vendorProfileMessageFor.sectionsMissing(["terms"])) });
    renderOverview(testProfile({ sections: completeSections, missingSections: [] }));
    await user.click(await screen.findByRole("button", { name: "Submit profile" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Please complete these sections first: Payment and cancellation terms",
    );
  });
});
