import { randomUUID } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  checkDocumentInfo,
  checkExpiryDate,
  envelope,
  errorEnvelopeSchema,
  isExpired,
  KYC_CONFIG,
  KYC_DOCUMENT_RULES,
  KYC_DOCUMENT_TYPES,
  KYC_MESSAGES,
  kycConfigSchema,
  kycDocumentParamsSchema,
  kycDocumentUpdateSchema,
  kycLockedMessage,
  kycRemoveSchema,
  kycStatusSchema,
  kycUpdateFieldsSchema,
  kycViewSchema,
  maskDocumentNumber,
  MESSAGES,
  ok,
  requiredKycTypes,
} from "@utsav/domain";
import type { KycDocument, KycDocumentInfo, KycDocumentType, KycState, KycStatus, KycView } from "@utsav/domain";
import { HttpError } from "../../lib/http-errors.ts";
import { failingWith } from "../../lib/route-failure.ts";
import { VendorKycRepository } from "../../repositories/vendor-kyc-repository.ts";
import type { KycDocumentRow, NewKycDocument } from "../../repositories/vendor-kyc-repository.ts";
import { DocumentVault } from "../../services/document-vault.ts";
import { formFields, readMultipart, sniffDocumentType, tooLarge } from "../../services/uploads.ts";
import { currentVendor } from "./context.ts";

// spec: application §3 (KYC document), §5 (2 MB; images and PDF), §7 (the /vendor/kyc calls), §8 (messages);
// the states, requirements and encryption are ours: docs/decisions/0008.

const NOT_A_DOCUMENT = "Documents must be JPEG, PNG or WebP images or PDF files";
const KYC_UPDATE_MESSAGES = {
  tooManyFiles: `Send at most ${KYC_DOCUMENT_TYPES.length} documents at once, one of each type`,
  infoMismatch: "Send one documentsInfo entry for each document file, in the same order",
  oneDocumentPerType: "Send one document per type",
  nothingToAdd: "Choose at least one document to add",
  nothingToRemove: "Choose at least one document to remove",
  nothingToUpdate: "Choose documents to add or remove",
} as const;

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema, 500: errorEnvelopeSchema };
const viewResponse = { 200: envelope(kycViewSchema), ...errors };
const statusResponse = { 200: envelope(kycStatusSchema), ...errors };

const fileContext = (id: string) => `kyc-file:${id}`;
const numberContext = (id: string) => `kyc-number:${id}`;

function lockedError(state: KycState): HttpError {
  return new HttpError(409, kycLockedMessage(state) ?? KYC_MESSAGES.lockedWhileReviewed, "KYC_LOCKED");
}

function toDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    type: row.type as KycDocumentType,
    documentNumber: row.numberHint,
    expiryDate: row.expiryDate,
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    downloadUrl: `/api/vendor/kyc/documents/${row.id}/file`,
  };
}

const typeOrder = (row: KycDocumentRow) => KYC_DOCUMENT_TYPES.indexOf(row.type as KycDocumentType);
const labels = (types: KycDocumentType[]) => types.map((type) => KYC_DOCUMENT_RULES[type].label);

