import { maskedPhone, VENDOR_TEAM_MESSAGES } from "@utsav/domain";
import type { VendorOwner } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import { AuditRepository } from "../../platform/audit-repository.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import type { InviteDrafts } from "../notifications/index.ts";
import { inviteRefusal } from "../vendors/index.ts";
import type { VendorTeamRepository } from "../vendors/index.ts";
import type { Operator } from "./vendor-review-service.ts";

// Linking a business to its owner (docs/decisions/0033): operators invite the owner's phone for a business that has
// none (a catalogue vendor), or revoke the invitation; whoever signs in at /vendor/login with that number becomes the
// owner. Each act is written to the audit log with the invitation, in one transaction, the number masked (OWASP ASVS
// 5.0 V16.2: what, who, when, from where; DPDP Act 2023: the log keeps no more of the number than it needs). Its SMS
// counts against the same daily limits as an owner's invitations (RATE_LIMITS.vendorInvite).

export class VendorOwnerService {
  constructor(
    private readonly team: VendorTeamRepository,
    private readonly drafts: InviteDrafts,
    private readonly rateLimiter: Pick<RateLimiter, "count">,
  ) {}

  /** Who runs the business, or the invitation to its owner waiting; operators see the numbers in full. */
  async ownerOf(vendorId: string): Promise<VendorOwner> {
    const [owner, invites] = await Promise.all([this.team.owner(vendorId), this.team.openInvites(vendorId, "owner")]);
    const invite = invites[0];
    return {
      owner: owner ? { userId: owner.userId, fullName: owner.fullName, phone: owner.phone, linkedAt: owner.joinedAt.toISOString() } : null,
      invite: invite ? { id: invite.id, phone: invite.phone, createdAt: invite.createdAt.toISOString() } : null,
    };
  }

  /**
   * Invites a phone to own a business with none: 404 for no such business; 409 when it has an owner or an invitation
   * waiting, or the number runs another business; 429 past the invitations a number or a business may have in a day.
   */
  async invite(operator: Operator, vendorId: string, phone: string): Promise<VendorOwner> {
    await this.rateLimiter.count("vendorInvite", { phones: [phone], vendor: vendorId });
    const result = await this.team.invite(
      { vendorId, phone, role: "owner", invitedBy: operator.userId },
      {
        history: (tx, invite) => [
          AuditRepository.insertion(tx, {
            actorId: operator.userId,
            actorName: operator.name,
            action: "vendor.owner_invited",
            vendorId,
            target: invite.id,
            detail: { phone: maskedPhone(invite.phone) },
            clientAddress: operator.clientAddress,
          }),
        ],
        messages: this.drafts,
      },
    );
    if ("conflict" in result) throw inviteRefusal(result.conflict, vendorId);
    return this.ownerOf(vendorId);
  }

  /** Revokes the invitation to a business's owner; 404 for another business's invitation or one no longer waiting. */
  async revoke(operator: Operator, vendorId: string, inviteId: string): Promise<VendorOwner> {
    const revoked = await this.team.revoke(vendorId, inviteId, "owner", (tx, invite) => [
      AuditRepository.insertion(tx, {
        actorId: operator.userId,
        actorName: operator.name,
        action: "vendor.owner_invite_revoked",
        vendorId,
        target: invite.id,
        detail: { phone: maskedPhone(invite.phone) },
        clientAddress: operator.clientAddress,
      }),
    ]);
    if (!revoked) {
      if (!(await this.team.vendorExists(vendorId))) throw inviteRefusal("missing", vendorId);
      throw new HttpError(404, VENDOR_TEAM_MESSAGES.inviteNotFound(inviteId), "INVITE_NOT_FOUND");
    }
    return this.ownerOf(vendorId);
  }
}
