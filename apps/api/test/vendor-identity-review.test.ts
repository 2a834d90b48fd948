import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  envelope,
  IDENTITY_MESSAGES,
  operatorVendorDetailSchema,
  REVIEW_MESSAGES,
  vendorChangePageSchema,
  vendorProfileSchema,
} from "@utsav/domain";
import type { OperatorVendorDetail, VendorProfile } from "@utsav/domain";
import { vendorChanges, vendorKycDocuments, vendors } from "@utsav/db";
import { loadConfig } from "../src/platform/config.ts";
import { ORIGIN } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { pngBytes, signInOperator, submittedVendor } from "./operator-helper.ts";
import { offeringBody, onboardVendor, signInVendor } from "./vendor-helper.ts";

// An approved vendor cannot become someone else unseen (docs/decisions/0032): its business name, categories and KYC
// documents wait for the operators again while the storefront keeps the approved ones; every other edit shows at once
// and is kept, before and after, in the change history operators read.

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;
const privateDir = mkdtempSync(path.join(tmpdir(), "utsav-identity-private-"));

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-identity-media-")),
    privateDir,
  };
  app = await buildTestApp({ storage });
  operator = await signInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const BUSINESS = {
  titleTag: "Curated by",
  bio: "Fresh flower decor for homes across Bengaluru.",
  categories: ["decor"],
};

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const profileOf = async (headers: Record<string, string>): Promise<VendorProfile> =>
  envelope(vendorProfileSchema).parse((await app.inject({ method: "GET", url: "/api/vendor/profile", headers })).json()).data;
const detailOf = async (vendorId: string): Promise<OperatorVendorDetail> =>
  envelope(operatorVendorDetailSchema).parse(
    (await app.inject({ method: "GET", url: `/api/operator/vendors/${vendorId}`, headers: operator.headers })).json(),
  ).data;
const pageOf = async (slug: string) => (await app.inject({ method: "GET", url: `/api/offerings/${slug}` })).json().data.offering;
const auditOf = async (vendorId: string) =>
  (await app.inject({ method: "GET", url: `/api/operator/audit?vendorId=${vendorId}`, headers: operator.headers })).json().data.entries as {
    action: string;
    detail: Record<string, unknown>;
    actorName: string;
  }[];
const saveBusiness = (headers: Record<string, string>, changes: Record<string, unknown>) =>
  post("/api/vendor/profile/section/business/save", headers, { ...BUSINESS, ...changes });

/** A vendor approved in the console, with an offering on the storefront. */
async function approvedVendor() {
  const vendor = await submittedVendor(app);
  const approved = await post(`/api/operator/vendors/${vendor.vendorId}/decision`, operator.headers, { decision: "approve" });
  expect(approved.statusCode, approved.body).toBe(200);
  expect((await pageOf(vendor.offering.slug)).vendorName).toBe(vendor.businessName);
  return vendor;
}

