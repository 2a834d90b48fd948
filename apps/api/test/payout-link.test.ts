import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vendorPayoutAccounts } from "@utsav/db";
import { PAYMENT_JOBS } from "../src/modules/payments/job-kinds.ts";
import { linkAccountJob } from "../src/modules/payments/payout-jobs.ts";
import { PayoutRepository } from "../src/modules/payments/payout-repository.ts";
import { DocumentVault } from "../src/modules/vendors/index.ts";
import { RazorpayProvider } from "../src/platform/payments/razorpay-provider.ts";
import type { JobHandler } from "../src/platform/scheduler/scheduler.ts";
import { FakeRazorpay } from "./support/fake-razorpay.ts";
import { loggedLines } from "./helper.ts";
import { signInOperator, submittedVendor } from "./operator-helper.ts";
import { accountBody, bookableOffering, jobsOfKind, paidAdvance, payoutsTestApp } from "./payouts-helper.ts";

// The vendor's linked account (docs/decisions/0051), made at the provider — Razorpay's API, faked at its HTTP boundary —
// from the approved bank account once the identity documents are approved, and the shares that waited for it sent on.

let app: FastifyInstance;
let razorpay: FakeRazorpay;
let link: JobHandler;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  app = await payoutsTestApp();
  razorpay = await FakeRazorpay.start();
  operator = await signInOperator(app);
  const db = app.database.db;
  link = linkAccountJob({
    payouts: new PayoutRepository(db),
    vault: new DocumentVault(db, app.config.auth.secret),
    provider: new RazorpayProvider(razorpay.config, app.log),
    log: app.log,
  });
});
afterAll(async () => {
  await app.close();
  await razorpay.close();
});

const run = (vendorId: string) => link({ vendorId }, { key: "test", attempts: 1, now: new Date() });
const operatorPost = (url: string, payload?: object) =>
  app.inject({ method: "POST", url, headers: operator.headers, ...(payload ? { payload } : {}) });
const accountOf = async (vendorId: string) =>
  (await app.database.db.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendorId)))[0];

