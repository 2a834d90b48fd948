import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, vendorChanges, vendorPayoutAccounts } from "@utsav/db";
import { PAYMENT_MESSAGES, PAYOUT_MESSAGES, PAYOUTS_CSV_HEADER, REVIEW_MESSAGES } from "@utsav/domain";
import { DocumentVault } from "../src/modules/vendors/index.ts";
import { PAYMENT_JOBS } from "../src/modules/payments/job-kinds.ts";
import { freshClient, signIn } from "./accounts-helper.ts";
import { signInOperator, submittedVendor } from "./operator-helper.ts";
import { accountBody, bookableOffering, jobsOfKind, paidAdvance, payoutsTestApp } from "./payouts-helper.ts";
import { readyVendor, vendorHeaders } from "./vendor-helper.ts";

// Vendors paid out (docs/decisions/0051): the bank account, sealed and masked, only the owner's to change; its review by
// operators on the record; and the vendor's Payments page and CSV.

let app: FastifyInstance;
let owner: Awaited<ReturnType<typeof readyVendor>>;
let member: { headers: Record<string, string> };
let stranger: Awaited<ReturnType<typeof readyVendor>>;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  app = await payoutsTestApp();
  owner = await readyVendor(app, 1);
  stranger = await readyVendor(app, 1);
  operator = await signInOperator(app);
  const phone = freshClient().phone;
  await app.inject({ method: "POST", url: "/api/vendor/team/invites", headers: owner.headers, payload: { phoneNumber: phone } });
  member = { headers: vendorHeaders((await signIn(app, "vendor", phone)).cookie) };
  expect((await app.inject({ method: "GET", url: "/api/vendor/team", headers: member.headers })).statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

const put = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: "PUT", url: "/api/vendor/payouts/account", headers, payload });
const account = async (headers: Record<string, string>) =>
  (await app.inject({ method: "GET", url: "/api/vendor/payouts/account", headers })).json().data;
const review = (vendorId: string, act: "approve" | "reject", payload?: object) =>
  app.inject({
    method: "POST",
    url: `/api/operator/vendors/${vendorId}/payout-account/${act}`,
    headers: operator.headers,
    ...(payload ? { payload } : {}),
  });
const stored = async (vendorId: string) =>
  (await app.database.db.select().from(vendorPayoutAccounts).where(eq(vendorPayoutAccounts.vendorId, vendorId)))[0];

describe("the vendor's bank account", () => {
  it("is null until one is added, and only the owner may change it", async () => {
    expect(await account(owner.headers)).toEqual({ account: null, canChange: true, emailMissing: false });
    expect(await account(member.headers)).toEqual({ account: null, canChange: false, emailMissing: false });
  });

  it("refuses what a bank would not take, each with its own message, in the envelope", async () => {
    const cases: [object, string][] = [
      [accountBody({ accountNumber: "12345", confirmAccountNumber: "12345" }), PAYMENT_MESSAGES.accountNumberInvalid],
      [accountBody({ accountNumber: "5010012345678A", confirmAccountNumber: "5010012345678A" }), PAYMENT_MESSAGES.accountNumberInvalid],
      [accountBody({ confirmAccountNumber: "50100123456788" }), PAYMENT_MESSAGES.accountNumbersDiffer],
      [accountBody({ ifsc: "HDFC1001234" }), PAYMENT_MESSAGES.ifscInvalid],
      [accountBody({ ifsc: "<script>" }), PAYMENT_MESSAGES.ifscInvalid],
      [accountBody({ holderName: " " }), PAYMENT_MESSAGES.holderNameInvalid],
      [accountBody({ holderName: "=HYPERLINK(1)" }), PAYMENT_MESSAGES.holderNameInvalid],
      [accountBody({ accountNumber: 50100123456789 }), PAYMENT_MESSAGES.accountNumberInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await put(owner.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, data: null, errorMessage: message });
    }
    expect((await put(owner.headers, { ...accountBody(), linkedAccountId: "acc_x" })).statusCode).toBe(400);
    expect(await stored(owner.vendorId)).toBeUndefined();
  });

  it("seals the number: the database never holds it, and every answer shows its last four digits", async () => {
    const response = await put(owner.headers, accountBody({ accountNumber: "5010 0123 4567 89", ifsc: " hdfc0001234 " }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain("50100123456789");
    expect(response.json().data.account).toMatchObject({
      holderName: "Asha Rao",
      maskedNumber: "•••• 6789",
      ifsc: "HDFC0001234",
      status: "in_review",
      rejectionReason: null,
      linked: false,
    });
    const row = await stored(owner.vendorId);
    expect(JSON.stringify(row)).not.toContain("50100123456789");
    expect(row?.accountLast4).toBe("6789");
    const vault = new DocumentVault(app.database.db, app.config.auth.secret);
    expect(await vault.openText(row!.accountNumberSealed, `payout-account:${owner.vendorId}`)).toBe("50100123456789");
    // Bound to its vendor: copied onto another vendor's row it does not open.
    await expect(vault.openText(row!.accountNumberSealed, `payout-account:${stranger.vendorId}`)).rejects.toThrow();
    expect((await account(member.headers)).account.maskedNumber).toBe("•••• 6789");
  });

  it("keeps each change in the vendor's history without the number", async () => {
    const changes = await app.database.db
      .select()
      .from(vendorChanges)
      .where(and(eq(vendorChanges.vendorId, owner.vendorId), eq(vendorChanges.kind, "payout.account")));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      fields: ["holderName", "accountLast4", "ifsc"],
      after: { accountLast4: "6789", ifsc: "HDFC0001234" },
    });
    expect(JSON.stringify(changes)).not.toContain("50100123456789");
  });

  it("refuses a member of the team, and shows another vendor nothing of it", async () => {
    const refused = await put(member.headers, accountBody({ accountNumber: "999999999", confirmAccountNumber: "999999999" }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, errorMessage: PAYOUT_MESSAGES.ownerOnly });
    expect((await stored(owner.vendorId))?.accountLast4).toBe("6789");
    expect(await account(stranger.headers)).toEqual({ account: null, canChange: true, emailMissing: false });
  });
});