/** Uploads a PAN card (a PDF) through the KYC call, as the vendor's screen does. */
async function uploadPan(headers: Record<string, string>, note: string) {
  const form = new FormData();
  form.append("action", "add");
  form.append("documentsInfo", JSON.stringify([{ type: "pan", documentNumber: "ABCDE1234F" }]));
  form.append(
    "documents",
    new Blob([Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj << >> endobj\n%%EOF\n`)], { type: "application/pdf" }),
    "pan.pdf",
  );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/vendor/kyc/update",
    headers: { ...headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe("an approved vendor's new business name", () => {
  it("waits for the operators: the storefront keeps the old name, they see both, and approval puts the new one live", async () => {
    const vendor = await approvedVendor();
    const newName = `Utsav Official Support Desk ${Math.random().toString(36).slice(2, 7)}`;
    const bio = "Official help desk for every Utsav order, refunds and complaints.";
    const saved = await saveBusiness(vendor.headers, { businessName: newName, bio });
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = envelope(vendorProfileSchema).parse(saved.json()).data;
    expect(answered.businessName).toBe(vendor.businessName);
    expect(answered.sections.business).toMatchObject({ businessName: vendor.businessName, bio });
    expect(answered.identityReview).toMatchObject({
      state: "pending",
      approved: { businessName: vendor.businessName, categories: ["decor"] },
      requested: { businessName: newName, categories: null, documentTypes: [] },
      decidedAt: null,
    });
    expect(answered.identityReview?.message).toContain(`"${newName}"`);
    expect(answered.identityReview?.message).toContain(`Shoppers keep seeing "${vendor.businessName}"`);

    // The storefront: the approved name with its Verified badge; the bio, not part of the identity, at once.
    const page = await pageOf(vendor.offering.slug);
    expect(page).toMatchObject({ vendorName: vendor.businessName, vendorDescription: bio });
    expect(page.vendor.verified).toBe(true);
    const [row] = await app.database.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(row!.name).toBe(vendor.businessName);
    // Nobody else can take the name while it waits.
    const other = await signInVendor(app);
    await expect(onboardVendor(app, other.cookie, { businessName: newName.toLowerCase() })).rejects.toThrow(/409/);

    // The operators see the change side by side, and the live edit before and after.
    const detail = await detailOf(vendor.vendorId);
    expect(detail.name).toBe(vendor.businessName);
    expect(detail.identityChange).toMatchObject({
      fields: ["businessName"],
      before: { businessName: vendor.businessName, categories: ["decor"] },
      after: { businessName: newName, categories: ["decor"] },
      documents: [],
    });
    const edits = detail.recentChanges ?? [];
    expect(edits.find((change) => change.kind === "profile.business")).toMatchObject({
      fields: ["bio"],
      before: { bio: "Fresh flower decor for homes across Bengaluru." },
      after: { bio },
    });
    expect(edits.find((change) => change.kind === "identity.requested")).toMatchObject({
      fields: ["businessName"],
      before: { businessName: null },
      after: { businessName: newName },
    });

    const approved = await post(`/api/operator/vendors/${vendor.vendorId}/identity-change/approve`, operator.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ name: newName, identityChange: null, verified: true });
    expect((await pageOf(vendor.offering.slug)).vendorName).toBe(newName);
    const search = await post("/api/search", {}, { query: newName, limit: 20 });
    expect(search.json().data.results.map((r: { id: string }) => r.id)).toContain(vendor.offering.id);
    const profile = await profileOf(vendor.headers);
    expect(profile).toMatchObject({ businessName: newName, sections: { business: { businessName: newName } } });
    expect(profile.identityReview).toMatchObject({ state: "approved", reason: null });
    const [entry] = await auditOf(vendor.vendorId);
    expect(entry).toMatchObject({
      action: "vendor.identity_approved",
      actorName: "Meera Ops",
      detail: { before: vendor.businessName, after: newName },
    });
    // Nothing waits any more.
    const again = await post(`/api/operator/vendors/${vendor.vendorId}/identity-change/approve`, operator.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(IDENTITY_MESSAGES.nothingPending);
  });

  it("rejected: the vendor reads why, and the old name stays", async () => {
    const vendor = await approvedVendor();
    const newName = `Utsav Refund Centre ${Math.random().toString(36).slice(2, 7)}`;
    expect((await saveBusiness(vendor.headers, { businessName: newName, categories: ["decor", "sweets"] })).statusCode).toBe(200);
    const url = `/api/operator/vendors/${vendor.vendorId}/identity-change/reject`;
    expect((await post(url, operator.headers, { reason: "no" })).statusCode).toBe(400);
    const reason = "This name passes for Utsav's own support desk.";
    const rejected = await post(url, operator.headers, { reason });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ name: vendor.businessName, identityChange: null });

    const profile = await profileOf(vendor.headers);
    expect(profile.businessName).toBe(vendor.businessName);
    expect(profile.sections.business?.categories).toEqual(["decor"]);
    expect(profile.identityReview).toMatchObject({
      state: "rejected",
      reason,
      requested: { businessName: newName, categories: ["decor", "sweets"] },
    });
    expect(profile.identityReview?.message).toContain(reason);
    expect((await pageOf(vendor.offering.slug)).vendorName).toBe(vendor.businessName);
    expect((await auditOf(vendor.vendorId))[0]).toMatchObject({ action: "vendor.identity_rejected", detail: { reason, after: newName } });
    // The name is free again.
    const other = await signInVendor(app);
    expect((await onboardVendor(app, other.cookie, { businessName: newName })).businessName).toBe(newName);
  });

  it("is withdrawn when the vendor puts the approved name back before the operators decide", async () => {
    const vendor = await approvedVendor();
    expect((await saveBusiness(vendor.headers, { businessName: `${vendor.businessName} Two` })).statusCode).toBe(200);
    expect((await saveBusiness(vendor.headers, { businessName: vendor.businessName })).statusCode).toBe(200);
    expect((await profileOf(vendor.headers)).identityReview).toMatchObject({ state: "withdrawn", message: null });
    expect((await detailOf(vendor.vendorId)).identityChange).toBeNull();
    expect((await post(`/api/operator/vendors/${vendor.vendorId}/identity-change/approve`, operator.headers)).statusCode).toBe(409);
  });

  it("answers 404 for an unknown vendor", async () => {
    const response = await post("/api/operator/vendors/v-unknown/identity-change/approve", operator.headers);
    expect(response.statusCode).toBe(404);
    expect(response.json().errorMessage).toBe(REVIEW_MESSAGES.vendorNotFound("v-unknown"));
  });
});

describe("an approved vendor's other edits", () => {
  it("show at once and are kept before and after; the history is never rewritten", async () => {
    const vendor = await approvedVendor();
    const contact = { contactName: "Asha Rao", phoneNumber: "98450 99999", email: "", whatsappNumber: "" };
    const saved = await post("/api/vendor/profile/section/contact/save", vendor.headers, contact);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profileOf(vendor.headers)).identityReview).toBeNull();
    const [row] = await app.database.db.select({ phone: vendors.phone }).from(vendors).where(eq(vendors.id, vendor.vendorId));
    expect(row!.phone).toBe("+919845099999");
    const [change] = (await detailOf(vendor.vendorId)).recentChanges ?? [];
    expect(change).toMatchObject({
      kind: "profile.contact",
      fields: ["phoneNumber"],
      before: { phoneNumber: "+919845012345" },
      after: { phoneNumber: "+919845099999" },
      clientAddress: expect.any(String),
    });
    // Saving the same again changes nothing and records nothing.
    const recorded = async () => (await detailOf(vendor.vendorId)).recentChanges?.length;
    const before = await recorded();
    await post("/api/vendor/profile/section/contact/save", vendor.headers, contact);
    expect(await recorded()).toBe(before);

    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await app.database.db.execute(statement);
        return "allowed";
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await refusal(sql`update vendor_changes set kind = 'profile.terms' where vendor_id = ${vendor.vendorId}`)).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(sql`truncate vendor_changes`)).toMatch(/append-only: TRUNCATE/);
    const kept = await app.database.db.select().from(vendorChanges).where(eq(vendorChanges.vendorId, vendor.vendorId));
    expect(kept.length).toBeGreaterThan(0);
  });

  it("a new offering goes live at once, and the operators read it among vendors' changes", async () => {
    const vendor = await approvedVendor();
    const title = `Jasmine Door Garland ${Math.random().toString(36).slice(2, 7)}`;
    const created = await post("/api/vendor/offering", vendor.headers, offeringBody(vendor.imageIds, { title }));
    expect(created.statusCode, created.body).toBe(200);
    const { id, slug } = created.json().data as { id: string; slug: string };
    expect((await pageOf(slug)).id).toBe(id);
    const changes = await app.inject({
      method: "GET",
      url: `/api/operator/vendor-changes?kind=offering.created&vendorId=${vendor.vendorId}`,
      headers: operator.headers,
    });
    expect(changes.statusCode, changes.body).toBe(200);
    const page = envelope(vendorChangePageSchema).parse(changes.json()).data;
    expect(page.changes[0]).toMatchObject({ kind: "offering.created", target: id, after: { title, status: 10 } });
    expect(page.changes[0]?.fields).toContain("description");
    expect(page.changes[0]?.after).not.toHaveProperty("description");
  });
});

describe("an approved vendor's KYC documents", () => {
  it("a replaced document waits for review beside the approved one, without taking the storefront down", async () => {
    const vendor = await approvedVendor();
    const approvedPan = vendor.documents.find((doc) => doc.type === "pan")!;
    const uploaded = await uploadPan(vendor.headers, "a new PAN card");
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const view = uploaded.json().data as { state: string; documents: { id: string; type: string; pendingReview: boolean }[] };
    expect(view.state).toBe("approved");
    const pans = view.documents.filter((doc) => doc.type === "pan");
    expect(pans.map((doc) => [doc.id === approvedPan.id, doc.pendingReview])).toEqual([
      [true, false],
      [false, true],
    ]);
    const newPan = pans.find((doc) => doc.pendingReview)!;
    expect((await pageOf(vendor.offering.slug)).vendorName).toBe(vendor.businessName);
    expect((await profileOf(vendor.headers)).identityReview).toMatchObject({ state: "pending", requested: { documentTypes: ["pan"] } });

    // The approved document cannot be removed or edited in place; the waiting one can be.
    const removed = await post("/api/vendor/kyc/documents/remove", vendor.headers, { documentIds: [approvedPan.id] });
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ errorCode: "DOCUMENT_APPROVED", errorMessage: IDENTITY_MESSAGES.approvedDocumentLocked });
    expect((await post(`/api/vendor/kyc/documents/${approvedPan.id}`, vendor.headers, { documentNumber: "ABCDE1234F" })).statusCode).toBe(
      409,
    );

    const detail = await detailOf(vendor.vendorId);
    expect(detail.identityChange).toMatchObject({
      fields: ["documents"],
      documents: [{ type: "pan", beforeDocumentId: approvedPan.id, afterDocumentId: newPan.id }],
    });
    expect(detail.documents.filter((doc) => doc.type === "pan").map((doc) => doc.pendingReview)).toEqual([false, true]);

    const [oldRow] = await app.database.db.select().from(vendorKycDocuments).where(eq(vendorKycDocuments.id, approvedPan.id));
    const approved = await post(`/api/operator/vendors/${vendor.vendorId}/identity-change/approve`, operator.headers);
    expect(approved.statusCode, approved.body).toBe(200);
    const documents = (approved.json().data as OperatorVendorDetail).documents.filter((doc) => doc.type === "pan");
    expect(documents.map((doc) => [doc.id, doc.pendingReview])).toEqual([[newPan.id, false]]);
    expect(existsSync(path.join(privateDir, oldRow!.fileKey))).toBe(false);
    expect((await pageOf(vendor.offering.slug)).vendor.verified).toBe(true);
  });

  it("a rejected document is deleted, and the approved one stays", async () => {
    const vendor = await approvedVendor();
    const uploaded = await uploadPan(vendor.headers, "someone else's PAN card");
    const newPan = (uploaded.json().data.documents as { id: string; pendingReview: boolean }[]).find((doc) => doc.pendingReview)!;
    const [newRow] = await app.database.db.select().from(vendorKycDocuments).where(eq(vendorKycDocuments.id, newPan.id));
    const rejected = await post(`/api/operator/vendors/${vendor.vendorId}/identity-change/reject`, operator.headers, {
      reason: "This PAN card belongs to another business.",
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const pans = (rejected.json().data as OperatorVendorDetail).documents.filter((doc) => doc.type === "pan");
    expect(pans.map((doc) => doc.pendingReview)).toEqual([false]);
    expect(existsSync(path.join(privateDir, newRow!.fileKey))).toBe(false);
  });

  it("stay locked while a vendor waits for its first review, as before: only an approved vendor's go back to review", async () => {
    const vendor = await submittedVendor(app);
    const form = new FormData();
    form.append("action", "add");
    form.append("documentsInfo", JSON.stringify([{ type: "pan", documentNumber: "ABCDE1234F" }]));
    form.append("documents", new Blob([new Uint8Array(await pngBytes())], { type: "image/png" }), "pan.png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await app.inject({
      method: "POST",
      url: "/api/vendor/kyc/update",
      headers: { ...vendor.headers, origin: ORIGIN, "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    // Submitted documents are locked while they are reviewed, as before (docs/decisions/0008).
    expect(response.statusCode).toBe(409);
    expect(response.json().errorCode).toBe("KYC_LOCKED");
  });
});
