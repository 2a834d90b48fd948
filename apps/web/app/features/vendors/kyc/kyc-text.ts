import { COMMON_COPY } from "@utsav/domain/client";
import type { KycRequirement, KycState } from "@utsav/domain";

// The words of the KYC screen for each state and requirement (application §4 leaves the states' names to us;
// docs/decisions/0008 and 0009).

export interface KycStateText {
  label: string;
  /** What the state means and what the vendor does next. */
  next: string;
  tone: "todo" | "waiting" | "done" | "problem";
}

export const KYC_STATE_TEXT: Record<KycState, KycStateText> = {
  not_started: { label: "Not started", next: "Upload the required documents below, then submit them for verification.", tone: "todo" },
  in_progress: {
    label: "In progress",
    next: "Upload any required documents still missing, then submit them for verification.",
    tone: "todo",
  },
  submitted: {
    label: "Submitted",
    next: "Your documents are waiting to be checked. This page looks for news every 30 seconds.",
    tone: "waiting",
  },
  in_review: {
    label: COMMON_COPY.inReview,
    next: "We are checking your documents. This page looks for news every 30 seconds.",
    tone: "waiting",
  },
  approved: { label: "Approved", next: "Your business is verified. There is nothing more to do.", tone: "done" },
  rejected: {
    label: "Rejected",
    next: "Replace or correct the documents the reason names, then submit them for verification again.",
    tone: "problem",
  },
};

const REQUIREMENT_TEXT: Record<KycRequirement, string> = {
  always: "Required",
  food: "Required if you sell food",
  optional: "Optional",
};

/**
 * Whether a document is required: a food licence the API lists as missing is required of this vendor (it sells
 * food), which says more than "if you sell food".
 */
export function requirementText(requirement: KycRequirement, missing: boolean): string {
  return requirement === "food" && missing ? "Required: you sell food" : REQUIREMENT_TEXT[requirement];
}

/** A file size in KB, or MB with one decimal from 1 MB. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
