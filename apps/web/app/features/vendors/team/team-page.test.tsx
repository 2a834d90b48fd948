import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { VendorTeam } from "@utsav/domain";
import { MESSAGES, VENDOR_TEAM_COPY, VENDOR_TEAM_MESSAGES } from "@utsav/domain/client";
import { bodiesSent, callsMade, fail, ok, stubApi } from "../../../../test/api-stub";
import { findDialog } from "../../../../test/dialog";
import { renderRoute } from "../../../../test/route-stub";
import VendorTeamRoute, { clientAction, ErrorBoundary, loader } from "../../../routes/vendor/team";

// The Team page the way a vendor meets it (docs/decisions/0033): the route's loader reads the team, its clientAction
// calls the API from the browser (stubbed at fetch), and the team is read again after each change.

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
  renderRoute({ path: "/vendor/team", entry: "/vendor/team", Component: VendorTeamRoute, loader, action: clientAction, ErrorBoundary });
  await screen.findByRole("heading", { level: 1, name: VENDOR_TEAM_COPY.title });
  return userEvent.setup({ delay: null });
}

describe("the Team page", () => {
  it("lists the members and invitations, checks the phone by the domain's rule, then invites it", async () => {
    const invited = team({ invites: [invite, { ...invite, id: "vi_2", phone: "+919876543210" }] });
    const api = stubApi({ [GET]: [ok(team()), ok(invited)], "POST /api/vendor/team/invites": ok(invited) });
    const user = await renderTeam();
    const members = within(screen.getByRole("region", { name: VENDOR_TEAM_COPY.membersTitle }));
    expect(members.getByText("Asha Rao")).toBeTruthy();
    expect(members.getByText("+91 99001 12233")).toBeTruthy();
    // No Remove for the owner; one for the member.
    expect(members.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([VENDOR_TEAM_COPY.removeLabel("Ravi Kumar")]);
    expect(screen.getByText(VENDOR_TEAM_COPY.limit(2))).toBeTruthy();

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
    expect(bodiesSent(api, "POST /api/vendor/team/invites")).toEqual([{ phoneNumber: "98765 43210" }]);
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/invites", GET]);
    // The team as read again, and an empty form for the next number.
    expect(within(screen.getByRole("region", { name: VENDOR_TEAM_COPY.invitesTitle })).getByText("+91 98765 43210")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: new RegExp(VENDOR_TEAM_COPY.phoneLabel) }) as HTMLInputElement).value).toBe("");
  });

  it("shows the API's refusal above the button and keeps the number typed", async () => {
    stubApi({
      [GET]: ok(team()),
      "POST /api/vendor/team/invites": fail(409, VENDOR_TEAM_MESSAGES.runsAnotherBusiness, "RUNS_ANOTHER_BUSINESS"),
    });
    const user = await renderTeam();
    const phone = screen.getByRole("textbox", { name: new RegExp(VENDOR_TEAM_COPY.phoneLabel) });
    await user.type(phone, "9876543210");
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.addButton }));
    expect((await screen.findByRole("alert")).textContent).toContain(VENDOR_TEAM_MESSAGES.runsAnotherBusiness);
    expect((phone as HTMLInputElement).value).toBe("9876543210");
  });

  it("revokes an invitation with one button", async () => {
    const api = stubApi({
      [GET]: [ok(team()), ok(team({ invites: [] }))],
      "POST /api/vendor/team/invites/vi_1/revoke": ok(team({ invites: [] })),
    });
    const user = await renderTeam();
    await user.click(screen.getByRole("button", { name: VENDOR_TEAM_COPY.revokeLabel("+91 98123 45678") }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.revoked("+91 98123 45678"))).toBeTruthy();
    expect(screen.getByText(VENDOR_TEAM_COPY.noInvites)).toBeTruthy();
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/invites/vi_1/revoke", GET]);
  });

  it("asks before removing a member, and keeps them when the owner thinks again", async () => {
    const alone = team({ members: [{ ...owner, isYou: true }] });
    const api = stubApi({ [GET]: [ok(team()), ok(alone)], "POST /api/vendor/team/members/u_member/remove": ok(alone) });
    const user = await renderTeam();
    const remove = screen.getByRole("button", { name: VENDOR_TEAM_COPY.removeLabel("Ravi Kumar") });
    await user.click(remove);
    let dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    expect(dialog.getByText(VENDOR_TEAM_COPY.removeQuestion("Ravi Kumar"))).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.keep }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsMade(api)).toEqual([GET]);

    await user.click(remove);
    dialog = within(await findDialog(VENDOR_TEAM_COPY.removeTitle));
    await user.click(dialog.getByRole("button", { name: VENDOR_TEAM_COPY.removeConfirm }));
    expect(await screen.findByText(VENDOR_TEAM_COPY.removed("Ravi Kumar"))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("Ravi Kumar")).toBeNull();
    expect(callsMade(api)).toEqual([GET, "POST /api/vendor/team/members/u_member/remove", GET]);
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
