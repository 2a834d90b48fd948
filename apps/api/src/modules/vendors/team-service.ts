import { API_MESSAGES, canManageTeam, maskedPhone, REVIEW_MESSAGES, VENDOR_TEAM_MAX_MEMBERS, VENDOR_TEAM_MESSAGES } from "@utsav/domain";
import type { VendorTeam } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { RateLimiter } from "../../platform/rate-limiter.ts";
import type { VendorContext, VendorMembership } from "../../platform/vendor-context.ts";
import type { InviteDrafts } from "../notifications/index.ts";
import { VendorChangeLog } from "./change-log-repository.ts";
import type { VendorTeamJoins } from "./team-join-repository.ts";
import type { InviteConflict, VendorTeamRepository } from "./team-repository.ts";

// A business's team (docs/decisions/0033): who acts for which business and as whom (vendorOf, asked by every vendor
// request), and the owner's changes to the team. Only the owner changes it (403 for a member, OWASP ASVS 5.0 V8.2: the
// server decides what a role may do, from the role vendorOf put in the request's VendorContext); every change is in the
// vendor's change history, and an invited phone is sent an SMS, a few a day at most (RATE_LIMITS.vendorInvite).

/** How many owners' businesses are remembered (the oldest is forgotten first). */
const OWNER_OF_USER_MAX = 10_000;

/**
 * Why an invitation was refused, as operators are told it: whether a number runs another business included. An owner
 * is told less (ownerInviteRefusal).
 */
export function inviteRefusal(conflict: InviteConflict, vendorId: string): HttpError {
  switch (conflict) {
    case "missing":
      return new HttpError(404, REVIEW_MESSAGES.vendorNotFound(vendorId), "VENDOR_NOT_FOUND");
    case "own_number":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.ownNumber, "OWN_NUMBER");
    case "already_member":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.alreadyInTeam, "ALREADY_IN_TEAM");
    case "runs_another":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.runsAnotherBusiness, "RUNS_ANOTHER_BUSINESS");
    case "already_invited":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.alreadyInvited, "ALREADY_INVITED");
    case "team_full":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.teamFull, "TEAM_FULL");
    case "has_owner":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.hasOwner, "VENDOR_HAS_OWNER");
    case "owner_pending":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.ownerInvitePending, "OWNER_INVITE_PENDING");
    case "not_catalogue":
      return new HttpError(409, VENDOR_TEAM_MESSAGES.notCatalogue, "NOT_A_CATALOGUE_VENDOR");
  }
}

/**
 * Why an invitation to the team was refused, as its owner is told it: a number that runs another business is refused
 * in the words of any other number that cannot be added, so an owner cannot learn who runs a business on Utsav (DPDP Act
 * 2023 s.8(5), OWASP ASVS 5.0 V8.2.2). Operators are told why (inviteRefusal).
 */
function ownerInviteRefusal(conflict: InviteConflict, vendorId: string): HttpError {
  if (conflict === "runs_another") return new HttpError(409, VENDOR_TEAM_MESSAGES.numberNotAddable, "INVITE_REFUSED");
  return inviteRefusal(conflict, vendorId);
}

export class VendorTeamService {
  /**
   * Owners' businesses: an owner's never changes while the account lives, and every vendor request asks. A member's is
   * read each time, so that removing them ends their access in every process at once.
   */
  private readonly ownerOfUser = new Map<string, string>();

  constructor(
    private readonly team: VendorTeamRepository,
    private readonly joins: VendorTeamJoins,
    private readonly inviteDrafts: InviteDrafts,
    private readonly rateLimiter: Pick<RateLimiter, "count">,
  ) {}

  /**
   * The business a vendor account acts for and its role there; an open invitation for its phone is accepted first when
   * it has none (decision 0033). 409 until the account has onboarded or joined one (POST /vendor/profile/onboard).
   */
  async vendorOf(userId: string): Promise<VendorMembership> {
    const known = this.ownerOfUser.get(userId);
    if (known) return { vendorId: known, role: "owner" };
    const membership = (await this.team.membership(userId)) ?? (await this.joins.accept(userId));
    if (!membership) throw new HttpError(409, API_MESSAGES.onboardFirst, "NOT_ONBOARDED");
    if (membership.role === "owner") {
      const oldest = this.ownerOfUser.keys().next();
      if (this.ownerOfUser.size >= OWNER_OF_USER_MAX && !oldest.done) this.ownerOfUser.delete(oldest.value);
      this.ownerOfUser.set(userId, membership.vendorId);
    }
    return membership;
  }

