import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountExportFileName, indianDate, PRIVACY_COPY, privacyMessageFor } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { findDialog } from "../../../../test/dialog";
import { captureSavedFiles } from "../../../../test/saved-files";
import { renderVendorPage } from "../../../../test/vendor-layout";
import * as profileRoute from "../../../routes/vendor/profile";
import { completeSections, testProfile } from "../test-support";

// Download my data, delete my account (docs/decisions/0031), for a vendor: "Your data" on /vendor/profile, the
// download from the browser and the deletion through the route's clientAction, under the vendor layout.

const EXPORT = "POST /api/vendor/account/export";
const DELETE = "POST /api/vendor/account/delete";
const PROFILE = "GET /api/vendor/profile";

const EXPORTED = {
  format: "utsav-my-data",
  version: 1,
  exportedAt: "2030-03-10T09:00:00.000Z",
  profile: { userId: "u-9", userType: "vendor", phone: "+919876501234", fullName: "Asha Rao" },
  business: { vendorId: "v-1", name: "Bloom Studio" },
  offerings: [],
  bookingsReceived: [],
};

const profile = testProfile({ sections: completeSections, missingSections: [], state: "submitted" });

/** The profile page as a vendor meets it, the layout reading the profile from the API. */
function renderProfile() {
  return renderVendorPage({ path: "/vendor/profile", page: profileRoute });
}

async function openDeletion(user: ReturnType<typeof userEvent.setup>) {
  const part = await screen.findByRole("region", { name: PRIVACY_COPY.sectionTitle });
  await user.click(within(part).getByRole("button", { name: PRIVACY_COPY.deleteAccount }));
  return findDialog(PRIVACY_COPY.deleteTitle);
}

afterEach(() => vi.unstubAllGlobals());

describe("Your data, on the vendor's profile", () => {
  it("downloads the vendor's data as the server's JSON", async () => {
    const user = userEvent.setup({ delay: null });
    const saved = captureSavedFiles();
    stubApi({ [PROFILE]: ok(profile), [EXPORT]: ok(EXPORTED) });
    renderProfile();
    const part = await screen.findByRole("region", { name: PRIVACY_COPY.sectionTitle });
    expect(within(part).getByText(PRIVACY_COPY.sectionLead)).toBeTruthy();
    await user.click(within(part).getByRole("button", { name: PRIVACY_COPY.downloadData }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe(accountExportFileName(indianDate()));
    expect(JSON.parse(await saved[0]!.text())).toEqual(EXPORTED);
  });

  it("says what goes and what stays for a business, and waits for the word", async () => {
    const user = userEvent.setup({ delay: null });
    stubApi({ [PROFILE]: ok(profile) });
    renderProfile();
    const dialog = await openDeletion(user);
    for (const line of PRIVACY_COPY.vendorRemoved) expect(within(dialog).getByText(line)).toBeTruthy();
    expect(within(dialog).queryByText(PRIVACY_COPY.removed[0])).toBeNull();
    expect(within(dialog).getByText(/^Your identity documents, encrypted.*Erased on/)).toBeTruthy();
    expect(within(dialog).getByText(/^Your business's terms/)).toBeTruthy();
    const remove = within(dialog).getByRole("button", { name: PRIVACY_COPY.confirmDelete }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
    await user.type(within(dialog).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel }), "Delete");
    expect(remove.disabled).toBe(false);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the open work that holds the deletion up (409), and the vendor stays", async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = privacyMessageFor.openWork("vendor", { bookings: 1, requests: 2, quotes: 0 });
    stubApi({ [PROFILE]: ok(profile), [DELETE]: fail(409, refusal, "ACCOUNT_HAS_OPEN_WORK") });
    renderProfile();
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel }), "DELETE");
    await user.click(within(dialog).getByRole("button", { name: PRIVACY_COPY.confirmDelete }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(screen.queryByTestId("landed")).toBeNull();
  });

  it("deletes the account and goes home saying so, without reading the profile again", async () => {
    const user = userEvent.setup({ delay: null });
    const fetchMock = stubApi({
      [PROFILE]: ok(profile),
      [DELETE]: ok({ deleted: true, sessionsEnded: 1, kept: [] }),
    });
    renderProfile();
    const dialog = await openDeletion(user);
    await user.type(within(dialog).getByRole("textbox", { name: PRIVACY_COPY.confirmLabel }), "DELETE");
    await user.click(within(dialog).getByRole("button", { name: PRIVACY_COPY.confirmDelete }));
    expect((await screen.findByTestId("landed")).textContent).toBe(`/ | ${PRIVACY_COPY.deleted}`);
    expect(bodiesSent(fetchMock, DELETE)).toEqual([{ confirm: "DELETE" }]);
    // The layout's read would have answered 401 and sent the vendor to sign in.
    expect(callsMade(fetchMock).filter((call) => call === PROFILE)).toHaveLength(1);
  });

  it("still submits the profile, named by its intent", async () => {
    const user = userEvent.setup({ delay: null });
    const draft = testProfile({ sections: completeSections, missingSections: [] });
    const fetchMock = stubApi({ [PROFILE]: [ok(draft), ok(profile)], "POST /api/vendor/profile/submit": ok(profile) });
    renderProfile();
    await user.click(await screen.findByRole("button", { name: "Submit profile" }));
    expect(await screen.findByText(/Profile submitted\./)).toBeTruthy();
    expect(callsMade(fetchMock).filter((call) => call === PROFILE)).toHaveLength(2);
  });
});
