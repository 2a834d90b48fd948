import type { FastifyBaseLogger } from "fastify";
import { CATEGORIES, identityChangeMessage, IDENTITY_MESSAGES, KYC_DOCUMENT_TYPES } from "@utsav/domain";
import type { Category, IdentityField, OperatorIdentityChange, VendorIdentity, VendorIdentityReview } from "@utsav/domain";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import type { PrivateFileStorage } from "../../platform/storage/file-storage.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { IdentityChangeRow, IdentityDecision, VendorIdentityRepository } from "./identity-repository.ts";

// An approved vendor's changes of identity (docs/decisions/0032): what the vendor reads of them, what operators see side
// by side, and their decisions. The operations module calls it (app.vendorIdentity).

/** Categories as stored are the vendor's own choice from CATEGORIES (the business section's schema). */
const asCategories = (values: readonly string[]): Category[] =>
  values.filter((c): c is Category => (CATEGORIES as readonly string[]).includes(c));
const identityOf = (identity: VendorIdentity) => ({ businessName: identity.businessName, categories: asCategories(identity.categories) });

/** What a change is asked to become, over the identity approved when it was asked. */
function requested(change: IdentityChangeRow): VendorIdentity {
  return {
    businessName: change.businessName ?? change.approved.businessName,
    categories: change.categories ?? change.approved.categories,
  };
}

export class VendorIdentityService {
  constructor(
    private readonly identities: VendorIdentityRepository,
    private readonly privateStorage: PrivateFileStorage,
    private readonly log: FastifyBaseLogger,
    private readonly catalogue: CatalogueService,
  ) {}

  /** The vendor's latest change of identity as its profile shows it; null when there is none. */
  async reviewForVendor(vendorId: string): Promise<VendorIdentityReview | null> {
    const change = await this.identities.latest(vendorId);
    if (!change) return null;
    const summary = {
      state: change.state,
      approvedBusinessName: change.approved.businessName,
      requested: {
        businessName: change.businessName,
        categories: change.categories ? asCategories(change.categories) : null,
        documentTypes: change.documentTypes,
      },
      reason: change.reason,
    };
    return {
      id: change.id,
      state: change.state,
      approved: identityOf(change.approved),
      requested: summary.requested,
      requestedAt: change.createdAt.toISOString(),
      decidedAt: change.decidedAt?.toISOString() ?? null,
      reason: change.reason,
      message: identityChangeMessage(summary),
    };
  }

  /** The pending change, before and after, for the operators; null when none waits. */
  async pendingForOperators(vendorId: string): Promise<OperatorIdentityChange | null> {
    const change = await this.identities.pending(vendorId);
    if (!change) return null;
    const documents = await this.identities.documents(vendorId);
    const added = documents
      .filter((doc) => doc.pendingReview)
      .sort((a, b) => KYC_DOCUMENT_TYPES.indexOf(a.type) - KYC_DOCUMENT_TYPES.indexOf(b.type));
    const fields: IdentityField[] = [];
    if (change.businessName !== null) fields.push("businessName");
    if (change.categories !== null) fields.push("categories");
    if (added.length > 0) fields.push("documents");
    return {
      id: change.id,
      requestedAt: change.createdAt.toISOString(),
      fields,
      before: identityOf(change.approved),
      after: identityOf(requested(change)),
      documents: added.map((doc) => ({
        type: doc.type,
        beforeDocumentId: documents.find((old) => old.type === doc.type && !old.pendingReview)?.id ?? null,
        afterDocumentId: doc.id,
      })),
    };
  }

  /**
   * Approves the pending change: the storefront shows the new name (and the new documents count, an FSSAI licence among
   * them), so every process's catalogue cache is cleared. 409 when none waits or the name was taken meanwhile.
   */
  async approve(vendorId: string, operatorId: string, audit: (change: IdentityChangeRow) => AuditRecord): Promise<IdentityChangeRow> {
    const change = await this.decided(await this.identities.approve(vendorId, operatorId, audit));
    this.catalogue.invalidate();
    return change;
  }

  /** Rejects the pending change with a reason the vendor reads; nothing shoppers see changes. 409 when none waits. */
  async reject(
    vendorId: string,
    operatorId: string,
    reason: string,
    audit: (change: IdentityChangeRow) => AuditRecord,
  ): Promise<IdentityChangeRow> {
    return this.decided(await this.identities.reject(vendorId, operatorId, reason, audit));
  }

  /** The decided change, once the files of the documents it removed are deleted; a refusal as its 409. */
  private async decided(result: IdentityDecision): Promise<IdentityChangeRow> {
    if ("refused" in result) {
      if (result.refused === "name_taken") throw new HttpError(409, IDENTITY_MESSAGES.nameTakenMeanwhile, "VENDOR_NAME_TAKEN");
      throw new HttpError(409, IDENTITY_MESSAGES.nothingPending, "NO_PENDING_CHANGE");
    }
    for (const key of result.removedFileKeys) {
      await this.privateStorage.delete(key).catch((err: unknown) => this.log.warn({ err, key }, "could not delete a KYC file"));
    }
    return result.change;
  }
}
