import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import {
  API_MESSAGES,
  apiMessageFor,
  checkDocumentInfo,
  checkExpiryDate,
  isExpired,
  KYC_DOCUMENT_TYPES,
  KYC_MESSAGES,
  kycLockedMessage,
  maskDocumentNumber,
  requiredKycTypes,
} from "@utsav/domain";
import type { KycDocumentType, KycStatus, KycUpdateFields, KycView } from "@utsav/domain";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { VendorContext } from "../../platform/vendor-context.ts";
import type { KycDocumentRow, NewKycDocument, VendorKycRepository } from "./kyc-repository.ts";
import type { VendorReviewRepository } from "./review-repository.ts";
import type { DocumentVault } from "./document-vault.ts";
import type { PrivateFileStorage } from "../../platform/storage/file-storage.ts";
import { sniffDocumentType } from "../../platform/storage/uploads.ts";
import type { UploadedFile } from "../../platform/storage/uploads.ts";
import { checkInfo, fileContext, labels, lockedError, numberContext, toDocument, typeOrder } from "./kyc-documents.ts";

// spec: application §3 (KYC document), §5 (2 MB; images and PDF), §7 (the /vendor/kyc calls), §8 (messages);
// the states, requirements and encryption are ours: docs/decisions/0008.

/** A KYC document's file, decrypted, with what its download says about it. */
export interface KycFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A vendor's identity documents: each file encrypted into private storage, each number encrypted into its row (an
 * Aadhaar number kept only masked), and the verification state that locks them while they are reviewed.
 */
export class VendorKycService {
  constructor(
    private readonly kyc: VendorKycRepository,
    private readonly vault: DocumentVault,
    private readonly privateStorage: PrivateFileStorage,
    private readonly log: FastifyBaseLogger,
    private readonly reviews: VendorReviewRepository,
    /**
     * Documents that count changed: a food offering shows or hides with the FSSAI licence (decision 0022). Not called for
     * documents that wait for the operators' review, which count only once approved (docs/decisions/0032).
     */
    private readonly documentsChanged: (vendorId: string, types: KycDocumentType[]) => Promise<void> = async () => {},
  ) {}

  async view(vendorId: string): Promise<KycView> {
    const [profile, rows] = await Promise.all([this.kyc.profile(vendorId), this.kyc.documents(vendorId)]);
    const documents = rows.sort((a, b) => typeOrder(a) - typeOrder(b)).map(toDocument);
    return {
      state: profile.state,
      reason: profile.reason,
      submittedAt: profile.submittedAt?.toISOString() ?? null,
      documents,
      missingTypes: requiredKycTypes(profile.categories).filter((type) => !documents.some((doc) => doc.type === type)),
    };
  }

  async status(vendorId: string): Promise<KycStatus> {
    const profile = await this.kyc.profile(vendorId);
    return {
      state: profile.state,
      reason: profile.reason,
      submittedAt: profile.submittedAt?.toISOString() ?? null,
      updatedAt: profile.updatedAt?.toISOString() ?? null,
    };
  }

  /**
   * POST /vendor/kyc/update: adds and removes documents in one step; a new document replaces the one of its type. An
   * approved vendor's new document waits for the operators' review beside the approved one (docs/decisions/0032).
   */
  async update(
    vendor: VendorContext,
    { action, removeDocumentIds, documentsInfo }: KycUpdateFields,
    files: UploadedFile[],
  ): Promise<KycView> {
    const { vendorId } = vendor;
    if (action === "add" && (files.length === 0 || removeDocumentIds.length > 0))
      throw new HttpError(400, API_MESSAGES.kycNothingToAdd, "NOTHING_TO_ADD");
    if (action === "remove" && (removeDocumentIds.length === 0 || files.length > 0))
      throw new HttpError(400, API_MESSAGES.kycNothingToRemove, "NOTHING_TO_REMOVE");
    if (action === "update" && files.length === 0 && removeDocumentIds.length === 0)
      throw new HttpError(400, API_MESSAGES.kycNothingToUpdate, "NOTHING_TO_UPDATE");
    if (documentsInfo.length !== files.length) throw new HttpError(400, API_MESSAGES.kycInfoMismatch, "DOCUMENTS_INFO_MISMATCH");
    if (new Set(documentsInfo.map((info) => info.type)).size !== documentsInfo.length)
      throw new HttpError(400, API_MESSAGES.kycOneDocumentPerType, "DUPLICATE_TYPE");

    await this.assertChangeable(vendorId);
    await this.ownedDocuments(vendorId, removeDocumentIds);
    const infos = documentsInfo.map(checkInfo);
    const sniffed = await Promise.all(files.map(async (file) => ({ file, contentType: await sniffDocumentType(file.body) })));
    const refused = sniffed.filter(({ contentType }) => !contentType).map(({ file }) => file.name);
    if (refused.length > 0) throw new HttpError(400, apiMessageFor.filesRefused(API_MESSAGES.notADocument, refused), "FILE_NOT_ALLOWED");

    // Every file is a document now, and has its info (as many infos as files, checked above).
    const documents = sniffed.flatMap(({ file, contentType }, i) => {
      const info = infos[i];
      return contentType && info ? [{ ...file, contentType, info }] : [];
    });
    const { rows, stored } = await this.seal(documents);
    await this.change(vendor, removeDocumentIds, rows, stored);
    return this.view(vendorId);
  }