describe("the operators' review", () => {
  it("lists the accounts in review, masked, and shows one beside its vendor", async () => {
    const list = await app.inject({ method: "GET", url: "/api/operator/payout-accounts", headers: operator.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain("50100123456789");
    expect(list.json().data.accounts).toContainEqual(
      expect.objectContaining({ vendorId: owner.vendorId, maskedNumber: "•••• 6789", status: "in_review", documentsApproved: false }),
    );
    const one = await app.inject({
      method: "GET",
      url: `/api/operator/vendors/${stranger.vendorId}/payout-account`,
      headers: operator.headers,
    });
    expect(one.json().data).toEqual({ account: null });
    const unknown = await app.inject({ method: "GET", url: "/api/operator/vendors/v-nobody/payout-account", headers: operator.headers });
    expect(unknown.statusCode).toBe(404);
  });

  it("needs a reason to reject, decides once, and writes each decision to the audit log", async () => {
    expect((await review(owner.vendorId, "reject", { reason: "" })).statusCode).toBe(400);
    const rejected = await review(owner.vendorId, "reject", { reason: "The holder's name differs from the PAN." });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.account).toMatchObject({ status: "rejected", rejectionReason: "The holder's name differs from the PAN." });
    expect((await account(owner.headers)).account.rejectionReason).toBe("The holder's name differs from the PAN.");
    const again = await review(owner.vendorId, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(PAYOUT_MESSAGES.notInReview);
    const none = await review(stranger.vendorId, "approve");
    expect(none.statusCode).toBe(404);
    expect((await review("v-nobody", "approve")).json().errorMessage).toBe(REVIEW_MESSAGES.vendorNotFound("v-nobody"));
    const audit = await app.database.db.select().from(auditLog).where(eq(auditLog.vendorId, owner.vendorId));
    expect(audit.map((row) => row.action)).toEqual(["payout.rejected"]);
    expect(audit[0]?.detail).toMatchObject({ account: "•••• 6789", ifsc: "HDFC0001234" });
    expect(JSON.stringify(audit)).not.toContain("50100123456789");
  });

  it("sends a changed account back to review, forgets the linked account, and leaves an unchanged one alone", async () => {
    const changed = await put(owner.headers, accountBody({ holderName: "Asha R Rao" }));
    expect(changed.json().data.account).toMatchObject({ status: "in_review", rejectionReason: null });
    expect((await review(owner.vendorId, "approve")).statusCode).toBe(200);
    // Documents not approved: nothing is linked yet.
    expect((await jobsOfKind(app, PAYMENT_JOBS.linkAccount.kind)).filter((j) => j.payload.vendorId === owner.vendorId)).toEqual([]);
    await app.database.db
      .update(vendorPayoutAccounts)
      .set({ linkedAccountId: "acc_Old" })
      .where(eq(vendorPayoutAccounts.vendorId, owner.vendorId));
    const same = await put(owner.headers, accountBody({ holderName: "Asha R Rao" }));
    expect(same.json().data.account).toMatchObject({ status: "approved", linked: true });
    const moved = await put(owner.headers, accountBody({ accountNumber: "000111222333", confirmAccountNumber: "000111222333" }));
    expect(moved.json().data.account).toMatchObject({ status: "in_review", linked: false, maskedNumber: "•••• 2333" });
    expect((await stored(owner.vendorId))?.linkedAccountId).toBeNull();
  });

  it("asks for the linked account when the account is approved and the documents are too, in the same transaction", async () => {
    const vendor = await submittedVendor(app);
    const approved = await app.inject({
      method: "POST",
      url: `/api/operator/vendors/${vendor.vendorId}/decision`,
      headers: operator.headers,
      payload: { decision: "approve" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await put(vendor.headers, accountBody())).statusCode).toBe(200);
    expect((await review(vendor.vendorId, "approve")).json().data.account).toMatchObject({ status: "approved", documentsApproved: true });
    const jobs = (await jobsOfKind(app, PAYMENT_JOBS.linkAccount.kind)).filter((j) => j.payload.vendorId === vendor.vendorId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.key).toMatch(new RegExp(`^payments\\.link-account:${vendor.vendorId}:\\d+$`));
  });

  it("asks for it when the documents are approved after the account", async () => {
    const vendor = await submittedVendor(app);
    expect((await put(vendor.headers, accountBody())).statusCode).toBe(200);
    expect((await review(vendor.vendorId, "approve")).statusCode).toBe(200);
    expect((await jobsOfKind(app, PAYMENT_JOBS.linkAccount.kind)).filter((j) => j.payload.vendorId === vendor.vendorId)).toEqual([]);
    const approved = await app.inject({
      method: "POST",
      url: `/api/operator/vendors/${vendor.vendorId}/decision`,
      headers: operator.headers,
      payload: { decision: "approve" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await jobsOfKind(app, PAYMENT_JOBS.linkAccount.kind)).filter((j) => j.payload.vendorId === vendor.vendorId)).toHaveLength(1);
  });
});

describe("the vendor's Payments page", () => {
  it("shows each advance with the fee, the share, refunds and where the share is, and the totals", async () => {
    const offering = await bookableOffering(app, owner);
    const held = await paidAdvance(app, owner.vendorId, offering, { advance: 87_500, status: "on_hold" });
    await paidAdvance(app, owner.vendorId, offering, { advance: 50_000, status: "released", releasedAt: new Date("2026-11-20T10:00:00Z") });
    await paidAdvance(app, owner.vendorId, offering, {
      advance: 40_000,
      status: "reversed",
      reversed: 36_000,
      refunds: [{ amount: 40_000, status: "processed" }],
    });
    await paidAdvance(app, owner.vendorId, offering, { advance: 10_000, refunds: [{ amount: 10_000, status: "failed" }] });
    const response = await app.inject({ method: "GET", url: "/api/vendor/payments", headers: member.headers });
    expect(response.statusCode, response.body).toBe(200);
    const { rows, totals, nextCursor } = response.json().data;
    expect(rows).toHaveLength(4);
    expect(nextCursor).toBeNull();
    expect(rows.find((r: { bookingId: string }) => r.bookingId === held)).toMatchObject({
      advancePaise: 87_500,
      feePaise: 8_750,
      sharePaise: 78_750,
      refundedPaise: 0,
      status: "on_hold",
      releasedAt: null,
    });
    // Held: the on-hold share and the one waiting for a linked account; released: 45,000; refunded: what shoppers got back.
    expect(totals).toEqual({ heldPaise: 78_750 + 9_000, releasedPaise: 45_000, refundedPaise: 40_000 });
    const other = await app.inject({ method: "GET", url: "/api/vendor/payments", headers: stranger.headers });
    expect(other.json().data).toEqual({ rows: [], totals: { heldPaise: 0, releasedPaise: 0, refundedPaise: 0 }, nextCursor: null });
  });

  it("pages with a cursor, and refuses a cursor that is not one of its own", async () => {
    const offering = await bookableOffering(app, stranger);
    for (let i = 0; i < 21; i++) await paidAdvance(app, stranger.vendorId, offering, { advance: 1_000 + i });
    const first = (await app.inject({ method: "GET", url: "/api/vendor/payments", headers: stranger.headers })).json().data;
    expect(first.rows).toHaveLength(20);
    const second = await app.inject({ method: "GET", url: `/api/vendor/payments?cursor=${first.nextCursor}`, headers: stranger.headers });
    expect(second.json().data.rows).toHaveLength(1);
    const foreign = await app.inject({ method: "GET", url: `/api/vendor/payments?cursor=${first.nextCursor}`, headers: owner.headers });
    expect(foreign.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/vendor/payments?cursor=%3Cx%3E", headers: owner.headers })).statusCode).toBe(400);
  });

  it("exports a CSV of its own advances in rupees, and reading it writes nothing", async () => {
    const before = await app.database.db.select().from(auditLog);
    const changes = await app.database.db.select().from(vendorChanges);
    const response = await app.inject({ method: "GET", url: "/api/vendor/payments.csv", headers: owner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(PAYOUTS_CSV_HEADER.join(","));
    expect(lines).toHaveLength(5);
    expect(lines.some((line) => line.includes(",875.00,10,87.50,787.50,0.00,"))).toBe(true);
    expect(response.body).not.toContain("Divya");
    expect(await app.database.db.select().from(auditLog)).toHaveLength(before.length);
    expect(await app.database.db.select().from(vendorChanges)).toHaveLength(changes.length);
  });
});
