import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { envelope, KYC_MESSAGES, kycStatusSchema, kycViewSchema, MESSAGES, messageFor, UPLOAD, VENDOR_TEAM_MESSAGES } from "@utsav/domain";
import type { KycDocumentType, KycState } from "@utsav/domain";
import { loadConfig } from "../src/platform/config.ts";
import { vendorKycDocuments, vendorProfiles } from "@utsav/db";
import { currentVendor } from "../src/platform/vendor-context.ts";
import type * as VendorContext from "../src/platform/vendor-context.ts";
import { DocumentVault } from "../src/modules/vendors/document-vault.ts";
import { freshClient, signIn } from "./accounts-helper.ts";
import { buildTestApp } from "./helper.ts";
import { onboardVendor, signInVendor, vendorHeaders } from "./vendor-helper.ts";

// Each route's own failure message is tested by failing the vendor lookup that every route starts with.
vi.mock("../src/platform/vendor-context.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof VendorContext>();
  return { ...actual, currentVendor: vi.fn(actual.currentVendor) };
});

const mediaDir = mkdtempSync(path.join(tmpdir(), "utsav-kyc-media-"));
const privateDir = mkdtempSync(path.join(tmpdir(), "utsav-kyc-private-"));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ storage: { ...loadConfig({ NODE_ENV: "test" }).storage, dir: mediaDir, privateDir } });
});
afterAll(async () => {
  await app.close();
});

const PAN = "ABCDE1234F";
const AADHAAR = "234123412346";
const GSTIN = "27AAPFU0939F1ZV";
const FSSAI = "10020042000123";
const NEXT_YEAR = `${new Date().getFullYear() + 1}-03-31`;

async function newVendor(category: "decor" | "sweets" = "decor") {
  const { cookie } = await signInVendor(app);
  const { vendorId } = await onboardVendor(app, cookie, { category });
  return { vendorId, headers: vendorHeaders(cookie) };
}
type Vendor = Awaited<ReturnType<typeof newVendor>>;

const pdf = (note: string) => Buffer.from(`%PDF-1.4\n% ${note}\n1 0 obj << /Type /Catalog >> endobj\n${"0123456789".repeat(40)}\n%%EOF\n`);
const png = () =>
  sharp({ create: { width: 240, height: 150, channels: 3, background: "#f4a261" } })
    .png()
    .toBuffer();

type Doc = {
  type: KycDocumentType;
  documentNumber: string;
  expiryDate?: string | null;
  file: Buffer;
  filename: string;
  contentType?: string;
};

