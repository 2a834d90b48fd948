import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorProfiles, vendors } from "@utsav/db";
import { pendingReviews, reviewKyc } from "../src/services/kyc-review.ts";
import { buildTestApp } from "./helper.ts";
import { onboardVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

async function submittedVendor() {
  const { cookie } = await signInVendor(app);
  const { vendorId } = await onboardVendor(app, cookie);
  await app.database.db
    .update(vendorProfiles)
    .set({ kycState: "submitted", kycSubmittedAt: new Date() })
    .where(eq(vendorProfiles.vendorId, vendorId));
  return { vendorId, headers: vendorHeaders(cookie) };
}
const verified = async (vendorId: string) =>
  (await app.database.db.select({ v: vendors.verified }).from(vendors).where(eq(vendors.id, vendorId)))[0]!.v;
const status = async (headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: "/api/vendor/kyc/status", headers })).json().data;

describe("KYC review by operations", () => {
  it("lists submissions, takes one into review and approves it: the vendor becomes verified", async () => {
    const vendor = await submittedVendor();
    expect((await pendingReviews(app.database)).map((p) => p.vendorId)).toContain(vendor.vendorId);
    expect(await reviewKyc(app.database, vendor.vendorId, "in_review")).toBe("in_review");
    expect((await status(vendor.headers)).state).toBe("in_review");
    expect(await reviewKyc(app.database, vendor.vendorId, "approve")).toBe("approved");
    expect(await verified(vendor.vendorId)).toBe(true);
    expect(await status(vendor.headers)).toMatchObject({ state: "approved", reason: null });
    expect((await pendingReviews(app.database)).map((p) => p.vendorId)).not.toContain(vendor.vendorId);
  });

  it("rejects with the reason the vendor then reads, and the vendor is not verified", async () => {
    const vendor = await submittedVendor();
    const reason = "The PAN card photo is blurred; please upload a clear scan.";
    expect(await reviewKyc(app.database, vendor.vendorId, "reject", reason)).toBe("rejected");
    expect(await status(vendor.headers)).toMatchObject({ state: "rejected", reason });
    expect(await verified(vendor.vendorId)).toBe(false);
  });

  it("refuses a rejection without a useful reason, and moves that are not allowed", async () => {
    const vendor = await submittedVendor();
    await expect(reviewKyc(app.database, vendor.vendorId, "reject", "  no ")).rejects.toThrow(/reason/);
    await reviewKyc(app.database, vendor.vendorId, "approve");
    await expect(reviewKyc(app.database, vendor.vendorId, "in_review")).rejects.toThrow("Cannot in review a submission that is approved");
    await expect(reviewKyc(app.database, "v-unknown", "approve")).rejects.toThrow("No vendor v-unknown");

    const { cookie } = await signInVendor(app);
    const { vendorId } = await onboardVendor(app, cookie);
    await expect(reviewKyc(app.database, vendorId, "approve")).rejects.toThrow("Cannot approve a submission that is not started");
  });
});
