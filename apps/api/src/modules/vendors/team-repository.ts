import { VENDORS } from "@utsav/catalogue";
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { VendorMemberRole } from "@utsav/domain";
import { users, vendorInvites, vendorMembers, vendors } from "@utsav/db";
import type { Db } from "@utsav/db";
import { recordChange } from "../../platform/outbox/record-change.ts";
import type { Transaction, Write } from "../../platform/outbox/record-change.ts";
import type { OutboxDraft } from "../../platform/outbox/outbox-repository.ts";
import type { VendorMembership } from "../../platform/vendor-context.ts";
import { AccountRepository } from "../accounts/index.ts";

// The people who run a business and the invitations to join it (docs/decisions/0033): vendor_members (one business per
// account) and vendor_invites (one open invitation per business and phone). Every change locks the business's vendors
// row first, so the checks it makes (the owner, the team's size) hold until it commits, and writes its history and its
// SMS with it (recordChange).

export type InviteRow = typeof vendorInvites.$inferSelect;

/** One person of the team, with their account's name and phone. */
export interface MemberRow extends VendorMembership {
  userId: string;
  fullName: string | null;
  phone: string;
  joinedAt: Date;
}

/** The role stored as text, read back as the domain's union: anything but 'owner' acts as a member. */
export const roleOf = (text: string): VendorMemberRole => (text === "owner" ? "owner" : "member");

/** Why an invitation was refused. */
export type InviteConflict =
  | "missing"
  | "already_member"
  | "own_number"
  | "runs_another"
  | "already_invited"
  | "team_full"
  | "has_owner"
  | "owner_pending"
  | "not_catalogue";

/** What an invitation writes beside its row, drawn from the row and the business's name. */
export interface InviteRecord {
  history: (tx: Transaction, invite: InviteRow) => readonly Write[];
  messages: (invite: InviteRow, businessName: string) => readonly OutboxDraft[];
}

export interface InviteInput {
  vendorId: string;
  phone: string;
  role: VendorMemberRole;
  invitedBy: string;
  /** Members only: the most members besides the owner, open invitations included. */
  maxMembers?: number;
}

/** Open: neither accepted nor revoked. */
/** The catalogue's own businesses: the only ones operators link to an owner. */
const CATALOGUE_VENDOR_KEYS: ReadonlySet<string> = new Set(VENDORS.map((vendor) => vendor.key));

export const isOpen = and(isNull(vendorInvites.acceptedAt), isNull(vendorInvites.revokedAt));

/** Locks the business's row for the rest of the transaction; its name and owner, or null when there is no such business. */
export async function lockVendor(db: Db, vendorId: string) {
  const [row] = await db
    .select({ name: vendors.name, ownerUserId: vendors.ownerUserId, reviewState: vendors.reviewState })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for("update");
  return row ?? null;
}

/** A member as the team's pages read them: the membership and the account's name and phone. */
const MEMBER_COLUMNS = {
  userId: vendorMembers.userId,
  vendorId: vendorMembers.vendorId,
  role: vendorMembers.role,
  joinedAt: vendorMembers.createdAt,
  fullName: users.fullName,
  phone: users.phone,
};

export class VendorTeamRepository {
  constructor(private readonly db: Db) {}

  /** The business an account runs or works for, or null. */
  async membership(userId: string, db: Db = this.db): Promise<VendorMembership | null> {
    const [row] = await db
      .select({ vendorId: vendorMembers.vendorId, role: vendorMembers.role })
      .from(vendorMembers)
      .where(eq(vendorMembers.userId, userId));
    return row ? { vendorId: row.vendorId, role: roleOf(row.role) } : null;
  }

  /** The business's people, the owner first, then by when they joined. */
  async members(vendorId: string): Promise<MemberRow[]> {
    const rows = await this.db
      .select(MEMBER_COLUMNS)
      .from(vendorMembers)
      .innerJoin(users, eq(users.id, vendorMembers.userId))
      .where(eq(vendorMembers.vendorId, vendorId))
      .orderBy(sql`${vendorMembers.role} = 'owner' desc`, asc(vendorMembers.createdAt), asc(vendorMembers.userId));
    return rows.map((row) => ({ ...row, role: roleOf(row.role) }));
  }

  /** The business's open invitations of one role, oldest first. */
  openInvites(vendorId: string, role: VendorMemberRole): Promise<InviteRow[]> {
    return this.db
      .select()
      .from(vendorInvites)
      .where(and(eq(vendorInvites.vendorId, vendorId), eq(vendorInvites.role, role), isOpen))
      .orderBy(asc(vendorInvites.createdAt), asc(vendorInvites.id));
  }

  /** Whether a business of this id exists. */
  async vendorExists(vendorId: string): Promise<boolean> {
    const rows = await this.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
    return rows.length > 0;
  }