async function upload(
  vendor: Vendor,
  documents: Doc[],
  extra: { action?: string; removeDocumentIds?: string[]; documentsInfo?: unknown } = {},
) {
  const form = new FormData();
  form.append("action", extra.action ?? "add");
  if (extra.removeDocumentIds) form.append("removeDocumentIds", JSON.stringify(extra.removeDocumentIds));
  form.append(
    "documentsInfo",
    JSON.stringify(extra.documentsInfo ?? documents.map(({ type, documentNumber, expiryDate }) => ({ type, documentNumber, expiryDate }))),
  );
  for (const doc of documents)
    form.append("documents", new Blob([new Uint8Array(doc.file)], { type: doc.contentType ?? "application/pdf" }), doc.filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return app.inject({
    method: "POST",
    url: "/api/vendor/kyc/update",
    headers: { ...vendor.headers, "content-type": request.headers.get("content-type")! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const kycView = (response: { json(): unknown }) => envelope(kycViewSchema).parse(response.json()).data;
const getKyc = async (vendor: Vendor) => kycView(await app.inject({ method: "GET", url: "/api/vendor/kyc", headers: vendor.headers }));
const post = (vendor: Vendor, url: string, payload?: object) =>
  app.inject({ method: "POST", url: `/api/vendor${url}`, headers: vendor.headers, ...(payload ? { payload } : {}) });
const setState = (vendor: Vendor, kycState: KycState, kycReason: string | null = null) =>
  app.database.db.update(vendorProfiles).set({ kycState, kycReason }).where(eq(vendorProfiles.vendorId, vendor.vendorId));
const rowsOf = (vendor: Vendor) =>
  app.database.db.select().from(vendorKycDocuments).where(eq(vendorKycDocuments.vendorId, vendor.vendorId));
const privateFiles = () =>
  existsSync(path.join(privateDir, "kyc")) ? readdirSync(path.join(privateDir, "kyc")).map((f) => `kyc/${f}`) : [];

const panDoc = (file = pdf("PAN card of the owner")): Doc => ({
  type: "pan",
  documentNumber: "abcde 1234 f",
  file,
  filename: "pan card.pdf",
});
const aadhaarDoc = async (): Promise<Doc> => ({
  type: "aadhaar",
  documentNumber: "2341 2341 2346",
  file: await png(),
  filename: "aadhaar.png",
  contentType: "image/png",
});

describe("GET /api/vendor/kyc/config and /kyc", () => {
  it("lists the document types with their formats and when each is needed", async () => {
    const vendor = await newVendor();
    const response = await app.inject({ method: "GET", url: "/api/vendor/kyc/config", headers: vendor.headers });
    expect(response.statusCode).toBe(200);
    const { documentTypes, maxFileBytes, acceptedTypes } = response.json().data;
    expect(
      documentTypes.map((t: { type: string; requirement: string; hasExpiry: boolean }) => [t.type, t.requirement, t.hasExpiry]),
    ).toEqual([
      ["pan", "always", false],
      ["gstin", "optional", false],
      ["fssai", "food", true],
      ["aadhaar", "always", false],
    ]);
    expect(new RegExp(documentTypes[0].pattern).test(PAN)).toBe(true);
    expect(maxFileBytes).toBe(UPLOAD.maxFileBytes);
    expect(acceptedTypes).toEqual(["image/jpeg", "image/png", "image/webp", "application/pdf"]);
  });

  it("starts not_started; PAN and Aadhaar are needed, and an FSSAI licence from a sweets seller", async () => {
    expect(await getKyc(await newVendor())).toEqual({
      state: "not_started",
      reason: null,
      submittedAt: null,
      documents: [],
      missingTypes: ["pan", "aadhaar"],
    });
    expect((await getKyc(await newVendor("sweets"))).missingTypes).toEqual(["pan", "fssai", "aadhaar"]);
  });

  it("follows the categories of the business section once it is saved", async () => {
    const vendor = await newVendor();
    await app.database.db
      .update(vendorProfiles)
      .set({
        sections: { business: { businessName: "Sweet Home", bio: "Homemade sweets for every festival.", categories: ["gifts", "sweets"] } },
      })
      .where(eq(vendorProfiles.vendorId, vendor.vendorId));
    expect((await getKyc(vendor)).missingTypes).toEqual(["pan", "fssai", "aadhaar"]);
  });
});

describe("POST /api/vendor/kyc/update", () => {
  let vendor: Vendor;
  const panFile = pdf("PAN card of the owner");
  beforeAll(async () => {
    vendor = await newVendor();
  });

  it("stores the documents encrypted, shows the numbers masked and moves to in_progress", async () => {
    const filesBefore = privateFiles();
    const response = await upload(vendor, [panDoc(panFile), await aadhaarDoc()]);
    expect(response.statusCode, response.body).toBe(200);
    const view = kycView(response);
    expect(view.state).toBe("in_progress");
    expect(view.missingTypes).toEqual([]);
    expect(view.documents.map((d) => [d.type, d.documentNumber, d.fileName, d.contentType])).toEqual([
      ["pan", "XXXXXX234F", "pan card.pdf", "application/pdf"],
      ["aadhaar", "XXXX XXXX 2346", "aadhaar.png", "image/png"],
    ]);
    expect(view.documents[0]).toMatchObject({
      sizeBytes: panFile.length,
      expiryDate: null,
      downloadUrl: `/api/vendor/kyc/documents/${view.documents[0]!.id}/file`,
    });
    expect(privateFiles()).toHaveLength(filesBefore.length + 2);
  });

  it("keeps an Aadhaar number only masked: the full number is nowhere in its row", async () => {
    const [row] = (await rowsOf(vendor)).filter((r) => r.type === "aadhaar");
    expect(row!.numberHint).toBe("XXXX XXXX 2346");
    expect(row!.numberCipher).toBe("");
    const text = JSON.stringify(row);
    for (const fragment of [AADHAAR, "2341 2341 2346", "23412341"]) expect(text).not.toContain(fragment);
  });

  it("encrypts the other numbers (AES-256-GCM, bound to their document)", async () => {
    const [row] = (await rowsOf(vendor)).filter((r) => r.type === "pan");
    expect(JSON.stringify(row)).not.toContain(PAN);
    const vault = new DocumentVault(app.database.db, app.config.auth.secret);
    expect(await vault.openText(row!.numberCipher, `kyc-number:${row!.id}`)).toBe(PAN);
    await expect(vault.openText(row!.numberCipher, "kyc-number:kyc_another")).rejects.toThrow();
  });

  it("keeps files out of public storage and never in plain form on disk", async () => {
    const [row] = (await rowsOf(vendor)).filter((r) => r.type === "pan");
    expect(row!.fileKey).toMatch(/^kyc\/[a-f0-9-]{36}\.enc$/);
    const onDisk = readFileSync(path.join(privateDir, row!.fileKey));
    expect(onDisk.includes(Buffer.from("%PDF"))).toBe(false);
    expect(onDisk.includes(Buffer.from("PAN card of the owner"))).toBe(false);
    expect(onDisk.includes(panFile.subarray(0, 64))).toBe(false);
    expect(existsSync(path.join(mediaDir, "kyc"))).toBe(false);
    expect((await app.inject({ method: "GET", url: `/media/${row!.fileKey}` })).statusCode).toBe(404);
  });

  it("lets its vendor download a document as an attachment, and nobody else", async () => {
    const [doc] = (await getKyc(vendor)).documents;
    const response = await app.inject({ method: "GET", url: doc!.downloadUrl, headers: vendor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(panFile)).toBe(true);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": 'attachment; filename="pan card.pdf"',
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });

    const other = await newVendor();
    const foreign = await app.inject({ method: "GET", url: doc!.downloadUrl, headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe(KYC_MESSAGES.documentNotFound(doc!.id));
    expect((await app.inject({ method: "GET", url: doc!.downloadUrl })).statusCode).toBe(401);
  });

  it("replaces the document of a type, deleting the old file", async () => {
    const [old] = (await rowsOf(vendor)).filter((r) => r.type === "pan");
    const response = await upload(vendor, [{ ...panDoc(pdf("a clearer scan")), documentNumber: "PQRST6789Z" }]);
    expect(response.statusCode, response.body).toBe(200);
    const pans = (await rowsOf(vendor)).filter((r) => r.type === "pan");
    expect(pans).toHaveLength(1);
    expect(pans[0]!.numberHint).toBe("XXXXXX789Z");
    expect(existsSync(path.join(privateDir, old!.fileKey))).toBe(false);
  });

  it.each([
    ["a wrong PAN", { type: "pan", documentNumber: "ABCD1234F" }, "Please enter a valid PAN (e.g. ABCDE1234F)"],
    [
      "a GSTIN with a bad check character",
      { type: "gstin", documentNumber: "27AAPFU0939F1ZW" },
      "Please enter a valid 15-character GSTIN (e.g. 27AAPFU0939F1ZV)",
    ],
    [
      "an FSSAI number of 13 digits",
      { type: "fssai", documentNumber: "1002004200012", expiryDate: NEXT_YEAR },
      "Please enter a valid 14-digit FSSAI licence number",
    ],
    [
      "an FSSAI licence without its expiry date",
      { type: "fssai", documentNumber: FSSAI },
      "Please enter the expiry date of the FSSAI licence",
    ],
    ["an expired FSSAI licence", { type: "fssai", documentNumber: FSSAI, expiryDate: "2020-01-31" }, "The document has expired"],
    [
      "an expiry date not written YYYY-MM-DD",
      { type: "fssai", documentNumber: FSSAI, expiryDate: "31/01/2030" },
      "Please enter the expiry date as YYYY-MM-DD",
    ],
    [
      "an Aadhaar number failing its Verhoeff check",
      { type: "aadhaar", documentNumber: "2341 2341 2345" },
      "Please enter a valid 12-digit Aadhaar number",
    ],
  ] as const)("refuses %s", async (_name, info, message) => {
    const other = await newVendor();
    const response = await upload(other, [{ ...info, file: pdf("document"), filename: "doc.pdf" }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe(message);
    expect(await rowsOf(other)).toEqual([]);
  });

  it("accepts a GSTIN with a good check character and an FSSAI licence that expires later", async () => {
    const other = await newVendor("sweets");
    const response = await upload(other, [
      { type: "gstin", documentNumber: GSTIN, file: pdf("gst"), filename: "gst.pdf" },
      { type: "fssai", documentNumber: FSSAI, expiryDate: NEXT_YEAR, file: pdf("fssai"), filename: "fssai.pdf" },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(kycView(response).documents.map((d) => [d.type, d.documentNumber, d.expiryDate])).toEqual([
      ["gstin", "XXXXXXXXXXXF1ZV", null],
      ["fssai", "XXXXXXXXXX0123", NEXT_YEAR],
    ]);
    expect(kycView(response).missingTypes).toEqual(["pan", "aadhaar"]);
  });

  it("judges files by content and size", async () => {
    const other = await newVendor();
    const oversized = await upload(other, [
      { ...panDoc(Buffer.alloc(UPLOAD.maxFileBytes + 1)), filename: "pan-scan.pdf" },
      { type: "aadhaar", documentNumber: AADHAAR, file: Buffer.alloc(UPLOAD.maxFileBytes + 10), filename: "aadhaar-scan.jpg" },
    ]);
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().errorMessage).toBe(messageFor.filesTooLarge(["pan-scan.pdf", "aadhaar-scan.jpg"], UPLOAD.maxFileBytes));
    const text = await upload(other, [
      { ...panDoc(Buffer.from("I am a text file, honest")), filename: "pan.jpg", contentType: "image/jpeg" },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errorMessage).toBe("Documents must be JPEG, PNG or WebP images or PDF files: pan.jpg");
    expect(await rowsOf(other)).toEqual([]);
  });

  it("checks the form", async () => {
    const other = await newVendor();
    const infoMissing = await upload(other, [panDoc()], { documentsInfo: [] });
    expect(infoMissing.json().errorMessage).toBe("Send one documentsInfo entry for each document file, in the same order");
    const twice = await upload(other, [panDoc(), panDoc()]);
    expect(twice.json().errorMessage).toBe("Send one document per type");
    const unknownType = await upload(other, [panDoc()], { documentsInfo: [{ type: "passport", documentNumber: "X1" }] });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errorMessage).toMatch(/^Type must be one of: pan, gstin/);
    const foreign = await upload(other, [], { action: "remove", removeDocumentIds: ["kyc_not_mine"] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe("Document not found: kyc_not_mine");
  });
});

describe("changing and removing documents", () => {
  it("changes a number and an expiry date, checked against the document's type", async () => {
    const vendor = await newVendor("sweets");
    const added = kycView(
      await upload(vendor, [{ type: "fssai", documentNumber: FSSAI, expiryDate: NEXT_YEAR, file: pdf("fssai"), filename: "fssai.pdf" }]),
    );
    const id = added.documents[0]!.id;
    const later = `${new Date().getFullYear() + 3}-12-31`;
    const changed = await post(vendor, `/kyc/documents/${id}`, { documentNumber: "2002 0042 0001 99", expiryDate: later });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(kycView(changed).documents[0]).toMatchObject({ documentNumber: "XXXXXXXXXX0199", expiryDate: later });

    const expired = await post(vendor, `/kyc/documents/${id}`, { expiryDate: "2021-05-01" });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errorMessage).toBe(KYC_MESSAGES.expired);
    const wrong = await post(vendor, `/kyc/documents/${id}`, { documentNumber: "12345" });
    expect(wrong.json().errorMessage).toBe("Please enter a valid 14-digit FSSAI licence number");
    const empty = await post(vendor, `/kyc/documents/${id}`, {});
    expect(empty.statusCode).toBe(400);

    const other = await newVendor();
    const foreign = await post(other, `/kyc/documents/${id}`, { expiryDate: later });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorMessage).toBe(`Document not found: ${id}`);
  });

  it("keeps an updated Aadhaar number masked only", async () => {
    const vendor = await newVendor();
    const id = kycView(await upload(vendor, [await aadhaarDoc()])).documents[0]!.id;
    const changed = await post(vendor, `/kyc/documents/${id}`, { documentNumber: "4991 8765 4323" });
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await rowsOf(vendor);
    expect(row).toMatchObject({ numberHint: "XXXX XXXX 4323", numberCipher: "" });
    expect(JSON.stringify(row)).not.toContain("499187654323");
  });

  it("removes documents and their files; with none left the state is not_started again", async () => {
    const vendor = await newVendor();
    const view = kycView(await upload(vendor, [panDoc(), await aadhaarDoc()]));
    const keys = (await rowsOf(vendor)).map((row) => row.fileKey);
    const one = await post(vendor, "/kyc/documents/remove", { documentIds: [view.documents[0]!.id] });
    expect(one.statusCode).toBe(200);
    expect(kycView(one)).toMatchObject({ state: "in_progress", missingTypes: ["pan"] });
    const rest = await upload(vendor, [], { action: "remove", removeDocumentIds: [view.documents[1]!.id] });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(kycView(rest)).toMatchObject({ state: "not_started", documents: [] });
    for (const key of keys) expect(existsSync(path.join(privateDir, key))).toBe(false);
  });
});

describe("submission and review", () => {
  it("needs every required document", async () => {
    const vendor = await newVendor("sweets");
    await upload(vendor, [panDoc()]);
    const response = await post(vendor, "/kyc/submit");
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("Please upload these documents first: FSSAI licence, Aadhaar card");
  });

  it("refuses a document that expired since it was uploaded", async () => {
    const vendor = await newVendor("sweets");
    await upload(vendor, [
      panDoc(),
      await aadhaarDoc(),
      { type: "fssai", documentNumber: FSSAI, expiryDate: NEXT_YEAR, file: pdf("f"), filename: "f.pdf" },
    ]);
    await app.database.db
      .update(vendorKycDocuments)
      .set({ expiryDate: "2022-01-01" })
      .where(and(eq(vendorKycDocuments.vendorId, vendor.vendorId), eq(vendorKycDocuments.type, "fssai")));
    const response = await post(vendor, "/kyc/submit");
    expect(response.statusCode).toBe(400);
    expect(response.json().errorMessage).toBe("The document has expired: FSSAI licence");
  });

  it("submits, then refuses changes while submitted, in review or approved", async () => {
    const vendor = await newVendor();
    const view = kycView(await upload(vendor, [panDoc(), await aadhaarDoc()]));
    const submitted = await post(vendor, "/kyc/submit");
    expect(submitted.statusCode, submitted.body).toBe(200);
    const status = envelope(kycStatusSchema).parse(submitted.json()).data;
    expect(status).toMatchObject({ state: "submitted", reason: null });
    expect(status.submittedAt).not.toBeNull();
    const polled = await app.inject({ method: "GET", url: "/api/vendor/kyc/status", headers: vendor.headers });
    expect(polled.json().data).toEqual(status);

    for (const [state, message] of [
      ["submitted", KYC_MESSAGES.lockedWhileReviewed],
      ["in_review", KYC_MESSAGES.lockedWhileReviewed],
      ["approved", KYC_MESSAGES.lockedApproved],
    ] as const) {
      await setState(vendor, state);
      const calls = [
        await upload(vendor, [panDoc()]),
        await post(vendor, "/kyc/documents/remove", { documentIds: [view.documents[0]!.id] }),
        await post(vendor, `/kyc/documents/${view.documents[0]!.id}`, { documentNumber: PAN }),
      ];
      for (const response of calls) {
        expect(response.statusCode, state).toBe(409);
        expect(response.json().errorMessage).toBe(message);
      }
      const again = await post(vendor, "/kyc/submit");
      expect(again.statusCode).toBe(409);
      expect(again.json().errorMessage).toBe(state === "approved" ? KYC_MESSAGES.alreadyApproved : KYC_MESSAGES.alreadySubmitted);
    }
    expect((await rowsOf(vendor)).map((row) => row.id).sort()).toEqual(view.documents.map((d) => d.id).sort());
  });

  it("after a rejection the vendor sees the reason, changes documents and submits again", async () => {
    const vendor = await newVendor();
    await upload(vendor, [panDoc(), await aadhaarDoc()]);
    await post(vendor, "/kyc/submit");
    await setState(vendor, "rejected", "The PAN card scan is blurred");
    const status = await app.inject({ method: "GET", url: "/api/vendor/kyc/status", headers: vendor.headers });
    expect(status.json().data).toMatchObject({ state: "rejected", reason: "The PAN card scan is blurred" });

    const replaced = await upload(vendor, [panDoc(pdf("a sharp scan"))]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(kycView(replaced)).toMatchObject({ state: "rejected", reason: "The PAN card scan is blurred" });
    const resubmitted = await post(vendor, "/kyc/submit");
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json().data).toMatchObject({ state: "submitted", reason: null });
  });

  it("asks a vendor to onboard first", async () => {
    const { cookie } = await signInVendor(app);
    const response = await app.inject({ method: "GET", url: "/api/vendor/kyc", headers: vendorHeaders(cookie) });
    expect(response.statusCode).toBe(409);
    expect(response.json().errorMessage).toBe("Please complete vendor onboarding first");
  });
});

describe("a member of the owner's team (docs/decisions/0033)", () => {
  /** An owner with documents on file, and a member of their team who has joined. */
  async function ownerAndMember() {
    const owner = await newVendor();
    const [pan] = kycView(await upload(owner, [panDoc(), await aadhaarDoc()])).documents;
    const { phone } = freshClient();
    expect((await post(owner, "/team/invites", { phoneNumber: phone })).statusCode).toBe(200);
    const session = await signIn(app, "vendor", phone);
    // Their first vendor request joins them to the owner's business.
    const member: Vendor = { vendorId: owner.vendorId, headers: vendorHeaders(session.cookie) };
    expect((await app.inject({ method: "GET", url: "/api/vendor/profile", headers: member.headers })).statusCode).toBe(200);
    return { owner, member, documentId: pan!.id, downloadUrl: pan!.downloadUrl };
  }

  it("is refused every identity-document call with 403, and changes nothing", async () => {
    const { owner, member, documentId, downloadUrl } = await ownerAndMember();
    const before = await rowsOf(owner);
    const refused = [
      await app.inject({ method: "GET", url: "/api/vendor/kyc", headers: member.headers }),
      await app.inject({ method: "GET", url: "/api/vendor/kyc/config", headers: member.headers }),
      await app.inject({ method: "GET", url: "/api/vendor/kyc/status", headers: member.headers }),
      await app.inject({ method: "GET", url: downloadUrl, headers: member.headers }),
      await upload(member, [panDoc(pdf("a member's upload"))]),
      await upload(member, [], { action: "remove", removeDocumentIds: [documentId] }),
      await post(member, `/kyc/documents/${documentId}`, { expiryDate: NEXT_YEAR }),
      await post(member, "/kyc/documents/remove", { documentIds: [documentId] }),
      await post(member, "/kyc/submit"),
    ];
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        data: null,
        errorMessage: VENDOR_TEAM_MESSAGES.identityDocumentsOwnersOnly,
        errorCode: "OWNER_ONLY",
      });
      expect(response.body).not.toContain(PAN);
    }
    expect(await rowsOf(owner)).toEqual(before);
    expect((await getKyc(owner)).state).toBe("in_progress");
  });

  it("leaves the owner's calls as they were", async () => {
    const { owner, downloadUrl } = await ownerAndMember();
    expect((await getKyc(owner)).documents).toHaveLength(2);
    const file = await app.inject({ method: "GET", url: downloadUrl, headers: owner.headers });
    expect(file.statusCode).toBe(200);
    const submitted = await post(owner, "/kyc/submit");
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(envelope(kycStatusSchema).parse(submitted.json()).data.state).toBe("submitted");
  });
});

describe("an unexpected failure answers with the call's own message", () => {
  it.each([
    ["GET", "/kyc", MESSAGES.kycFetchFailed],
    ["GET", "/kyc/config", MESSAGES.kycConfigFailed],
    ["GET", "/kyc/status", MESSAGES.kycStatusFailed],
    ["POST", "/kyc/update", MESSAGES.kycUpdateFailed],
    ["POST", "/kyc/documents/remove", MESSAGES.kycRemoveFailed],
    ["POST", "/kyc/documents/kyc_x", MESSAGES.kycDocumentUpdateFailed],
    ["POST", "/kyc/submit", MESSAGES.kycSubmitFailed],
    ["GET", "/kyc/documents/kyc_x/file", MESSAGES.kycFetchFailed],
  ])("%s %s → 500 '%s'", async (method, url, message) => {
    const vendor = await newVendor();
    vi.mocked(currentVendor).mockRejectedValueOnce(new Error("the vendor lookup failed"));
    const bodies: Record<string, object> = {
      "/kyc/documents/remove": { documentIds: ["kyc_x"] },
      "/kyc/documents/kyc_x": { expiryDate: null },
    };
    const response =
      url === "/kyc/update"
        ? await upload(vendor, [panDoc()])
        : await app.inject({
            method: method as "GET" | "POST",
            url: `/api/vendor${url}`,
            headers: vendor.headers,
            ...(bodies[url] ? { payload: bodies[url] } : {}),
          });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, data: null, errorMessage: message, errorCode: "INTERNAL" });
  });

  it("an encryption failure while uploading leaves no rows and no files behind", async () => {
    const vendor = await newVendor();
    const before = privateFiles();
    const seal = DocumentVault.prototype.seal;
    vi.spyOn(DocumentVault.prototype, "seal")
      .mockImplementationOnce(function (this: DocumentVault, ...args) {
        return seal.apply(this, args);
      })
      .mockRejectedValueOnce(new Error("no key"));
    const response = await upload(vendor, [panDoc(), await aadhaarDoc()]);
    expect(response.statusCode).toBe(500);
    expect(response.json().errorMessage).toBe(MESSAGES.kycUpdateFailed);
    expect(privateFiles()).toEqual(before);
    expect(await rowsOf(vendor)).toEqual([]);
  });

  it("a missing file answers 500 with the fetch message", async () => {
    const vendor = await newVendor();
    const [doc] = kycView(await upload(vendor, [panDoc()])).documents;
    const [row] = await rowsOf(vendor);
    await app.privateStorage.delete(row!.fileKey);
    const response = await app.inject({ method: "GET", url: doc!.downloadUrl, headers: vendor.headers });
    expect(response.statusCode).toBe(500);
    expect(response.json().errorMessage).toBe(MESSAGES.kycFetchFailed);
  });
});
