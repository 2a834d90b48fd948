import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OperatorVendorDetail, VendorOwner } from "@utsav/domain";
import { CONSOLE_FORM_MESSAGES, formatDay, MESSAGES, VENDOR_OWNER_COPY, VENDOR_TEAM_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../test/api-stub";
import OpsVendorRoute, { clientAction, shouldRevalidate } from "../../routes/ops/vendor";
import { waitingVendor } from "./test-vendor";

// The console's Owner section on a vendor's page (docs/decisions/0033), through the page's route: the form that invites
// a catalogue vendor's owner, the invitation waiting with its Revoke, and the owner once linked.

afterEach(() => vi.unstubAllGlobals());

const catalogueVendor = (owner: VendorOwner): OperatorVendorDetail => ({
  ...waitingVendor,
  id: "jaya-studio",
  name: "Jaya Studio Spaces",
  reviewState: "approved",
  catalogue: owner.owner === null,
  owner,
});
const waiting: VendorOwner = { owner: null, invite: { id: "vi_1", phone: "+919000000101", createdAt: "2026-03-04T06:30:00.000Z" } };
const linked: VendorOwner = {
  owner: { userId: "u_1", fullName: "Jaya Rao", phone: "+919000000101", linkedAt: "2026-03-05T06:30:00.000Z" },
  invite: null,
};

async function renderVendor(answers: OperatorVendorDetail[]) {
  let turn = 0;
  const loader = vi.fn(() => answers[Math.min(turn++, answers.length - 1)]!);
  const Stub = createRoutesStub([
    {
      path: "/ops/vendors/:id",
      Component: OpsVendorRoute as never,
      loader,
      action: clientAction as never,
      shouldRevalidate,
      HydrateFallback: () => null,
    },
  ]);
  render(<Stub initialEntries={["/ops/vendors/jaya-studio"]} />);
  await screen.findByRole("heading", { level: 1, name: "Jaya Studio Spaces" });
  return { user: userEvent.setup({ delay: null }), section: within(screen.getByRole("region", { name: VENDOR_OWNER_COPY.title })) };
}

describe("the Owner section of a vendor's page", () => {
  it("checks the owner's phone by the domain's rule, then invites it and shows the invitation waiting", async () => {
    const api = stubApi({ "POST /api/operator/vendors/jaya-studio/owner-invites": ok(waiting) });
    const { user, section } = await renderVendor([catalogueVendor({ owner: null, invite: null }), catalogueVendor(waiting)]);
    expect(section.getByText(VENDOR_OWNER_COPY.noOwner)).toBeTruthy();
    const phone = section.getByRole("textbox", { name: VENDOR_OWNER_COPY.phoneLabel });
    await user.type(phone, "123");
    await user.click(section.getByRole("button", { name: VENDOR_OWNER_COPY.invite }));
    expect(await section.findByText(MESSAGES.phoneInvalid)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, "90000 00101");
    await user.click(section.getByRole("button", { name: VENDOR_OWNER_COPY.invite }));
    expect(await screen.findByText(VENDOR_OWNER_COPY.invited("+91 90000 00101"))).toBeTruthy();
    // The phone field keeps the number's 10 digits as typed with spaces (shared/lib/forms/phone-input.ts).
    expect(bodiesSent(api, "POST /api/operator/vendors/jaya-studio/owner-invites")).toEqual([{ phoneNumber: "9000000101" }]);
    const owner = within(screen.getByRole("region", { name: VENDOR_OWNER_COPY.title }));
    expect(owner.getByText(VENDOR_OWNER_COPY.invitePending("+91 90000 00101", formatDay(waiting.invite!.createdAt)))).toBeTruthy();
    expect(owner.queryByRole("textbox")).toBeNull();
  });

  it("says under the field, in the console's words, that the owner's number is missing", async () => {
    const api = stubApi();
    const { user, section } = await renderVendor([catalogueVendor({ owner: null, invite: null })]);
    await user.click(section.getByRole("button", { name: VENDOR_OWNER_COPY.invite }));
    expect(await section.findByText(CONSOLE_FORM_MESSAGES.ownerPhoneRequired)).toBeTruthy();
    const phone = section.getByRole("textbox", { name: VENDOR_OWNER_COPY.phoneLabel });
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(phone);
    expect(api).not.toHaveBeenCalled();
  });

  it("says why an invitation was refused", async () => {
    stubApi({ "POST /api/operator/vendors/jaya-studio/owner-invites": fail(409, VENDOR_TEAM_MESSAGES.runsAnotherBusiness) });
    const { user, section } = await renderVendor([catalogueVendor({ owner: null, invite: null })]);
    await user.type(section.getByRole("textbox", { name: VENDOR_OWNER_COPY.phoneLabel }), "9812345678");
    await user.click(section.getByRole("button", { name: VENDOR_OWNER_COPY.invite }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe(VENDOR_TEAM_MESSAGES.runsAnotherBusiness));
  });

  it("revokes the invitation waiting, and shows the owner once linked", async () => {
    const api = stubApi({ "POST /api/operator/vendors/jaya-studio/owner-invites/vi_1/revoke": ok({ owner: null, invite: null }) });
    const { user, section } = await renderVendor([catalogueVendor(waiting), catalogueVendor({ owner: null, invite: null })]);
    await user.click(section.getByRole("button", { name: VENDOR_OWNER_COPY.revoke }));
    expect(await screen.findByText(VENDOR_OWNER_COPY.revoked)).toBeTruthy();
    expect(callsMade(api)).toEqual(["POST /api/operator/vendors/jaya-studio/owner-invites/vi_1/revoke"]);
    expect(screen.getByText(VENDOR_OWNER_COPY.noOwner)).toBeTruthy();
  });

  it("names the linked owner, with nothing to act on", async () => {
    stubApi({});
    const { section } = await renderVendor([catalogueVendor(linked)]);
    expect(section.getByText(/Run by Jaya Rao \(\+91 90000 00101\)/)).toBeTruthy();
    expect(section.queryByRole("button")).toBeNull();
  });
});
