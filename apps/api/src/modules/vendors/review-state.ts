import type { ReviewDecisionRecord, VendorReview } from "@utsav/domain";
import type { DecisionRow, VendorReviewRepository } from "./review-repository.ts";

// A vendor's review state as the vendor and the operators read it: where review stands and the latest decision.

export function toDecision(row: DecisionRow): ReviewDecisionRecord {
  return {
    decision: row.decision,
    reason: row.reason,
    sections: row.sections,
    operatorName: row.operatorName,
    decidedAt: row.createdAt.toISOString(),
  };
}

/** Where the vendor's review stands, with the operators' latest decision (the dashboard, the console). */
export async function reviewOf(reviews: VendorReviewRepository, vendorId: string): Promise<VendorReview> {
  const [row, decisions] = await Promise.all([reviews.one(vendorId), reviews.decisions(vendorId, 1)]);
  return {
    state: row?.vendor.reviewState ?? "draft",
    pausedReason: row?.vendor.pausedAt ? row.vendor.pausedReason : null,
    latest: decisions[0] ? toDecision(decisions[0]) : null,
  };
}
