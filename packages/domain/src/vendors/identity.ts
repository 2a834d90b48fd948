import { CATEGORY_LABELS } from "../catalogue/constants.ts";
import { KYC_DOCUMENT_RULES } from "./kyc.ts";
import type { KycDocumentType } from "./kyc.ts";

// An approved vendor's identity (docs/decisions/0032-vendor-identity-review-and-limits.md): its business name, its
// categories and its KYC documents are what operators checked before giving it the Verified badge, so a change to any of
// them waits for their approval again, while the storefront keeps showing the approved values. Every other edit shows at
// once and is kept in the vendor's change history, which operators read. Browser-safe: the vendor's screens, the console
// and the API share these words and rules.

/** What of an approved vendor needs the operators' approval again when it changes. */
export const IDENTITY_FIELDS = ["businessName", "categories", "documents"] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** pending until operators decide; withdrawn when the vendor puts back the approved values before they do. */
export const IDENTITY_CHANGE_STATES = ["pending", "approved", "rejected", "withdrawn"] as const;
export type IdentityChangeState = (typeof IDENTITY_CHANGE_STATES)[number];

export const IDENTITY_FIELD_LABELS: Readonly<Record<IdentityField, string>> = {
  businessName: "Business name",
  categories: "Categories",
  documents: "KYC documents",
};

/**
 * Whether a vendor's identity is the operators' to approve again: they approved the vendor in the console, which approves
 * its documents too. A vendor approved any other way (the catalogue's own, a test's shortcut) has no reviewed identity to
 * keep, and its edits show at once as before.
 */
export function isIdentityApproved(reviewState: string, kycState: string): boolean {
  return reviewState === "approved" && kycState === "approved";
}

/** The identity operators approved, or one a vendor asks for. */
export interface VendorIdentity {
  businessName: string;
  categories: string[];
}

/** The name and categories fields that differ between two identities (categories compared as a set). */
export function identityFieldsChanged(approved: VendorIdentity, requested: VendorIdentity): ("businessName" | "categories")[] {
  const fields: ("businessName" | "categories")[] = [];
  if (approved.businessName !== requested.businessName) fields.push("businessName");
  const sorted = (values: string[]) => [...values].sort().join("\u0000");
  if (sorted(approved.categories) !== sorted(requested.categories)) fields.push("categories");
  return fields;
}

export const IDENTITY_MESSAGES = {
  nothingPending: "This vendor has no change waiting for review",
  nameTakenMeanwhile: "Another vendor has this business name now. Reject the change and tell the vendor why.",
  /** An approved vendor's approved document: replaced by a new upload, never removed or edited in place. */
  approvedDocumentLocked:
    "An approved document cannot be removed or edited. Upload a new one instead: our team reviews it, and the approved one stays until then.",
} as const;

const categoryList = (categories: readonly string[]) =>
  categories.map((c) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c).join(", ");

/** One line per thing waiting, as the vendor reads it. */
function requestedItems(change: IdentityChangeSummary): string[] {
  const items: string[] = [];
  if (change.requested.businessName !== null) items.push(`the business name "${change.requested.businessName}"`);
  if (change.requested.categories !== null) items.push(`the categories ${categoryList(change.requested.categories)}`);
  for (const type of change.requested.documentTypes) items.push(`a new ${KYC_DOCUMENT_RULES[type].label}`);
  return items;
}

/** What the vendor's profile says of an identity change (IdentityChangeSummary is its answer's shape). */
export interface IdentityChangeSummary {
  state: IdentityChangeState;
  /** What shoppers see until operators approve: the approved name. */
  approvedBusinessName: string;
  requested: { businessName: string | null; categories: string[] | null; documentTypes: KycDocumentType[] };
  reason: string | null;
}

const joined = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/** The sentence the vendor reads about its latest identity change; null for a withdrawn one. */
export function identityChangeMessage(change: IdentityChangeSummary): string | null {
  const what = joined(requestedItems(change)) || "your business details";
  switch (change.state) {
    case "pending":
      return `Waiting for our team's review: ${what}. Shoppers keep seeing "${change.approvedBusinessName}" and your approved details until then.`;
    case "approved":
      return `Our team approved ${what}.`;
    case "rejected":
      return `Our team did not approve ${what}: ${(change.reason ?? "no reason given").replace(/[\s.]+$/, "")}. Shoppers keep seeing your approved details.`;
    case "withdrawn":
      return null;
  }
}

/**
 * What happens to each kind of edit, for the vendor's screens to say beside them (docs/decisions/0032): identity
 * changes wait for review once approved; everything else shows at once and is recorded; a new offering of an approved
 * vendor goes live at once and operators are told.
 */
export const VENDOR_EDIT_RULES_TEXT = {
  identity:
    "Your business name, categories and KYC documents were checked when we approved you. A change to them waits for our team's review; shoppers see your approved details until then.",
  liveEdits:
    "Other changes (about your business, title tag, contact, service area, terms, photos) show to shoppers at once and are recorded for our team.",
  offeringsLive:
    "A new offering shows to shoppers as soon as you save it live. Our team is told of every new offering and may hide one that breaks our rules.",
  offeringsBeforeApproval: "Your offerings reach shoppers once our team approves your business.",
} as const;

/** What the console's review of a vendor says of its identity change and its change history (docs/decisions/0032). */
export const IDENTITY_REVIEW_COPY = {
  title: "Identity change waiting",
  askedOn: (day: string) => `Asked for on ${day}. Shoppers see the approved values until you decide.`,
  tableCaption: "The approved values beside the ones the vendor asked for",
  approvedColumn: "Approved now",
  requestedColumn: "Asked for",
  noApprovedDocument: "No approved document of this type",
  approve: "Approve the change",
  reject: "Reject the change",
  reasonLabel: "Why you reject the change (the vendor reads it)",
  approved: "Approved: the vendor's new details are live.",
  rejected: "Rejected: the vendor keeps its approved details and reads your reason.",
  /** A document of an approved vendor that waits for this review, in the vendor's list of documents. */
  pendingDocument: "New: waiting for review",
  recentTitle: "Recent changes",
  recentLead: "The vendor's latest edits, newest first. All but a new name, categories or documents showed to shoppers at once.",
  noRecentChanges: "No edits recorded yet.",
  /** A field whose values are too long to keep (an offering's description): named as changed, without its values. */
  valueNotKept: "changed (too long to keep)",
  fromAddress: (address: string) => `from ${address}`,
  unknownAddress: "from an unknown address",
} as const;

/** What the vendor's screens say of its identity beside what IDENTITY_MESSAGES and VENDOR_EDIT_RULES_TEXT say. */
export const VENDOR_IDENTITY_COPY = {
  /** The title above the identity change's message and the edit rules on the profile. */
  title: "Your verified details",
  /** A document that waits for the operators' review: its badge and what it means. */
  documentWaiting: "Waiting for review",
  documentWaitingNote: "Our team reviews this new document. The approved one stays on record until then.",
  /** Removing a document that waits for review: what becomes of it, and of the approved ones. */
  withdrawNote: "Our team will not review it, and your approved documents stay as they are.",
} as const;
