import { z } from "zod";
import { REVIEW_DECISIONS, VENDOR_REVIEW_STATES } from "./constants.ts";
import { REVIEW_SECTIONS } from "./review.ts";

// Where a vendor stands with the operators, as both the console and the vendor's dashboard read it (docs/decisions/0020).

export const vendorReviewStateSchema = z.enum(VENDOR_REVIEW_STATES);
export const reviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export const reviewSectionSchema = z.enum(REVIEW_SECTIONS);

export const reviewDecisionRecordSchema = z.object({
  decision: reviewDecisionSchema,
  reason: z.string().nullable(),
  sections: z.array(reviewSectionSchema),
  operatorName: z.string().nullable(),
  decidedAt: z.string(),
});
export type ReviewDecisionRecord = z.infer<typeof reviewDecisionRecordSchema>;

/** What the vendor reads: its state, the latest decision with its reason and sections, and a pause with its reason. */
export const vendorReviewSchema = z.object({
  state: vendorReviewStateSchema,
  pausedReason: z.string().nullable(),
  latest: reviewDecisionRecordSchema.nullable(),
});
export type VendorReview = z.infer<typeof vendorReviewSchema>;
