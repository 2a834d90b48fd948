import { phoneEntryError } from "../accounts/login-flow.ts";
import { CATEGORIES } from "../catalogue/constants.ts";
import { MESSAGES } from "../shared/messages.ts";
import { normalizeIndianMobile } from "../shared/phone-entry.ts";

// The people who run a business (docs/decisions/0033-vendor-owners-and-teams.md): its owner, whom operators link to a
// catalogue vendor or who onboarded it, and the team members the owner adds by their phone. Each is a vendor account
// of their own, with their own sessions; every vendor request acts for the member's business. Browser-safe: the
// vendor's Team page, the console and the API share these words and rules.

export const VENDOR_MEMBER_ROLES = ["owner", "member"] as const;
export type VendorMemberRole = (typeof VENDOR_MEMBER_ROLES)[number];

/** The most team members a business has besides its owner, open invitations included (decision 0033). */
export const VENDOR_TEAM_MAX_MEMBERS = 5;

export const VENDOR_ROLE_LABELS: Readonly<Record<VendorMemberRole, string>> = {
  owner: "Owner",
  member: "Team member",
};

/** Whether a role may change the team: add a phone, revoke an invitation, remove a member. Only the owner. */
export function canManageTeam(role: VendorMemberRole): boolean {
  return role === "owner";
}

/**
 * A phone number with only its last four digits showing, '+91 XXXXX X0101': what a team member sees of another's
 * number and what the audit log keeps of an invited one (DPDP Act 2023: no more personal data than the purpose needs).
 */
export function maskedPhone(phone: string): string {
  const national = phone.replace(/\D/g, "").slice(-10);
  return national.length === 10 ? `+91 XXXXX X${national.slice(-4)}` : "X".repeat(national.length);
}

/** What is wrong with a phone typed to invite, as the API's phoneNumberSchema says it; null when it will do. */
export function invitePhoneProblem(entry: string): string | null {
  return phoneEntryError(entry) ?? (normalizeIndianMobile(entry) ? null : MESSAGES.phoneInvalid);
}

export const VENDOR_TEAM_MESSAGES = {
  ownersOnly: "Only the owner of the business can change its team",
  ownNumber: "This is your own number",
  alreadyInTeam: "This number is already in your team",
  alreadyInvited: "This number is already invited",
  /** To operators only: an owner is told numberNotAddable, which says nothing of who runs a business (decision 0033). */
  runsAnotherBusiness: "This number already runs another business on Utsav",
  numberNotAddable: "This number cannot be added to your team. Ask them to contact Utsav support.",
  /** Invitations to one number, from any business or the console, past their daily limit (decision 0033). */
  phoneInvitesLimited: "This number has been sent too many invitations today. Please try again tomorrow.",
  /** Invitations for one business, by its owner or the console, past their daily limit. */
  businessInvitesLimited: "Too many invitations were sent for this business today. Please try again tomorrow.",
  /** A member asking for the business's identity documents (KYC): they are the owner's (DPDP Act 2023, s.6(1)). */
  identityDocumentsOwnersOnly: "Only the owner of the business can see or change its identity documents",
  teamFull: `A team can have at most ${VENDOR_TEAM_MAX_MEMBERS} members besides the owner, invitations included. Remove one first.`,
  ownerNotRemovable: "The owner cannot be removed from the business",
  hasOwner: "This business already has an owner",
  notCatalogue: "Only a live catalogue business with no owner can be linked to an owner's number",
  ownerInvitePending: "An invitation to this business's owner is already waiting. Revoke it first to invite another number.",
  inviteNotFound: (id: string) => `Invitation not found: ${id}`,
  memberNotFound: (id: string) => `Team member not found: ${id}`,
} as const;

/** A linked catalogue vendor's cancellation or refund policy where its policy card states none (docs/decisions/0033). */
export const CATALOGUE_POLICY_FALLBACK = "As agreed with the business when booking.";

/**
 * A linked catalogue vendor's category where none of its offerings, deleted ones included, names one: the storefront's
 * first, which the owner changes in the Business section (docs/decisions/0033).
 */
export const CATALOGUE_CATEGORY_FALLBACK: (typeof CATEGORIES)[number] = CATEGORIES[0];

/** What the vendor's Team page says. */
export const VENDOR_TEAM_COPY = {
  title: "Team",
  lead: "The people who run this business with you. Each signs in at the vendor sign-in with their own number.",
  membersTitle: "Members",
  you: "you",
  joinedOn: (day: string) => `Joined ${day}`,
  invitesTitle: "Waiting to join",
  noInvites: "No invitation is waiting.",
  invitedOn: (day: string) => `Invited ${day}`,
  addTitle: "Add a phone",
  addLead: "They get an SMS and join your business when they sign in as a vendor with this number.",
  phoneLabel: "Their mobile number",
  addButton: "Send invitation",
  adding: "Sending invitation…",
  revoke: "Revoke",
  revokeLabel: (phone: string) => `Revoke the invitation to ${phone}`,
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: "Remove from the team?",
  removeQuestion: (name: string) =>
    `${name} is signed out at once and can no longer see or change this business. You can invite them again later.`,
  removeConfirm: "Remove",
  removing: "Removing…",
  keep: "Keep",
  /** The places taken of the most the API allows (its maxMembers). */
  limit: (count: number, max: number) => `${count} of ${max} places used (members and invitations).`,
  membersOnly: "Only the owner can add or remove people. Ask them if someone should join or leave.",
  invited: (phone: string) => `Invitation sent to ${phone}.`,
  revoked: (phone: string) => `The invitation to ${phone} is revoked.`,
  removed: (name: string) => `${name} is removed from the team and signed out.`,
  unnamed: "Unnamed",
  failed: "That did not work. Please try again.",
} as const;

/** What the console's vendor page says of the business's owner (docs/decisions/0033). */
export const VENDOR_OWNER_COPY = {
  title: "Owner",
  linked: (who: string) => `Run by ${who}, who signs in at the vendor sign-in.`,
  linkedOn: (day: string) => `Linked ${day}.`,
  invitePending: (phone: string, day: string) =>
    `An invitation to ${phone} waits since ${day}. Whoever signs in as a vendor with that number becomes the owner.`,
  noOwner: "No one runs this business yet. Invite its owner's mobile number: signing in with it at the vendor sign-in links them.",
  phoneLabel: "Owner's mobile number",
  invite: "Invite owner",
  revoke: "Revoke invitation",
  invited: (phone: string) => `Invitation sent to ${phone}.`,
  revoked: "The invitation is revoked.",
} as const;
