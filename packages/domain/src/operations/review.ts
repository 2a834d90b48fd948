import { KYC_DOCUMENT_TYPES, VENDOR_PROFILE_SECTIONS } from "../vendors/constants.ts";
import type { REVIEW_DECISIONS, VENDOR_REVIEW_STATES } from "./constants.ts";
import { KYC_DOCUMENT_RULES } from "../vendors/kyc.ts";
import type { KycDocumentType } from "../vendors/kyc.ts";
import { VENDOR_SECTION_LABELS } from "../vendors/profile.ts";

// The operators' review of vendors and what the vendor reads of it (docs/decisions/0020). Browser-safe: the console,
// the vendor's dashboard and the API share these words and rules.

export type VendorReviewState = (typeof VENDOR_REVIEW_STATES)[number];
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** What an operator may ask a vendor to change: a profile section or one of its documents. */
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

export const REVIEW_SECTIONS = [...VENDOR_PROFILE_SECTIONS, ...KYC_DOCUMENT_TYPES] as const;

export const REVIEW_SECTION_LABELS: Readonly<Record<ReviewSection, string>> = {
  ...VENDOR_SECTION_LABELS,
  ...(Object.fromEntries(KYC_DOCUMENT_TYPES.map((type) => [type, KYC_DOCUMENT_RULES[type].label])) as Record<KycDocumentType, string>),
};

export function isDocumentSection(section: ReviewSection): section is KycDocumentType {
  return (KYC_DOCUMENT_TYPES as readonly string[]).includes(section);
}

/** The shortest reason an operator may give: enough to tell the vendor what to fix. */
export const REVIEW_REASON_MIN = 10;
export const REVIEW_REASON_MAX = 1000;

export const REVIEW_MESSAGES = {
  reasonRequired: `Please give a reason of at least ${REVIEW_REASON_MIN} characters that tells the vendor what to fix`,
  reasonTooLong: `The reason must be at most ${REVIEW_REASON_MAX} characters`,
  sectionsRequired: "Please name at least one section or document to change",
  notWaiting: "This vendor is not waiting for review",
  vendorNotFound: (id: string) => `Vendor not found: ${id}`,
  offeringNotFound: (id: string) => `Offering not found: ${id}`,
  alreadyPaused: "This vendor is already paused",
  notPaused: "This vendor is not paused",
  alreadyHidden: "This offering is already hidden",
  notHidden: "This offering is not hidden",
  operatorExists: "This number already belongs to an operator",
  numberNotKept: "Only the last 4 digits of an Aadhaar number are kept",
  // A document or an export opens only through a link the console just made, on the record (docs/decisions/0020).
  linkMissing: "Open this from the operations console",
  linkInvalid: "This link is not yours or not for this file. Open it again from the console.",
  linkExpired: "This link has expired. Open it again from the console.",
  linkCrossSite: "This opens only from the operations console, not from another site",
} as const;

/**
 * A reason the vendor reads (a hold, a rejected identity change), checked as the API's schemas check it, without zod:
 * trimmed, from REVIEW_REASON_MIN to REVIEW_REASON_MAX characters. The message, or null when it will do.
 */
export function reasonProblem(reason: string | null | undefined): string | null {
  const text = reason?.trim() ?? "";
  if (text.length < REVIEW_REASON_MIN) return REVIEW_MESSAGES.reasonRequired;
  return text.length > REVIEW_REASON_MAX ? REVIEW_MESSAGES.reasonTooLong : null;
}

/** A decision's reason and sections, checked: a rejection needs a reason, a request for changes a reason and sections. */
export function checkDecision(
  decision: ReviewDecision,
  reason: string | null | undefined,
  sections: readonly ReviewSection[] | undefined,
): { ok: true; reason: string | null; sections: ReviewSection[] } | { ok: false; message: string } {
  const text = reason?.trim() ?? "";
  if (decision === "approve") return { ok: true, reason: text || null, sections: [] };
  if (text.length < REVIEW_REASON_MIN) return { ok: false, message: REVIEW_MESSAGES.reasonRequired };
  const named = [...new Set(sections ?? [])];
  if (decision === "changes" && named.length === 0) return { ok: false, message: REVIEW_MESSAGES.sectionsRequired };
  return { ok: true, reason: text, sections: decision === "changes" ? named : [] };
}

/** What the console calls each state. */
export const REVIEW_STATE_LABELS: Readonly<Record<VendorReviewState, string>> = {
  draft: "Not submitted",
  waiting: "Waiting for review",
  approved: "Approved",
  changes: "Changes requested",
  rejected: "Rejected",
};

/** What the vendor reads of its review on its dashboard, and what to do next. */
export const VENDOR_REVIEW_TEXT: Readonly<Record<VendorReviewState, { title: string; next: string }>> = {
  draft: {
    title: "Not yet submitted for review",
    next: "Submit your profile and your KYC documents. Our team reviews them before your offerings go live.",
  },
  waiting: {
    title: "Waiting for review",
    next: "Our team is checking your profile and documents. Your offerings go live once they are approved.",
  },
  approved: { title: "Approved", next: "Your business is verified and your offerings are live." },
  changes: {
    title: "Changes requested",
    next: "Change what our team named below, then submit your profile and documents again.",
  },
  rejected: {
    title: "Not approved",
    next: "Read the reason below, correct your documents and submit them for verification again.",
  },
};

export const PAUSED_TEXT = {
  title: "Paused by our team",
  next: "Your offerings are hidden from shoppers until our team restores your business.",
} as const;
export const HIDDEN_OFFERING_TEXT = "Hidden by our team";

/** What each audited action is called in the console's audit log. */
export const AUDIT_ACTION_LABELS = {
  "document.viewed": "Opened a document",
  "number.revealed": "Revealed a document number",
  "vendor.approved": "Approved a vendor",
  "vendor.rejected": "Rejected a vendor",
  "vendor.changes_requested": "Asked a vendor for changes",
  "vendor.identity_approved": "Approved a vendor's new name, categories or documents",
  "vendor.identity_rejected": "Refused a vendor's new name, categories or documents",
  "vendor.paused": "Paused a vendor",
  "vendor.restored": "Restored a vendor",
  "offering.hidden": "Hid an offering",
  "offering.restored": "Restored an offering",
  "operator.added": "Added an operator",
  "operator.disabled": "Disabled an operator",
  "operator.enabled": "Enabled an operator",
  "export.bookings": "Exported bookings",
  "export.leads": "Exported leads",
  "export.waitlist": "Exported a waitlist",
  // Linking a business to its owner (docs/decisions/0033).
  "vendor.owner_invited": "Invited a vendor's owner",
  "vendor.owner_invite_revoked": "Revoked the invitation to a vendor's owner",
  // What waits for an answer (docs/decisions/0037).
  "booking.contacts_revealed": "Read a booking's phone numbers",
  "brief.contacts_revealed": "Read a request's phone numbers",
  "booking.cancelled": "Cancelled a booking",
  "booking.completed": "Completed a booking with a problem reported",
  "brief.resent": "Sent a request to more vendors",
  // A vendor's payout bank account (docs/decisions/0051).
  "payout.approved": "Approved a vendor's bank account for payouts",
  "payout.rejected": "Rejected a vendor's bank account for payouts",
  // The payments console (docs/decisions/0052).
  "payment.refunded": "Refunded a payment",
  "payment.reconciled": "Ran the payments reconciliation",
  "export.payments": "Exported payments",
  // Reviews from bookings (docs/decisions/0060): hiding one takes it out of the vendor's rating.
  "review.hidden": "Hid a review",
  "review.restored": "Restored a review",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];
