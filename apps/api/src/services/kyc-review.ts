import { and, eq, inArray, sql } from "drizzle-orm";
import type { KycState } from "@utsav/domain";
import { vendorProfiles, vendors } from "@utsav/db";
import type { Database } from "@utsav/db";
import { CATALOGUE_CHANNEL } from "./catalogue-service.ts";

// The reviewer's side of KYC (docs/decisions/0008): the spec has no admin screens, so operations move a vendor's
// submission on from the command line. Approval gives the vendor's offerings the verified badge.

export type KycDecision = "in_review" | "approve" | "reject";

const FROM: Record<KycDecision, KycState[]> = {
  in_review: ["submitted"],
  approve: ["submitted", "in_review"],
  reject: ["submitted", "in_review"],
};
const TO: Record<KycDecision, KycState> = { in_review: "in_review", approve: "approved", reject: "rejected" };

export interface PendingReview {
  vendorId: string;
  businessName: string;
  state: KycState;
  submittedAt: Date | null;
}

/** Submissions waiting for a reviewer, oldest first. */
export async function pendingReviews(database: Database): Promise<PendingReview[]> {
  return database.db
    .select({
      vendorId: vendorProfiles.vendorId,
      businessName: vendors.name,
      state: sql<KycState>`${vendorProfiles.kycState}`,
      submittedAt: vendorProfiles.kycSubmittedAt,
    })
    .from(vendorProfiles)
    .innerJoin(vendors, eq(vendors.id, vendorProfiles.vendorId))
    .where(inArray(vendorProfiles.kycState, ["submitted", "in_review"]))
    .orderBy(vendorProfiles.kycSubmittedAt);
}

/**
 * Moves one submission on: submitted → in_review → approved | rejected (a rejection needs the reason the vendor
 * will read). Returns the new state; throws with a readable message when the move is not allowed.
 */
export async function reviewKyc(database: Database, vendorId: string, decision: KycDecision, reason?: string): Promise<KycState> {
  const text = reason?.trim() ?? "";
  if (decision === "reject" && text.length < 10)
    throw new Error("A rejection needs a reason of at least 10 characters that tells the vendor what to fix");
  const next = TO[decision];
  const updated = await database.db.transaction(async (tx) => {
    const rows = await tx
      .update(vendorProfiles)
      .set({ kycState: next, kycReason: decision === "reject" ? text : null, kycUpdatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(vendorProfiles.vendorId, vendorId), inArray(vendorProfiles.kycState, FROM[decision])))
      .returning({ vendorId: vendorProfiles.vendorId });
    if (rows.length === 0) return false;
    if (decision !== "in_review")
      await tx
        .update(vendors)
        .set({ verified: decision === "approve", updatedAt: sql`now()` })
        .where(eq(vendors.id, vendorId));
    return true;
  });
  if (!updated) {
    const [row] = await database.db
      .select({ state: vendorProfiles.kycState })
      .from(vendorProfiles)
      .where(eq(vendorProfiles.vendorId, vendorId));
    throw new Error(
      row ? `Cannot ${decision.replace("_", " ")} a submission that is ${row.state.replace("_", " ")}` : `No vendor ${vendorId}`,
    );
  }
  // The verified badge is part of catalogue pages: every API process drops its cached copies.
  await database.notify(CATALOGUE_CHANNEL, `kyc-review:${vendorId}`);
  return next;
}