  /** 403 unless the signed-in account owns the business. */
  private requireOwner(vendor: VendorContext): void {
    if (!canManageTeam(vendor.role)) throw new HttpError(403, VENDOR_TEAM_MESSAGES.ownersOnly, "OWNER_ONLY");
  }

  /**
   * The team as the signed-in account sees it: the owner sees every number in full, to manage the team; a member sees
   * their own and only the last four digits of the others' (DPDP Act 2023: no more than the purpose needs).
   */
  async view(vendor: VendorContext): Promise<VendorTeam> {
    const { role } = vendor;
    const manage = canManageTeam(role);
    const [members, invites] = await Promise.all([this.team.members(vendor.vendorId), this.team.openInvites(vendor.vendorId, "member")]);
    return {
      role,
      canManage: manage,
      maxMembers: VENDOR_TEAM_MAX_MEMBERS,
      members: members.map((member) => ({
        userId: member.userId,
        fullName: member.fullName,
        phone: manage || member.userId === vendor.userId ? member.phone : maskedPhone(member.phone),
        role: member.role,
        joinedAt: member.joinedAt.toISOString(),
        isYou: member.userId === vendor.userId,
      })),
      invites: invites.map((invite) => ({
        id: invite.id,
        phone: manage ? invite.phone : maskedPhone(invite.phone),
        role: "member" as const,
        createdAt: invite.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Invites a phone to the team (owner only): 409 when it is in a team already, invited, or the team is full; 429 past
   * the invitations a number or a business may have in a day, refused ones counted.
   */
  async invite(vendor: VendorContext, phone: string): Promise<VendorTeam> {
    this.requireOwner(vendor);
    await this.rateLimiter.count("vendorInvite", { phones: [phone], vendor: vendor.vendorId });
    const result = await this.team.invite(
      { vendorId: vendor.vendorId, phone, role: "member", invitedBy: vendor.userId, maxMembers: VENDOR_TEAM_MAX_MEMBERS },
      {
        history: (tx, invite) => [
          VendorChangeLog.insertion(tx, vendor, {
            kind: "team.invited",
            target: invite.id,
            fields: ["phone", "role"],
            before: {},
            after: { phone: maskedPhone(invite.phone), role: "member" },
          }),
        ],
        messages: this.inviteDrafts,
      },
    );
    if ("conflict" in result) throw ownerInviteRefusal(result.conflict, vendor.vendorId);
    return this.view(vendor);
  }

  /** Revokes an open invitation to the team (owner only); 404 for another business's or one no longer open. */
  async revoke(vendor: VendorContext, inviteId: string): Promise<VendorTeam> {
    this.requireOwner(vendor);
    const revoked = await this.team.revoke(vendor.vendorId, inviteId, "member", (tx, invite) => [
      VendorChangeLog.insertion(tx, vendor, {
        kind: "team.invite_revoked",
        target: invite.id,
        fields: ["phone"],
        before: { phone: maskedPhone(invite.phone) },
        after: {},
      }),
    ]);
    if (!revoked) throw new HttpError(404, VENDOR_TEAM_MESSAGES.inviteNotFound(inviteId), "INVITE_NOT_FOUND");
    return this.view(vendor);
  }

  /**
   * Removes a member (owner only) and signs them out everywhere; 404 for someone not in the business, 409 for the
   * owner, who is never removed.
   */
  async remove(vendor: VendorContext, userId: string): Promise<VendorTeam> {
    this.requireOwner(vendor);
    const removed = await this.team.remove(vendor.vendorId, userId, (tx, member) => [
      VendorChangeLog.insertion(tx, vendor, {
        kind: "team.removed",
        target: member.userId,
        fields: ["role", "phone"],
        before: { role: member.role, phone: maskedPhone(member.phone) },
        after: {},
      }),
    ]);
    if (removed === null) throw new HttpError(404, VENDOR_TEAM_MESSAGES.memberNotFound(userId), "MEMBER_NOT_FOUND");
    if (removed === "owner") throw new HttpError(409, VENDOR_TEAM_MESSAGES.ownerNotRemovable, "OWNER_NOT_REMOVABLE");
    return this.view(vendor);
  }
}