/** A vendor whose documents operators approved, with an e-mail in its contact details and a bank account in review. */
async function approvedVendorWithAccount(number = "50100123456789", email = "asha@studio.example") {
  const vendor = await submittedVendor(app);
  expect((await operatorPost(`/api/operator/vendors/${vendor.vendorId}/decision`, { decision: "approve" })).statusCode).toBe(200);
  const contact = await app.inject({
    method: "POST",
    url: "/api/vendor/profile/section/contact/save",
    headers: vendor.headers,
    payload: { contactName: "Asha Rao", phoneNumber: "98450 12345", email },
  });
  expect(contact.statusCode, contact.body).toBe(200);
  const saved = await app.inject({
    method: "PUT",
    url: "/api/vendor/payouts/account",
    headers: vendor.headers,
    payload: accountBody({ accountNumber: number, confirmAccountNumber: number }),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return vendor;
}

describe("the linked account job", () => {
  it("makes the linked account from the approved bank account, stores it, and sends the waiting shares on", async () => {
    const vendor = await approvedVendorWithAccount();
    const offering = await bookableOffering(app, vendor);
    const waiting = await paidAdvance(app, vendor.vendorId, offering, { advance: 87_500 });
    const onHold = await paidAdvance(app, vendor.vendorId, offering, { advance: 50_000, status: "on_hold" });
    expect((await operatorPost(`/api/operator/vendors/${vendor.vendorId}/payout-account/approve`)).statusCode).toBe(200);

    await run(vendor.vendorId);
    const accounts = [...razorpay.store.accounts.values()];
    expect(accounts).toHaveLength(1);
    const made = accounts[0]!;
    expect(made.reference_id.length).toBeLessThanOrEqual(20);
    expect(made).toMatchObject({ legal_business_name: vendor.businessName, email: "asha@studio.example", phone: "+919845012345" });
    expect(made.settlement_accounts).toEqual([
      expect.objectContaining({
        bank_account: expect.objectContaining({ account_number: "50100123456789", code: "HDFC0001234", beneficiary_name: "Asha Rao" }),
      }),
    ]);
    expect((await accountOf(vendor.vendorId))?.linkedAccountId).toBe(made.id);
    const transfers = (await jobsOfKind(app, PAYMENT_JOBS.transfer.kind)).map((job) => job.key);
    expect(transfers).toContain(PAYMENT_JOBS.transfer.key(waiting, "linked"));
    expect(transfers).not.toContain(PAYMENT_JOBS.transfer.key(onHold, "linked"));

    // Run again (a retry): no second account at the provider.
    razorpay.calls.length = 0;
    await run(vendor.vendorId);
    expect(razorpay.calls).toEqual([]);
    expect(razorpay.store.accounts.size).toBe(1);
  });

  it("does nothing for an account in review, or for documents not approved", async () => {
    const inReview = await approvedVendorWithAccount("000111222333");
    razorpay.calls.length = 0;
    await run(inReview.vendorId);
    const notApproved = await submittedVendor(app);
    await app.inject({ method: "PUT", url: "/api/vendor/payouts/account", headers: notApproved.headers, payload: accountBody() });
    expect((await operatorPost(`/api/operator/vendors/${notApproved.vendorId}/payout-account/approve`)).statusCode).toBe(200);
    await run(notApproved.vendorId);
    await run("v-nobody");
    expect(razorpay.calls).toEqual([]);
    expect((await accountOf(inReview.vendorId))?.linkedAccountId).toBeNull();
    expect((await accountOf(notApproved.vendorId))?.linkedAccountId).toBeNull();
  });

  it("waits for an e-mail the provider can write to, and tells the vendor so", async () => {
    const vendor = await approvedVendorWithAccount("555566667777", "");
    expect((await operatorPost(`/api/operator/vendors/${vendor.vendorId}/payout-account/approve`)).statusCode).toBe(200);
    razorpay.calls.length = 0;
    await expect(run(vendor.vendorId)).rejects.toThrow(/e-mail/);
    expect(razorpay.calls).toEqual([]);
    const answer = await app.inject({ method: "GET", url: "/api/vendor/payouts/account", headers: vendor.headers });
    expect(answer.json().data).toMatchObject({ emailMissing: true, account: { status: "approved", linked: false } });
  });

  it("keeps nothing of a linked account made for an account the vendor changed meanwhile", async () => {
    const vendor = await approvedVendorWithAccount("123456789012");
    expect((await operatorPost(`/api/operator/vendors/${vendor.vendorId}/payout-account/approve`)).statusCode).toBe(200);
    const approved = await accountOf(vendor.vendorId);
    const payouts = new PayoutRepository(app.database.db);
    // The vendor changes the account between the provider's answer and its storing.
    await app.inject({
      method: "PUT",
      url: "/api/vendor/payouts/account",
      headers: vendor.headers,
      payload: accountBody({ accountNumber: "123456789099", confirmAccountNumber: "123456789099" }),
    });
    expect(await payouts.linked(vendor.vendorId, approved!.updatedAt, "acc_Stale", new Date())).toBe(false);
    expect(await accountOf(vendor.vendorId)).toMatchObject({ status: "in_review", linkedAccountId: null });
  });

  it("is retried when the provider's answer is lost, without a second account, and never logs the number", async () => {
    const vendor = await approvedVendorWithAccount("987654321098");
    expect((await operatorPost(`/api/operator/vendors/${vendor.vendorId}/payout-account/approve`)).statusCode).toBe(200);
    const before = razorpay.store.accounts.size;
    razorpay.failNext("/v2/accounts", 500, { applied: true });
    await expect(run(vendor.vendorId)).rejects.toThrow();
    expect((await accountOf(vendor.vendorId))?.linkedAccountId).toBeNull();
    await run(vendor.vendorId);
    expect(razorpay.store.accounts.size).toBe(before + 1);
    const made = [...razorpay.store.accounts.values()].at(-1);
    expect((await accountOf(vendor.vendorId))?.linkedAccountId).toBe(made?.id);
    expect(loggedLines.join("\n")).not.toContain("987654321098");
  });
});
