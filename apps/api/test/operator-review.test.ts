import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { SESSION_POLICY } from "../src/modules/accounts/auth-service.ts";
import { freshClient, generate, signIn, verify } from "./accounts-helper.ts";
import { openThroughLink, PAN, signInOperator, submittedVendor } from "./operator-helper.ts";
import { buildTestApp } from "./helper.ts";

// The review queue, documents on record, decisions the vendor reads, and the audit log (docs/decisions/0020).

let app: FastifyInstance;
let operator: Awaited<ReturnType<typeof signInOperator>>;

beforeAll(async () => {
  const storage = {
    ...loadConfig({ NODE_ENV: "test" }).storage,
    dir: mkdtempSync(path.join(tmpdir(), "utsav-admin-media-")),
    privateDir: mkdtempSync(path.join(tmpdir(), "utsav-admin-private-")),
  };
  app = await buildTestApp({ storage });
  operator = await signInOperator(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = operator.headers) => app.inject({ method: "GET", url, headers });
const post = (url: string, payload?: object, headers: Record<string, string> = operator.headers) =>
  app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });
const auditOf = async (vendorId: string) => (await get(`/api/operator/audit?vendorId=${vendorId}`)).json().data.entries;
const dashboard = async (headers: Record<string, string>) => (await get("/api/vendor/dashboard", headers)).json().data;