const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  const kyc = new VendorKycRepository(app.database.db);
  const vault = new DocumentVault(app.database.db, app.config.auth.secret);

  async function view(vendorId: string): Promise<KycView> {
    const [profile, rows] = await Promise.all([kyc.profile(vendorId), kyc.documents(vendorId)]);
    const documents = rows.sort((a, b) => typeOrder(a) - typeOrder(b)).map(toDocument);
    return {
      state: profile.state,
      reason: profile.reason,
      submittedAt: profile.submittedAt?.toISOString() ?? null,
      documents,
      missingTypes: requiredKycTypes(profile.categories).filter((type) => !documents.some((doc) => doc.type === type)),
    };
  }

  async function status(vendorId: string): Promise<KycStatus> {
    const profile = await kyc.profile(vendorId);
    return {
      state: profile.state,
      reason: profile.reason,
      submittedAt: profile.submittedAt?.toISOString() ?? null,
      updatedAt: profile.updatedAt?.toISOString() ?? null,
    };
  }

  /** Refuses early (409) while documents cannot change; the repository checks again under its lock. */
  async function assertChangeable(vendorId: string): Promise<void> {
    const { state } = await kyc.profile(vendorId);
    if (kycLockedMessage(state)) throw lockedError(state);
  }

  async function ownedDocuments(vendorId: string, ids: string[]): Promise<KycDocumentRow[]> {
    const unique = [...new Set(ids)];
    const rows = await kyc.owned(vendorId, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing) throw new HttpError(404, KYC_MESSAGES.documentNotFound(missing), "DOCUMENT_NOT_FOUND");
    return rows;
  }

  /**
   * Encrypts each file into private storage and its number into the row; an Aadhaar number is kept only masked
   * (its cipher column stays empty). Returns the rows to insert and the stored file keys.
   */
  async function seal(files: { name: string; body: Buffer; contentType: string; info: { type: KycDocumentType; number: string; expiryDate: string | null } }[]) {
    const rows: NewKycDocument[] = [];
    const stored: string[] = [];
    try {
      for (const { name, body, contentType, info } of files) {
        const id = `kyc_${randomUUID().replace(/-/g, "")}`;
        const fileKey = `kyc/${randomUUID()}.enc`;
        await app.privateStorage.put(fileKey, await vault.seal(body, fileContext(id)), "application/octet-stream");
        stored.push(fileKey);
        rows.push({
          id,
          type: info.type,
          numberCipher: info.type === "aadhaar" ? "" : await vault.sealText(info.number, numberContext(id)),
          numberHint: maskDocumentNumber(info.type, info.number),
          expiryDate: info.expiryDate,
          fileKey,
          fileName: name,
          contentType,
          sizeBytes: body.length,
        });
      }
    } catch (error) {
      await deleteFiles(stored);
      throw error;
    }
    return { rows, stored };
  }

  /** Files whose rows are gone; a file left behind is only logged, as the change itself succeeded. */
  async function deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await app.privateStorage.delete(key).catch((err: unknown) => app.log.warn({ err, key }, "could not delete a KYC file"));
    }
  }

  /** Removes and adds documents in one step; the files of removed and replaced documents are deleted after. */
  async function change(vendorId: string, removeIds: string[], rows: NewKycDocument[], stored: string[]): Promise<void> {
    let result;
    try {
      result = await kyc.change(vendorId, removeIds, rows);
    } catch (error) {
      await deleteFiles(stored);
      throw error;
    }
    if ("locked" in result) {
      await deleteFiles(stored);
      throw lockedError(result.locked);
    }
    await deleteFiles(result.removed.map((row) => row.fileKey));
  }

  function checkInfo(info: KycDocumentInfo) {
    const checked = checkDocumentInfo(info.type, info.documentNumber, info.expiryDate);
    if (!checked.ok) throw new HttpError(400, checked.message, "DOCUMENT_INVALID");
    return { type: info.type, number: checked.number, expiryDate: checked.expiryDate };
  }

  app.get(
    "/kyc",
    { schema: { tags: ["vendor"], summary: "The vendor's KYC state, documents (numbers masked) and the required types still missing", response: viewResponse } },
    async (request) =>
      failingWith(request, MESSAGES.kycFetchFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        return ok(await view(vendorId));
      }),
  );

  app.get(
    "/kyc/config",
    { schema: { tags: ["vendor"], summary: "KYC document types with their number formats and requirements; file size and types", response: { 200: envelope(kycConfigSchema), ...errors } } },
    async (request) =>
      failingWith(request, MESSAGES.kycConfigFailed, async () => {
        await currentVendor(app, request);
        return ok(KYC_CONFIG);
      }),
  );

  app.get(
    "/kyc/status",
    { schema: { tags: ["vendor"], summary: "The KYC verification state (for polling after submission)", response: statusResponse } },
    async (request) =>
      failingWith(request, MESSAGES.kycStatusFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        return ok(await status(vendorId));
      }),
  );

  app.post(
    "/kyc/update",
    {
      schema: {
        tags: ["vendor"],
        summary:
          "Add and/or remove KYC documents (multipart: action add|remove|update, removeDocumentIds JSON array, documents files, documentsInfo JSON array of { type, documentNumber, expiryDate? } in file order); a new document replaces the one of its type",
        consumes: ["multipart/form-data"],
        response: { ...viewResponse, 413: errorEnvelopeSchema },
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycUpdateFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        const form = await readMultipart(request, { files: KYC_DOCUMENT_TYPES.length, fields: 3, fieldSize: 4096 }, KYC_UPDATE_MESSAGES);
        if (form.oversized.length > 0) throw tooLarge(form.oversized);
        const { action, removeDocumentIds, documentsInfo } = formFields(form.fields, kycUpdateFieldsSchema, ["removeDocumentIds", "documentsInfo"]);
        const files = form.files.filter((file) => file.field === "documents");
        if (action === "add" && (files.length === 0 || removeDocumentIds.length > 0)) throw new HttpError(400, KYC_UPDATE_MESSAGES.nothingToAdd, "NOTHING_TO_ADD");
        if (action === "remove" && (removeDocumentIds.length === 0 || files.length > 0)) throw new HttpError(400, KYC_UPDATE_MESSAGES.nothingToRemove, "NOTHING_TO_REMOVE");
        if (action === "update" && files.length === 0 && removeDocumentIds.length === 0) throw new HttpError(400, KYC_UPDATE_MESSAGES.nothingToUpdate, "NOTHING_TO_UPDATE");
        if (documentsInfo.length !== files.length) throw new HttpError(400, KYC_UPDATE_MESSAGES.infoMismatch, "DOCUMENTS_INFO_MISMATCH");
        if (new Set(documentsInfo.map((info) => info.type)).size !== documentsInfo.length) throw new HttpError(400, KYC_UPDATE_MESSAGES.oneDocumentPerType, "DUPLICATE_TYPE");

        await assertChangeable(vendorId);
        await ownedDocuments(vendorId, removeDocumentIds);
        const infos = documentsInfo.map(checkInfo);
        const contentTypes = await Promise.all(files.map((file) => sniffDocumentType(file.body)));
        const refused = files.filter((_file, i) => !contentTypes[i]).map((file) => file.name);
        if (refused.length > 0) throw new HttpError(400, `${NOT_A_DOCUMENT}: ${refused.join(", ")}`, "FILE_NOT_ALLOWED");

        const { rows, stored } = await seal(files.map((file, i) => ({ ...file, contentType: contentTypes[i]!, info: infos[i]! })));
        await change(vendorId, removeDocumentIds, rows, stored);
        return ok(await view(vendorId));
      }),
  );

  app.post(
    "/kyc/documents/remove",
    { schema: { tags: ["vendor"], summary: "Remove KYC documents", body: kycRemoveSchema, response: viewResponse } },
    async (request) =>
      failingWith(request, MESSAGES.kycRemoveFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        await assertChangeable(vendorId);
        await ownedDocuments(vendorId, request.body.documentIds);
        await change(vendorId, request.body.documentIds, [], []);
        return ok(await view(vendorId));
      }),
  );

  app.post(
    "/kyc/documents/:id",
    {
      schema: {
        tags: ["vendor"],
        summary: "Change a KYC document's number and/or expiry date (checked against its type)",
        params: kycDocumentParamsSchema,
        body: kycDocumentUpdateSchema,
        response: viewResponse,
      },
    },
    async (request) =>
      failingWith(request, MESSAGES.kycDocumentUpdateFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        const [document] = await ownedDocuments(vendorId, [request.params.id]);
        await assertChangeable(vendorId);
        const type = document!.type as KycDocumentType;
        const { documentNumber, expiryDate } = request.body;
        const changes: { numberCipher?: string; numberHint?: string; expiryDate?: string | null } = {};
        if (documentNumber !== undefined) {
          const checked = checkDocumentInfo(type, documentNumber, expiryDate === undefined ? document!.expiryDate : expiryDate);
          if (!checked.ok) throw new HttpError(400, checked.message, "DOCUMENT_INVALID");
          changes.numberCipher = type === "aadhaar" ? "" : await vault.sealText(checked.number, numberContext(document!.id));
          changes.numberHint = maskDocumentNumber(type, checked.number);
          changes.expiryDate = checked.expiryDate;
        } else {
          const checked = checkExpiryDate(type, expiryDate);
          if (!checked.ok) throw new HttpError(400, checked.message, "DOCUMENT_INVALID");
          changes.expiryDate = checked.expiryDate;
        }
        const result = await kyc.updateInfo(vendorId, document!.id, changes);
        if ("locked" in result) throw lockedError(result.locked);
        return ok(await view(vendorId));
      }),
  );

  app.post(
    "/kyc/submit",
    { schema: { tags: ["vendor"], summary: "Submit the KYC documents for verification (every required type present, none expired)", response: statusResponse } },
    async (request) =>
      failingWith(request, MESSAGES.kycSubmitFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        const { categories } = await kyc.profile(vendorId);
        const result = await kyc.submit(vendorId, (documents) => {
          const missing = requiredKycTypes(categories).filter((type) => !documents.some((doc) => doc.type === type));
          if (missing.length > 0) return KYC_MESSAGES.missingDocuments(labels(missing));
          const expired = KYC_DOCUMENT_TYPES.filter((type) => documents.some((doc) => doc.type === type && doc.expiryDate && isExpired(doc.expiryDate)));
          if (expired.length > 0) return KYC_MESSAGES.expiredDocuments(labels(expired));
          return null;
        });
        if ("locked" in result) {
          throw new HttpError(409, result.locked === "approved" ? KYC_MESSAGES.alreadyApproved : KYC_MESSAGES.alreadySubmitted, "KYC_LOCKED");
        }
        if ("problem" in result) throw new HttpError(400, result.problem, "KYC_INCOMPLETE");
        return ok(await status(vendorId));
      }),
  );

  app.get(
    "/kyc/documents/:id/file",
    {
      schema: {
        tags: ["vendor"],
        summary: "Download a KYC document (decrypted, as an attachment); only its vendor can",
        params: kycDocumentParamsSchema,
        response: { 200: z.unknown().describe("the document's bytes, with its own content type"), ...errors },
      },
    },
    async (request, reply) =>
      failingWith(request, MESSAGES.kycFetchFailed, async () => {
        const { vendorId } = await currentVendor(app, request);
        const [document] = await ownedDocuments(vendorId, [request.params.id]);
        const sealed = await app.privateStorage.get(document!.fileKey);
        if (!sealed) throw new Error(`the file of KYC document ${document!.id} is missing`);
        const body = await vault.open(sealed, fileContext(document!.id));
        return reply
          .headers({
            "content-type": document!.contentType,
            "content-disposition": `attachment; filename="${document!.fileName}"`,
            "x-content-type-options": "nosniff",
            "content-security-policy": "default-src 'none'; sandbox",
            "cache-control": "no-store",
          })
          .send(body);
      }),
  );
};

export default kycRoutes;
