import { inviteTeamMember } from "@utsav/api-client/vendor/team/invite-team-member";
import { removeTeamMember } from "@utsav/api-client/vendor/team/remove-team-member";
import { revokeTeamInvite } from "@utsav/api-client/vendor/team/revoke-team-invite";
import type { EnvelopeResult } from "@utsav/api-client/core/envelope";
import { thrownMessage } from "@utsav/api-client/core/errors";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import { formatPhoneDisplay, normalizeIndianMobile, VENDOR_TEAM_COPY } from "@utsav/domain/client";
import type { VendorTeam } from "@utsav/domain";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";

// The owner's changes to the team (docs/decisions/0033): the Team page's form, buttons and dialog each send one, named
// by its intent, to the route's clientAction, which calls the API from the browser (docs/decisions/0030). The API
// decides who may (403 for a member) and answers the team as the change left it, which the page shows without reading
// it again; a refusal has the page read again.

/** What the Team page sends: the act and what it needs, with the words its confirmation names. */
export type TeamAct =
  | { intent: "invite"; phoneNumber: string }
  | { intent: "revoke"; id: string; phone: string }
  | { intent: "remove"; id: string; name: string };

export type TeamIntent = TeamAct["intent"];

/** What the page's action answered: which act is done, what to say and the team it left, or why it was refused. */
export type TeamActResult = { done: TeamIntent; message: string; team: VendorTeam } | { error: string; intent?: TeamIntent } | undefined;

/** Whether the action's answer is a change the API took, carrying the team as it left it. */
export function isTeamChanged(result: unknown): result is Extract<TeamActResult, { done: TeamIntent }> {
  return typeof result === "object" && result !== null && "done" in result && "team" in result;
}

type Act = (api: ApiTransport, body: SubmittedBody) => Promise<EnvelopeResult<VendorTeam>>;

/** A number as the page shows it: '+91 98765 43210' whatever way it was typed. */
const shown = (entry: string) => formatPhoneDisplay(normalizeIndianMobile(entry) ?? entry);

const ACTS: Record<TeamIntent, { call: Act; said: (body: SubmittedBody) => string }> = {
  invite: {
    call: (api, body) => inviteTeamMember(api, { phoneNumber: body.text("phoneNumber") }),
    said: (body) => VENDOR_TEAM_COPY.invited(shown(body.text("phoneNumber"))),
  },
  revoke: {
    call: (api, body) => revokeTeamInvite(api, body.text("id")),
    said: (body) => VENDOR_TEAM_COPY.revoked(shown(body.text("phone"))),
  },
  remove: {
    call: (api, body) => removeTeamMember(api, body.text("id")),
    said: (body) => VENDOR_TEAM_COPY.removed(body.text("name")),
  },
};

const isIntent = (value: string): value is TeamIntent => Object.hasOwn(ACTS, value);

/** Runs the act the page sent; one it does not know is refused without asking the API. */
export async function runTeamAct(api: ApiTransport, body: SubmittedBody): Promise<TeamActResult> {
  const intent = body.text("intent");
  if (!isIntent(intent)) return { error: VENDOR_TEAM_COPY.failed };
  try {
    const result = await ACTS[intent].call(api, body);
    return result.ok
      ? { done: intent, message: ACTS[intent].said(body), team: result.data }
      : { error: result.errorMessage ?? VENDOR_TEAM_COPY.failed, intent };
  } catch (error) {
    return { error: thrownMessage(error, VENDOR_TEAM_COPY.failed), intent };
  }
}