  async remove(vendor: VendorContext, documentIds: string[]): Promise<KycView> {
    const { vendorId } = vendor;
    await this.assertChangeable(vendorId);
    const removing = await this.ownedDocuments(vendorId, documentIds);
    await this.change(vendor, documentIds, [], [], removing);
    return this.view(vendorId);
  }

  /** Changes a document's number and/or expiry date, checked against its type. */
  async updateInfo(
    vendorId: string,
    documentId: string,
    { documentNumber, expiryDate }: { documentNumber?: string; expiryDate?: string | null },
  ): Promise<KycView> {
    const document = await this.ownedDocument(vendorId, documentId);
    await this.assertChangeable(vendorId);
    const { type } = document;
    const changes: { numberCipher?: string; numberHint?: string; expiryDate?: string | null } = {};
    if (documentNumber !== undefined) {
      const checked = checkDocumentInfo(type, documentNumber, expiryDate === undefined ? document.expiryDate : expiryDate);
      if (!checked.ok) throw new HttpError(400, checked.message, "DOCUMENT_INVALID");
      changes.numberCipher = type === "aadhaar" ? "" : await this.vault.sealText(checked.number, numberContext(document.id));
      changes.numberHint = maskDocumentNumber(type, checked.number);
      changes.expiryDate = checked.expiryDate;
    } else {
      const checked = checkExpiryDate(type, expiryDate);
      if (!checked.ok) throw new HttpError(400, checked.message, "DOCUMENT_INVALID");
      changes.expiryDate = checked.expiryDate;
    }
    const result = await this.kyc.updateInfo(vendorId, document.id, changes);
    if ("locked" in result) throw lockedError(result.locked, result.approvedDocument);
    if (!result.pendingReview) await this.documentsChanged(vendorId, [type]);
    return this.view(vendorId);
  }

  /** Submits the documents for verification: every required type present, none expired. */
  async submit(vendorId: string): Promise<KycStatus> {
    const { categories } = await this.kyc.profile(vendorId);
    const result = await this.kyc.submit(vendorId, (documents) => {
      const missing = requiredKycTypes(categories).filter((type) => !documents.some((doc) => doc.type === type));
      if (missing.length > 0) return KYC_MESSAGES.missingDocuments(labels(missing));
      const expired = KYC_DOCUMENT_TYPES.filter((type) =>
        documents.some((doc) => doc.type === type && doc.expiryDate && isExpired(doc.expiryDate)),
      );
      if (expired.length > 0) return KYC_MESSAGES.expiredDocuments(labels(expired));
      return null;
    });
    if ("locked" in result) {
      throw new HttpError(409, result.locked === "approved" ? KYC_MESSAGES.alreadyApproved : KYC_MESSAGES.alreadySubmitted, "KYC_LOCKED");
    }
    if ("problem" in result) throw new HttpError(400, result.problem, "KYC_INCOMPLETE");
    // With the profile submitted too, the vendor now waits for the operators' review (docs/decisions/0020).
    await this.reviews.markWaitingIfReady(vendorId);
    return this.status(vendorId);
  }

