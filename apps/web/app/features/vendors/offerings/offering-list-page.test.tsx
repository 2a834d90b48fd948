import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { vendorOfferingMessageFor } from "@utsav/domain/client";
import type { VendorProfile } from "@utsav/domain";
import { bodiesSent, fail, ok, stubApi } from "../../../../test/api-stub";
import * as offeringsRoute from "../../../routes/vendor/offerings";
import { testProfile, testSummary } from "../test-support";
import { findDialog } from "../../../../test/dialog";
import { renderVendorPage } from "../../../../test/vendor-layout";

const LIST = "GET /api/vendor/offerings";
const STATUS = "PUT /api/vendor/offering/VND1/status";
const arch = testSummary();
const hamper = testSummary({
  id: "VND2",
  title: "Diwali hamper",
  offeringType: "call",
  status: 15,
  thumbnail: null,
  navRef: "/offerings/diwali-hamper-vnd2",
});

afterEach(() => vi.unstubAllGlobals());

/** /vendor/offerings through its route, under the vendor layout: the list from its loader, the acts through its clientAction. */
const renderList = (profile: VendorProfile = testProfile()) =>
  renderVendorPage({ path: "/vendor/offerings", page: offeringsRoute, profile });

describe("OfferingListPage", () => {
  it("lists each offering with its price, type, state and actions", async () => {
    stubApi({ [LIST]: ok({ offerings: [arch, hamper] }) });
    renderList(testProfile({ reviewState: "approved" }));
    const rows = within(await screen.findByRole("list", { name: "Your offerings" })).getAllByRole("listitem");
    const first = within(rows[0]!);
    expect(first.getByRole("link", { name: "Balloon arch" }).getAttribute("href")).toBe("/vendor/offerings/VND1");
    expect(first.getByText("₹4,999")).toBeTruthy();
    expect(first.getByText("Live")).toBeTruthy();
    expect(first.getByRole("link", { name: /View on storefront/ }).getAttribute("href")).toBe("/offerings/balloon-arch-vnd1");
    const second = within(rows[1]!);
    expect(second.getByText("Paused")).toBeTruthy();
    expect(second.getByRole("button", { name: "Resume Diwali hamper" })).toBeTruthy();
    expect(second.queryByRole("link", { name: /View on storefront/ })).toBeNull();
    expect(screen.getByRole("link", { name: /Add offering/ }).getAttribute("href")).toBe("/vendor/offerings/new");
  });

  it("says an offering waits for review until the business is approved, and why operators hid one", async () => {
    const hidden = testSummary({ id: "VND3", title: "Copied arch", hiddenReason: "The photos show another vendor's work." });
    stubApi({ [LIST]: ok({ offerings: [arch, hidden] }) });
    const { unmount } = renderList(testProfile({ reviewState: "waiting" }));
    const rows = within(await screen.findByRole("list", { name: "Your offerings" })).getAllByRole("listitem");
    expect(screen.getByRole("note").textContent).toBe(
      "Waiting for review. Customers see your offerings once our team approves your business.",
    );
    expect(within(rows[0]!).getByText("Waiting for review")).toBeTruthy();
    expect(within(rows[0]!).queryByRole("link", { name: /View on storefront/ })).toBeNull();
    unmount();

    renderList(testProfile({ reviewState: "approved" }));
    const approvedRows = within(await screen.findByRole("list", { name: "Your offerings" })).getAllByRole("listitem");
    expect(screen.queryByRole("note")).toBeNull();
    expect(within(approvedRows[1]!).getByText("Hidden by our team")).toBeTruthy();
    expect(within(approvedRows[1]!).getByText("Reason: The photos show another vendor's work.")).toBeTruthy();
    expect(within(approvedRows[1]!).queryByRole("link", { name: /View on storefront/ })).toBeNull();
  });

  it("says what to do when there is none", async () => {
    stubApi({ [LIST]: ok({ offerings: [] }) });
    renderList();
    expect(await screen.findByRole("heading", { name: "No offerings yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add your first offering" }).getAttribute("href")).toBe("/vendor/offerings/new");
  });

  it("pauses an offering", async () => {
    const user = userEvent.setup({ delay: null });
    let paused = false;
    const fetchMock = stubApi({
      [LIST]: () => ok({ offerings: [paused ? { ...arch, status: 15 } : arch] }),
      [STATUS]: () => {
        paused = true;
        return ok({ id: "VND1", status: 15 });
      },
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Pause Balloon arch" }));
    expect(await screen.findByText("Paused")).toBeTruthy();
    expect(bodiesSent(fetchMock, STATUS)).toEqual([{ status: 15 }]);
  });

  it("deletes only after a confirmation that names the offering", async () => {
    const user = userEvent.setup({ delay: null });
    let deleted = false;
    const fetchMock = stubApi({
      [LIST]: () => ok({ offerings: deleted ? [hamper] : [arch, hamper] }),
      [STATUS]: () => {
        deleted = true;
        return ok({ id: "VND1", status: 20 });
      },
    });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Delete Balloon arch" }));
    const dialog = await findDialog("Delete offering?");
    expect(dialog.textContent).toContain("“Balloon arch” will be removed from your storefront and from search");
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodiesSent(fetchMock, STATUS)).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete Balloon arch" }));
    await user.click(within(await findDialog()).getByRole("button", { name: "Delete offering" }));
    expect(await screen.findByText(/“Balloon arch” is deleted/)).toBeTruthy();
    expect(bodiesSent(fetchMock, STATUS)).toEqual([{ status: 20 }]);
    expect(screen.queryByRole("link", { name: "Balloon arch" })).toBeNull();
  });

  it("keeps the dialog open with the server's message when the delete fails", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [LIST]: ok({ offerings: [arch] }), [STATUS]: fail(409, vendorOfferingMessageFor.offeringDeleted("VND1")) });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Delete Balloon arch" }));
    await user.click(within(await findDialog()).getByRole("button", { name: "Delete offering" }));
    expect((await within(screen.getByRole("dialog")).findByRole("alert")).textContent).toContain(
      "Offering VND1 was deleted and cannot change again",
    );
  });
});
