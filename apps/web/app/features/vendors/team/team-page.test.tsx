import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VendorTeam } from "@utsav/domain";
import { MESSAGES, VENDOR_TEAM_COPY, VENDOR_TEAM_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { findDialog } from "../../../../test/dialog";
import { renderRoute } from "../../../../test/route-stub";
import VendorTeamRoute, { clientAction, ErrorBoundary, loader, shouldRevalidate } from "../../../routes/vendor/team";

// The Team page the way a vendor meets it (docs/decisions/0033): the route's loader reads the team, its clientAction
// calls the API from the browser (stubbed at fetch); a change shows the team the API answered, without reading it
// again; a refusal has it read again.

afterEach(() => vi.unstubAllGlobals());

const GET = "GET /api/vendor/team";
const owner = {
  userId: "u_owner",
  fullName: "Asha Rao",
  phone: "+919845012345",
  role: "owner" as const,
  joinedAt: "2026-01-02T06:30:00.000Z",
};
const member = {
  userId: "u_member",
  fullName: "Ravi Kumar",
  phone: "+919900112233",
  role: "member" as const,
  joinedAt: "2026-02-03T06:30:00.000Z",
};
const invite = { id: "vi_1", phone: "+919812345678", role: "member" as const, createdAt: "2026-03-04T06:30:00.000Z" };

function team(overrides: Partial<VendorTeam> = {}): VendorTeam {
  return {
    role: "owner",
    canManage: true,
    maxMembers: 5,
    members: [
      { ...owner, isYou: true },
      { ...member, isYou: false },
    ],
    invites: [invite],
    ...overrides,
  };
}

async function renderTeam() {
  renderRoute({
    path: "/vendor/team",
    entry: "/vendor/team",
    Component: VendorTeamRoute,
    loader,
    action: clientAction,
    ErrorBoundary,
    shouldRevalidate,
  });
  await screen.findByRole("heading", { level: 1, name: VENDOR_TEAM_COPY.title });
  return userEvent.setup({ delay: null });
}

describe("the Team page", () => {
  it("lists the members and invitations, checks the phone by the domain's rule, then invites it", async () => {
    const invited = team({ invites: [invite, { ...invite, id: "vi_2", phone: "+919876543210" }] });
    const api = stubApi({ [GET]: ok(team()), "POST /api/vendor/team/invites": ok(invited) });
    const user = await renderTeam();
    const members = within(screen.getByRole("region", { name: VENDOR_TEAM_COPY.membersTitle }));
    expect(members.getByText("Asha Rao")).toBeTruthy();
    expect(members.getByText("+91 99001 12233")).toBeTruthy();
    // No Remove for the owner; one for the member.
    expect(members.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([VENDOR_TEAM_COPY.removeLabel("Ravi Kumar")]);
    expect(screen.getByText(VENDOR_TEAM_COPY.limit(2, 5))).toBeTruthy();

    const phone = screen.getByRole("textbox", { name: new RegExp(VENDOR_TEAM_COPY.phoneLabel) });
    await user.type(phone, "12345");
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.addButton }));
    expect(await screen.findByText(MESSAGES.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(phone);
    expect(callsMade(api)).toEqual([GET]);

    await user.clear(phone);
    await user.type(phone, "98765 43210");
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.addButton }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.invited("+91 98765 43210"))).toBeTruthy();
    // The phone field keeps the number's 10 digits as typed with spaces (shared/lib/forms/phone-input.ts).
    expect(bodiesSent(api, "POST /api/vendor/team/invites")).toEqual([{ phoneNumber: "9876543210" }]);
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/invites"]);
    // The team as the API answered it (not read again), and an empty form for the next number.
    expect(within(screen.getByRole("region", { name: VENDOR_TEAM_COPY.invitesTitle })).getByText("+91 98765 43210")).toBeTruthy();
    expect(screen.getByText(VENDOR_TEAM_COPY.limit(3, 5))).toBeTruthy();
    expect((screen.getByRole("textbox", { name: new RegExp(VENDOR_TEAM_COPY.phoneLabel) }) as HTMLInputElement).value).toBe("");
  });

  it("counts the places against the most the API says, not a number of its own", async () => {
    stubApi({ [GET]: ok(team({ maxMembers: 8 })) });
    await renderTeam();
    expect(screen.getByText(VENDOR_TEAM_COPY.limit(2, 8))).toBeTruthy();
  });

  it("shows the API's refusal above the button, keeps the number typed, and reads the team again", async () => {
    const api = stubApi({
      [GET]: ok(team()),
      "POST /api/vendor/team/invites": fail(409, VENDOR_TEAM_MESSAGES.runsAnotherBusiness, "RUNS_ANOTHER_BUSINESS"),
    });
    const user = await renderTeam();
    const phone = screen.getByRole("textbox", { name: new RegExp(VENDOR_TEAM_COPY.phoneLabel) });
    await user.type(phone, "9876543210");
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.addButton }));
    expect((await screen.findByRole("alert")).textContent).toContain(VENDOR_TEAM_MESSAGES.runsAnotherBusiness);
    expect((phone as HTMLInputElement).value).toBe("9876543210");
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/invites", GET]);
  });

  it("revokes an invitation with one button", async () => {
    const api = stubApi({ [GET]: ok(team()), "POST /api/vendor/team/invites/vi_1/revoke": ok(team({ invites: [] })) });
    const user = await renderTeam();
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.revokeLabel("+91 98123 45678") }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.revoked("+91 98123 45678"))).toBeTruthy();
    expect(screen.getByText(VENDOR_TEAM_COPY.noInvites)).toBeTruthy();
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/invites/vi_1/revoke"]);
  });

  it("asks before removing a member, and keeps them when the owner thinks again, the focus back on Remove", async () => {
    const alone = team({ members: [{ ...owner, isYou: true }] });
    const api = stubApi({ [GET]: ok(team()), "POST /api/vendor/team/members/u_member/remove": ok(alone) });
    const user = await renderTeam();
    const remove = screen.getByRole("button", { name: VENDOR_TEAM_COPY.removeLabel("Ravi Kumar") });
    await user.click(remove);
    let dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    expect(dialog.getByText(VENDOR_TEAM_COPY.removeQuestion("Ravi Kumar"))).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(callsMade(api)).toEqual([GET]);

    await user.click(remove);
    dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.removeConfirm }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.removed("Ravi Kumar"))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("Ravi Kumar")).toBeNull();
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/members/u_member/remove"]);
    // Their Remove has gone with them: the focus goes to the page's heading, not to the body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: VENDOR_TEAM_COPY.title })));
  });

  it("says only the last act: a removal after an invitation says the removal", async () => {
    const invited = team({ invites: [invite, { ...invite, id: "vi_2", phone: "+919876543210" }] });
    const alone = { ...invited, members: [{ ...owner, isYou: true }] };
    stubApi({
      [GET]: ok(team()),
      "POST /api/vendor/team/invites": ok(invited),
      "POST /api/vendor/team/members/u_member/remove": ok(alone),
    });
    const user = await renderTeam();
    await user.type(screen.getByRole("textbox", { name: new RegExp(VENDOR_TEAM_COPY.phoneLabel) }), "9876543210");
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.addButton }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.invited("+91 98765 43210"))).toBeTruthy();

    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.removeLabel("Ravi Kumar") }));
    const dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.removeConfirm }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.removed("Ravi Kumar"))).toBeTruthy();
    expect(screen.queryByText(VENDOR_TEAM_COPY.invited("+91 98765 43210"))).toBeNull();
    // The invitation sent before stays in the team the API answered.
    expect(within(screen.getByRole("region", { name: VENDOR_TEAM_COPY.invitesTitle })).getByText("+91 98765 43210")).toBeTruthy();
  });

  it("shows a refused removal in the dialog, not on the page, and opens again without it", async () => {
    const refusal = VENDOR_TEAM_MESSAGES.ownerNotRemovable;
    stubApi({ [GET]: ok(team()), "POST /api/vendor/team/members/u_member/remove": fail(409, refusal, "OWNER_NOT_REMOVABLE") });
    const user = await renderTeam();
    const remove = screen.getByRole("button", { name: VENDOR_TEAM_COPY.removeLabel("Ravi Kumar") });
    await user.click(remove);
    let dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.removeConfirm }));
    expect((await dialog.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.getAllByText(refusal)).toHaveLength(1);

    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText(refusal)).toBeNull();
    await user.click(remove);
    dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    expect(dialog.queryByRole("alert")).toBeNull();
  });

  it("shows a member the team without the controls", async () => {
    stubApi({
      [GET]: ok(
        team({
          role: "member",
          canManage: false,
          members: [
            { ...owner, phone: "+91 XXXXX X2345", isYou: false },
            { ...member, isYou: true },
          ],
          invites: [{ ...invite, phone: "+91 XXXXX X5678" }],
        }),
      ),
    });
    await renderTeam();
    expect(screen.getByText(VENDOR_TEAM_COPY.membersOnly)).toBeTruthy();
    expect(screen.getByText("+91 XXXXX X2345")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