  /** A document's file, decrypted; only its vendor gets it. */
  async file(vendorId: string, documentId: string): Promise<KycFile> {
    const document = await this.ownedDocument(vendorId, documentId);
    const sealed = await this.privateStorage.get(document.fileKey);
    if (!sealed) throw new Error(`the file of KYC document ${document.id} is missing`);
    return {
      body: await this.vault.open(sealed, fileContext(document.id)),
      contentType: document.contentType,
      fileName: document.fileName,
    };
  }

  /** A document's full number, decrypted (for operators, on the record); null for Aadhaar, kept only masked. */
  async revealNumber(vendorId: string, documentId: string): Promise<string | null> {
    const document = await this.ownedDocument(vendorId, documentId);
    if (!document.numberCipher) return null;
    return this.vault.openText(document.numberCipher, numberContext(document.id));
  }

  /**
   * Refuses early (409) while documents cannot change; the repository checks again under its lock. A vendor operators
   * approved may add and replace documents, which then wait for their review.
   */
  private async assertChangeable(vendorId: string): Promise<void> {
    const { state, identityApproved } = await this.kyc.profile(vendorId);
    if (!identityApproved && kycLockedMessage(state)) throw lockedError(state);
  }

  private async ownedDocuments(vendorId: string, ids: string[]): Promise<KycDocumentRow[]> {
    const unique = [...new Set(ids)];
    const rows = await this.kyc.owned(vendorId, unique);
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing) throw new HttpError(404, KYC_MESSAGES.documentNotFound(missing), "DOCUMENT_NOT_FOUND");
    return rows;
  }

  /** The vendor's own document with this id; 404 otherwise. */
  private async ownedDocument(vendorId: string, id: string): Promise<KycDocumentRow> {
    const [document] = await this.ownedDocuments(vendorId, [id]);
    if (!document) throw new HttpError(404, KYC_MESSAGES.documentNotFound(id), "DOCUMENT_NOT_FOUND");
    return document;
  }

  /**
   * Encrypts each file into private storage and its number into the row; an Aadhaar number is kept only masked
   * (its cipher column stays empty). Returns the rows to insert and the stored file keys.
   */
  private async seal(
    files: {
      name: string;
      body: Buffer;
      contentType: string;
      info: { type: KycDocumentType; number: string; expiryDate: string | null };
    }[],
  ) {
    const rows: NewKycDocument[] = [];
    const stored: string[] = [];
    try {
      for (const { name, body, contentType, info } of files) {
        const id = `kyc_${randomUUID().replace(/-/g, "")}`;
        const fileKey = `kyc/${randomUUID()}.enc`;
        await this.privateStorage.put(fileKey, await this.vault.seal(body, fileContext(id)), "application/octet-stream");
        stored.push(fileKey);
        rows.push({
          id,
          type: info.type,
          numberCipher: info.type === "aadhaar" ? "" : await this.vault.sealText(info.number, numberContext(id)),
          numberHint: maskDocumentNumber(info.type, info.number),
          expiryDate: info.expiryDate,
          fileKey,
          fileName: name,
          contentType,
          sizeBytes: body.length,
        });
      }
    } catch (error) {
      await this.deleteFiles(stored);
      throw error;
    }
    return { rows, stored };
  }

  /** Removes and adds documents in one step; the files of removed and replaced documents are deleted after. */
  private async change(
    vendor: VendorContext,
    removeIds: string[],
    rows: NewKycDocument[],
    stored: string[],
    removing: KycDocumentRow[] = [],
  ): Promise<void> {
    let result;
    try {
      result = await this.kyc.change(vendor, removeIds, rows);
    } catch (error) {
      await this.deleteFiles(stored);
      throw error;
    }
    if ("locked" in result) {
      await this.deleteFiles(stored);
      throw lockedError(result.locked, result.approvedDocument);
    }
    if (!result.pendingReview) {
      const types = [...new Set([...rows, ...removing, ...result.removed].map((row) => row.type))];
      await this.documentsChanged(vendor.vendorId, types);
    }
    await this.deleteFiles(result.removed.map((row) => row.fileKey));
  }

  /** Files whose rows are gone; a file left behind is only logged, as the change itself succeeded. */
  private async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.privateStorage.delete(key).catch((err: unknown) => this.log.warn({ err, key }, "could not delete a KYC file"));
    }
  }
}
