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

/** The SMS an invitation sends to the phone invited, with the business's name: what the vendors and operations modules are given. */
export type InviteDrafts = (invite: InviteFacts, businessName: string) => OutboxDraft[];

/** The invitations' SMS, each to the phone invited, in the owner's or a member's wording, linking this site's vendor sign-in. */
export function vendorInviteDrafts(publicOrigin: string): InviteDrafts {
  const link = `${publicOrigin}${pagePaths.vendorLogin()}`;
  return (invite, businessName) => {
    const template = invite.role === "owner" ? "vendor_owner_invite_sms" : "vendor_member_invite_sms";
    const { channel, subject, text, variables } = renderNotification(template, { business: businessName, link });
    return [{ eventKey: `vendor-invite:${invite.id}`, channel, recipient: invite.phone, template, variables, subject, text }];
  };
}
