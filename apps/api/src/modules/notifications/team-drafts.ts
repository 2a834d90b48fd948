import { pagePaths, renderNotification } from "@utsav/domain";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";

// The SMS to a phone invited to run a business or to join its team (docs/decisions/0033), queued in the outbox with
// the invitation. It names the business and the vendor sign-in, where signing in with the number joins it.

/** An invitation as the message names it. */
export interface InviteFacts {
  id: string;
  phone: string;
  /** owner | member, as vendor_invites keeps it. */
  role: string;
}

/** The invitation's SMS to the phone invited: the owner's or a member's wording. */
export function vendorInviteDrafts(publicOrigin: string, invite: InviteFacts, businessName: string): OutboxDraft[] {
  const template = invite.role === "owner" ? "vendor_owner_invite_sms" : "vendor_member_invite_sms";
  const { channel, subject, text, variables } = renderNotification(template, {
    business: businessName,
    link: `${publicOrigin}${pagePaths.vendorLogin()}`,
  });
  return [{ eventKey: `vendor-invite:${invite.id}`, channel, recipient: invite.phone, template, variables, subject, text }];
}