describe("operators' sign-in", () => {
  it("sends codes only to operators' numbers and never makes an operator at sign-in, answering everyone alike", async () => {
    const { phone, ip } = freshClient();
    const stranger = await generate(app, phone, ip, "operator");
    expect(stranger.statusCode).toBe(200);
    const other = freshClient();
    await app.operators.add(`+91${other.phone}`, "Other Ops", null);
    const known = await generate(app, other.phone, other.ip, "operator");
    expect(known.statusCode).toBe(200);
    expect(Object.keys(stranger.json().data)).toEqual(Object.keys(known.json().data));
    expect(app.localMessages!.list().some((m) => m.to === `+91${phone}`)).toBe(false);
    // Whatever code is tried, the number signs in to nothing.
    for (const code of ["000000", "123456"]) expect((await verify(app, phone, code, ip, "operator")).statusCode).toBe(401);
    const { rows } = await app.database.db.execute(
      sql`select count(*)::int as n from users where user_type = 'admin' and phone = ${`+91${phone}`}`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it("keeps an operator's session short: 15 idle minutes, 12 hours at most", async () => {
    expect(SESSION_POLICY.operator.idleSeconds).toBe(15 * 60);
    expect(SESSION_POLICY.operator.lifetimeSeconds).toBeLessThan(SESSION_POLICY.vendor.lifetimeSeconds);
    const idler = await signInOperator(app, "Idle Ops");
    expect(idler.maxAge).toBe(SESSION_POLICY.operator.lifetimeSeconds);
    expect((await get("/api/operator/vendors", idler.headers)).statusCode).toBe(200);
    await app.database.db.execute(sql`update sessions set last_seen_at = now() - interval '16 minutes' where user_id = ${idler.userId}`);
    expect((await get("/api/operator/vendors", idler.headers)).statusCode).toBe(401);
  });
});

describe("the review queue", () => {
  it("lists a vendor once it has submitted both its profile and its documents, with everything side by side", async () => {
    const vendor = await submittedVendor(app);
    expect((await dashboard(vendor.headers)).review).toEqual({ state: "waiting", pausedReason: null, latest: null });
    const queue = await get("/api/operator/vendors?state=waiting");
    expect(queue.statusCode).toBe(200);
    expect(queue.headers["cache-control"]).toBe("no-store");
    expect(queue.json().data.vendors.map((v: { id: string }) => v.id)).toContain(vendor.vendorId);

    const detail = (await get(`/api/operator/vendors/${vendor.vendorId}`)).json().data;
    expect(detail).toMatchObject({ reviewState: "waiting", profileState: "submitted", kycState: "submitted", catalogue: false });
    expect(detail.sections.service).toMatchObject({ area: "Jayanagar" });
    expect(detail.offerings.map((o: { id: string }) => o.id)).toEqual([vendor.offering.id]);
    expect(
      detail.documents.map((d: { type: string; maskedNumber: string; revealable: boolean }) => [d.type, d.maskedNumber, d.revealable]),
    ).toEqual([
      ["pan", "XXXXXX234F", true],
      ["aadhaar", "XXXX XXXX 2346", false],
    ]);
    expect(JSON.stringify(detail)).not.toContain(PAN);
  });

  it("opens a document inline, decrypted and never cached, and writes the opening to the audit log first", async () => {
    const vendor = await submittedVendor(app);
    const pan = vendor.documents.find((d) => d.type === "pan")!;
    // The link is made, and the opening recorded, by a POST; the GET only serves the file (operator-links.test.ts).
    const file = await openThroughLink(app, operator.headers, `/api/operator/vendors/${vendor.vendorId}/kyc/documents/${pan.id}/link`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith("%PDF-1.4")).toBe(true);
    expect(file.headers).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      "content-disposition": 'inline; filename="pan.pdf"',
      // Only the console's own pages may frame it, and nothing in it runs.
      "x-frame-options": "SAMEORIGIN",
      "content-security-policy": expect.stringContaining("default-src 'none'"),
    });
    const [entry] = await auditOf(vendor.vendorId);
    expect(entry).toMatchObject({
      action: "document.viewed",
      actorId: operator.userId,
      actorName: "Meera Ops",
      target: pan.id,
      clientAddress: expect.any(String),
    });
    // A document of another vendor is not found through this vendor.
    const other = await submittedVendor(app);
    expect((await post(`/api/operator/vendors/${vendor.vendorId}/kyc/documents/${other.documents[0]!.id}/link`)).statusCode).toBe(404);
    expect(await auditOf(vendor.vendorId)).toHaveLength(1);
  });

  it("reveals a number on demand and on record; an Aadhaar number is never kept whole", async () => {
    const vendor = await submittedVendor(app);
    const [pan, aadhaar] = vendor.documents;
    const revealed = await post(`/api/operator/vendors/${vendor.vendorId}/kyc/documents/${pan!.id}/reveal`);
    expect(revealed.json()).toEqual({ success: true, data: { number: PAN }, errorMessage: null });
    const refused = await post(`/api/operator/vendors/${vendor.vendorId}/kyc/documents/${aadhaar!.id}/reveal`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toBe(REVIEW_MESSAGES.numberNotKept);
    expect((await auditOf(vendor.vendorId)).map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([
      ["number.revealed", pan!.id],
    ]);
  });
});

describe("decisions", () => {
  it("asks for changes to named sections and documents: the vendor reads the reason and submits again", async () => {
    const vendor = await submittedVendor(app);
    const reason = "Please add your area's pin code and a clearer PAN scan.";
    const answer = await post(`/api/operator/vendors/${vendor.vendorId}/decision`, {
      decision: "changes",
      reason,
      sections: ["service", "pan"],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({ reviewState: "changes", profileState: "draft", kycState: "rejected", kycReason: reason });
    const review = (await dashboard(vendor.headers)).review;
    expect(review).toMatchObject({
      state: "changes",
      latest: { decision: "changes", reason, sections: ["service", "pan"], operatorName: "Meera Ops" },
    });

    // Submitting both again puts the vendor back in the queue.
    expect((await post("/api/vendor/profile/submit", undefined, vendor.headers)).statusCode).toBe(200);
    expect((await dashboard(vendor.headers)).review.state).toBe("changes");
    expect((await post("/api/vendor/kyc/submit", undefined, vendor.headers)).statusCode).toBe(200);
    expect((await dashboard(vendor.headers)).review.state).toBe("waiting");
  });

  it("rejects with a reason the vendor reads, and refuses decisions without one or on a vendor not waiting", async () => {
    const vendor = await submittedVendor(app);
    const url = `/api/operator/vendors/${vendor.vendorId}/decision`;
    expect((await post(url, { decision: "reject", reason: "no" })).json().errorMessage).toBe(REVIEW_MESSAGES.reasonRequired);
    expect((await post(url, { decision: "changes", reason: "Please fix the documents." })).json().errorMessage).toBe(
      REVIEW_MESSAGES.sectionsRequired,
    );
    const reason = "The PAN card belongs to another business.";
    expect((await post(url, { decision: "reject", reason })).statusCode).toBe(200);
    expect(await dashboard(vendor.headers)).toMatchObject({ kycState: "rejected", kycReason: reason, review: { state: "rejected" } });
    const again = await post(url, { decision: "approve" });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorMessage).toBe(REVIEW_MESSAGES.notWaiting);
    expect((await post("/api/operator/vendors/v-unknown/decision", { decision: "approve" })).statusCode).toBe(404);
    expect((await auditOf(vendor.vendorId)).map((e: { action: string }) => e.action)).toEqual(["vendor.rejected"]);
  });
});

describe("two operators at once", () => {
  it("decide a vendor once: the second decision is refused, and one decision and one audit row are kept", async () => {
    const vendor = await submittedVendor(app);
    const other = await signInOperator(app, "Ravi Ops");
    const url = `/api/operator/vendors/${vendor.vendorId}/decision`;
    const answers = await Promise.all([
      post(url, { decision: "approve" }),
      post(url, { decision: "reject", reason: "The PAN card belongs to another business." }, other.headers),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const entries = await auditOf(vendor.vendorId);
    expect(entries.filter((e: { action: string }) => e.action.startsWith("vendor."))).toHaveLength(1);
    const { rows } = await app.database.db.execute(
      sql`select count(*)::int as n from vendor_decisions where vendor_id = ${vendor.vendorId}`,
    );
    expect(rows[0]).toEqual({ n: 1 });
  });
});

describe("the audit log", () => {
  it("is append-only: the database refuses to change, delete or empty it, and no route writes to it but by acting", async () => {
    const vendor = await submittedVendor(app);
    await post(`/api/operator/vendors/${vendor.vendorId}/decision`, { decision: "approve" });
    const [entry] = await auditOf(vendor.vendorId);
    expect(entry).toMatchObject({ action: "vendor.approved", vendorId: vendor.vendorId, actorName: "Meera Ops" });
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.database.db.execute(statement).then(
        () => "done",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update audit_log set actor_name = 'someone else' where id = ${Number(entry.id)}`)).toMatch(
      /append-only: UPDATE/,
    );
    expect(await refusal(sql`delete from audit_log where id = ${Number(entry.id)}`)).toMatch(/append-only: DELETE/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only: TRUNCATE/);
    expect((await auditOf(vendor.vendorId))[0]).toEqual(entry);

    const writes = app
      .printRoutes({ commonPrefix: false })
      .split("\n")
      .filter((line) => line.includes("audit") && /(PUT|PATCH|DELETE|POST)/.test(line));
    expect(writes).toEqual([]);
  });

  it("pages newest first and filters by action", async () => {
    const first = await get("/api/operator/audit?limit=2");
    const page = first.json().data;
    expect(page.entries).toHaveLength(2);
    expect(Number(page.entries[0].id)).toBeGreaterThan(Number(page.entries[1].id));
    const next = (await get(`/api/operator/audit?limit=2&before=${page.nextBefore}`)).json().data;
    expect(Number(next.entries[0].id)).toBeLessThan(Number(page.entries[1].id));
    const viewed = (await get("/api/operator/audit?action=document.viewed&limit=200")).json().data.entries;
    expect(viewed.length).toBeGreaterThan(0);
    expect(viewed.every((e: { action: string }) => e.action === "document.viewed")).toBe(true);
  });
});

describe("operators", () => {
  it("invite another operator, on record; a number already an operator is refused", async () => {
    const { phone } = freshClient();
    const invited = await post("/api/operator/operators", { phoneNumber: phone, fullName: "Kiran Ops" });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().data).toMatchObject({ fullName: "Kiran Ops", phone: `+91${phone}` });
    expect((await post("/api/operator/operators", { phoneNumber: phone, fullName: "Kiran Ops" })).statusCode).toBe(409);
    const list = (await get("/api/operator/operators")).json().data.operators.map((o: { phone: string }) => o.phone);
    expect(list).toContain(`+91${phone}`);
    const session = await signIn(app, "operator", phone);
    expect((await get("/api/operator/vendors", { cookie: session.cookie })).statusCode).toBe(200);
    const added = (await get("/api/operator/audit?action=operator.added")).json().data.entries;
    expect(added[0]).toMatchObject({ actorName: "Meera Ops", target: invited.json().data.id });
  });
});
