import { and, asc, eq, ne, sql } from "drizzle-orm";
import { OFFERING_STATUS } from "@utsav/domain";
import { offerings, uniqueViolation, users, vendorInvites, vendorMembers, vendorProfiles, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { recordChange } from "../../platform/outbox/record-change.ts";
import type { VendorMembership } from "../../platform/vendor-context.ts";
import { TermsRepository } from "../terms/index.ts";
import { catalogueSections } from "./catalogue-sections.ts";
import { VendorChangeLog } from "./change-log-repository.ts";
import { isOpen, roleOf, VendorTeamRepository } from "./team-repository.ts";

// Joining a business (docs/decisions/0033): a vendor account whose phone has an open invitation accepts it at its first
// vendor request after signing in. One transaction writes the membership, marks the invitation accepted and records the
// change; an owner's also links the business to the account (vendors.owner_user_id) and gives it a profile filled from
// the storefront, submitted, with its documents counted as approved: a catalogue vendor holds its licences outside the
// product (docs/decisions/0022, "Documents follow what is sold").

/** How many of a phone's open invitations one sign-in looks at: more is a mistake of the people who invited it. */
const INVITES_LOOKED_AT = 10;

type VendorRow = typeof vendors.$inferSelect;

export class VendorTeamJoins {
  constructor(private readonly db: Db) {}

  /**
   * Accepts the oldest open invitation for the account's phone (an owner's before a member's) and answers the account's
   * business; null when there is none to accept. An account already in a business keeps it. Two acceptances at once
   * (two requests of the account, or two accounts for one business) meet at the business's row lock and the unique
   * keys of vendor_members, vendor_profiles and vendors.owner_user_id: the second finds the business taken and answers
   * what the first left.
   */
  async accept(userId: string): Promise<VendorMembership | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const team = new VendorTeamRepository(tx);
        const [account] = await tx
          .select({ phone: users.phone, userType: users.userType, deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId));
        if (!account || account.userType !== "vendor" || account.deletedAt) return null;
        const candidates = await tx
          .select({ id: vendorInvites.id, vendorId: vendorInvites.vendorId })
          .from(vendorInvites)
          .where(and(eq(vendorInvites.phone, account.phone), isOpen))
          .orderBy(sql`${vendorInvites.role} = 'owner' desc`, asc(vendorInvites.createdAt), asc(vendorInvites.id))
          .limit(INVITES_LOOKED_AT);
        for (const candidate of candidates) {
          const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, candidate.vendorId)).for("update");
          const [invite] = await tx
            .select()
            .from(vendorInvites)
            .where(and(eq(vendorInvites.id, candidate.id), isOpen))
            .for("update");
          // Read again under the lock: a request of the same account may have joined meanwhile.
          const joined = await team.membership(userId, tx);
          if (joined) return joined;
          if (!vendor || !invite) continue;
          const role = roleOf(invite.role);
          if (role === "owner" && !(await this.linkOwner(tx, vendor, userId, account.phone))) continue;
          await recordChange(tx, {
            row: (write) =>
              write
                .insert(vendorMembers)
                .values({ userId, vendorId: vendor.id, role, addedBy: invite.invitedBy })
                .returning({ userId: vendorMembers.userId }),
            history: () => [
              tx
                .update(vendorInvites)
                .set({ acceptedAt: sql`now()`, acceptedBy: userId })
                .where(eq(vendorInvites.id, invite.id)),
              VendorChangeLog.insertion(
                tx,
                { vendorId: vendor.id, userId, clientAddress: null },
                { kind: "team.joined", target: invite.id, fields: ["role"], before: {}, after: { role } },
              ),
            ],
          });
          return { vendorId: vendor.id, role };
        }
        return team.membership(userId, tx);
      });
    } catch (error) {
      if (uniqueViolation(error) === null) throw error;
      // Another acceptance won: what it left is the answer (the account's business, or none).
      return new VendorTeamRepository(this.db).membership(userId);
    }
  }

  /**
   * Makes the account the business's owner, with a profile filled from what shoppers see of it; false when the business
   * already has one (an owner who onboarded it, or linked meanwhile).
   */
  private async linkOwner(tx: Db, vendor: VendorRow, userId: string, phone: string): Promise<boolean> {
    if (vendor.ownerUserId) return false;
    const [profile] = await tx.select({ userId: vendorProfiles.userId }).from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendor.id));
    if (profile) return false;
    const terms = await new TermsRepository(tx).ofVendor(vendor.id, tx);
    const offered = await tx
      .select({ category: offerings.category, onSale: sql<boolean>`bool_or(${offerings.status} <> ${OFFERING_STATUS.deleted})` })
      .from(offerings)
      .where(eq(offerings.vendorId, vendor.id))
      .groupBy(offerings.category);
    const sections = catalogueSections({ vendor, terms, offered, ownerPhone: phone });
    await tx
      .update(vendors)
      .set({ ownerUserId: userId, updatedAt: sql`now()` })
      .where(eq(vendors.id, vendor.id));
    await tx.insert(vendorProfiles).values({
      userId,
      vendorId: vendor.id,
      state: "submitted",
      sections,
      submittedAt: sql`now()`,
      kycState: "approved",
      kycUpdatedAt: sql`now()`,
    });
    // A business has one owner: the other numbers invited to own it can no longer join as such.
    await tx
      .update(vendorInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(vendorInvites.vendorId, vendor.id), eq(vendorInvites.role, "owner"), ne(vendorInvites.phone, phone), isOpen));
    return true;
  }
}