  /**
   * Invites a phone to run the business (an owner, by operators) or to join its team (a member, by the owner), with its
   * history and its SMS; or says why not. A number whose vendor account already belongs to a business is refused:
   * an account runs one business.
   */
  async invite(input: InviteInput, record: InviteRecord): Promise<{ invite: InviteRow } | { conflict: InviteConflict }> {
    return this.db.transaction(async (tx) => {
      const vendor = await lockVendor(tx, input.vendorId);
      if (!vendor) return { conflict: "missing" as const };
      const [account] = await tx
        .select({ id: users.id, vendorId: vendorMembers.vendorId })
        .from(users)
        .leftJoin(vendorMembers, eq(vendorMembers.userId, users.id))
        .where(and(eq(users.userType, "vendor"), eq(users.phone, input.phone)));
      if (account?.id === input.invitedBy) return { conflict: "own_number" as const };
      if (account?.vendorId)
        return { conflict: account.vendorId === input.vendorId ? ("already_member" as const) : ("runs_another" as const) };
      const open = await tx
        .select({ phone: vendorInvites.phone, role: vendorInvites.role })
        .from(vendorInvites)
        .where(and(eq(vendorInvites.vendorId, input.vendorId), isOpen));
      if (open.some((invite) => invite.phone === input.phone)) return { conflict: "already_invited" as const };
      if (input.role === "owner") {
        if (vendor.ownerUserId || (await this.ownerRow(tx, input.vendorId))) return { conflict: "has_owner" as const };
        // Only the catalogue's own businesses, live, are linked to an owner: one whose account was deleted (erased,
        // back to draft) or that onboarded by itself is not handed to a new number (docs/decisions/0033).
        if (!CATALOGUE_VENDOR_KEYS.has(input.vendorId) || vendor.reviewState !== "approved") return { conflict: "not_catalogue" as const };
        if (open.some((invite) => invite.role === "owner")) return { conflict: "owner_pending" as const };
      } else {
        const [members] = await tx
          .select({ n: count() })
          .from(vendorMembers)
          .where(and(eq(vendorMembers.vendorId, input.vendorId), ne(vendorMembers.role, "owner")));
        const taken = (members?.n ?? 0) + open.filter((invite) => invite.role !== "owner").length;
        if (taken >= (input.maxMembers ?? Infinity)) return { conflict: "team_full" as const };
      }
      const [invite] = await recordChange(tx, {
        row: (write) =>
          write
            .insert(vendorInvites)
            .values({
              id: `vi_${randomUUID().replace(/-/g, "")}`,
              vendorId: input.vendorId,
              phone: input.phone,
              role: input.role,
              invitedBy: input.invitedBy,
            })
            .returning(),
        history: (row) => record.history(tx, row),
        messages: (row) => record.messages(row, vendor.name),
      });
      if (!invite) throw new Error("the invitation was not written");
      return { invite };
    });
  }

  /** Revokes an open invitation of the business and role, with its history; null when there is none such. */
  async revoke(vendorId: string, inviteId: string, role: VendorMemberRole, history: InviteRecord["history"]): Promise<InviteRow | null> {
    return this.db.transaction(async (tx) => {
      await lockVendor(tx, vendorId);
      const [revoked] = await recordChange(tx, {
        row: (write) =>
          write
            .update(vendorInvites)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(vendorInvites.id, inviteId), eq(vendorInvites.vendorId, vendorId), eq(vendorInvites.role, role), isOpen))
            .returning(),
        history: (row) => history(tx, row),
      });
      return revoked ?? null;
    });
  }

  /**
   * Removes a member from the business and ends every session of theirs, with its history: `history` gets the member's
   * phone. Answers the member removed, "owner" for the owner (never removed), or null when the account is not one of
   * the business's.
   */
  async remove(
    vendorId: string,
    userId: string,
    history: (tx: Transaction, member: MemberRow) => readonly Write[],
  ): Promise<MemberRow | "owner" | null> {
    return this.db.transaction(async (tx) => {
      await lockVendor(tx, vendorId);
      const [row] = await tx
        .select(MEMBER_COLUMNS)
        .from(vendorMembers)
        .innerJoin(users, eq(users.id, vendorMembers.userId))
        .where(and(eq(vendorMembers.userId, userId), eq(vendorMembers.vendorId, vendorId)));
      if (!row) return null;
      const member: MemberRow = { ...row, role: roleOf(row.role) };
      if (member.role === "owner") return "owner" as const;
      await recordChange(tx, {
        row: (write) =>
          write
            .delete(vendorMembers)
            .where(and(eq(vendorMembers.userId, userId), eq(vendorMembers.vendorId, vendorId)))
            .returning({ userId: vendorMembers.userId }),
        history: () => history(tx, member),
      });
      // Signed out everywhere at once (OWASP ASVS 5.0 V7.4.2): no session of theirs acts for the business again.
      await new AccountRepository(tx).revokeUserSessions(userId);
      return member;
    });
  }

  /** The business's owner with their account's name and phone, or null. */
  async owner(vendorId: string): Promise<MemberRow | null> {
    return this.ownerRow(this.db, vendorId);
  }

  private async ownerRow(db: Db, vendorId: string): Promise<MemberRow | null> {
    const [row] = await db
      .select({
        userId: vendorMembers.userId,
        vendorId: vendorMembers.vendorId,
        joinedAt: vendorMembers.createdAt,
        fullName: users.fullName,
        phone: users.phone,
      })
      .from(vendorMembers)
      .innerJoin(users, eq(users.id, vendorMembers.userId))
      .where(and(eq(vendorMembers.vendorId, vendorId), eq(vendorMembers.role, "owner")));
    return row ? { ...row, role: "owner" } : null;
  }
}
