import { z } from "zod";
import { phoneNumberSchema } from "../shared/schemas.ts";
import { VENDOR_MEMBER_ROLES } from "./team.ts";

// A business's team (/api/vendor/team) and its owner as operators link it (/api/operator/vendors/{id}/owner-invites),
// docs/decisions/0033.

export const vendorMemberRoleSchema = z.enum(VENDOR_MEMBER_ROLES);

const idSchema = z.string().trim().min(1).max(64);

/** One person who runs the business. */
export const vendorTeamMemberSchema = z.object({
  userId: z.string(),
  fullName: z.string().nullable(),
  /** In full for the owner and for one's own row; a member sees the others' masked (maskedPhone). */
  phone: z.string(),
  role: vendorMemberRoleSchema,
  joinedAt: z.string(),
  /** The signed-in account's own row. */
  isYou: z.boolean(),
});
export type VendorTeamMember = z.infer<typeof vendorTeamMemberSchema>;

/** An invitation not yet accepted nor revoked. */
export const vendorTeamInviteSchema = z.object({
  id: z.string(),
  /** In full for the owner, masked for a member. */
  phone: z.string(),
  role: vendorMemberRoleSchema,
  createdAt: z.string(),
});
export type VendorTeamInvite = z.infer<typeof vendorTeamInviteSchema>;

/** GET /api/vendor/team, and the answer of every change to it. */
export const vendorTeamSchema = z.object({
  /** The signed-in account's role: only an owner may change the team. */
  role: vendorMemberRoleSchema,
  canManage: z.boolean(),
  /** The owner first, then the members by when they joined. */
  members: z.array(vendorTeamMemberSchema),
  invites: z.array(vendorTeamInviteSchema),
  /** The most members besides the owner, open invitations included. */
  maxMembers: z.number().int(),
});
export type VendorTeam = z.infer<typeof vendorTeamSchema>;

/** POST /api/vendor/team/invites and POST /api/operator/vendors/{id}/owner-invites: the phone to invite. */
export const vendorInviteRequestSchema = z.object({ phoneNumber: phoneNumberSchema }).strict();
export type VendorInviteRequest = z.input<typeof vendorInviteRequestSchema>;

/** …/team/invites/{id}/revoke and …/team/members/{id}/remove: an invitation's id, a member's account id. */
export const vendorTeamParamsSchema = z.object({ id: idSchema });

/** …/owner-invites/{inviteId}/revoke. */
export const vendorOwnerInviteParamsSchema = z.object({ id: idSchema, inviteId: idSchema });

/** Who runs a business, as the console's vendor page shows it: the linked owner, or the invitation waiting. */
export const vendorOwnerSchema = z.object({
  owner: z
    .object({
      userId: z.string(),
      fullName: z.string().nullable(),
      phone: z.string(),
      /** When the owner joined: an onboarding, or the acceptance of an operator's invitation. */
      linkedAt: z.string(),
    })
    .nullable(),
  invite: z.object({ id: z.string(), phone: z.string(), createdAt: z.string() }).nullable(),
});
export type VendorOwner = z.infer<typeof vendorOwnerSchema>;
