import { checkDecision, KYC_DOCUMENT_TYPES, KYC_MESSAGES, pagePaths, REVIEW_MESSAGES } from "@utsav/domain";
import type {
  OperatorVendorDetail,
  OperatorVendorSummary,
  AuditPage,
  ReviewDecisionRequest,
  VendorResponsiveness,
  VendorSections,
} from "@utsav/domain";
import type { Db } from "@utsav/db";
import { HttpError } from "../../platform/http/http-errors.ts";
import { auditBy } from "../../platform/audit-repository.ts";
import type { AuditActor, AuditFilter, AuditRecord, AuditRepository } from "../../platform/audit-repository.ts";
import { toDecision } from "../vendors/index.ts";
import type { QueueFilter, VendorReviewRepository } from "../vendors/index.ts";
import type { CatalogueService } from "../catalogue/index.ts";
import type { KycFile, VendorKycService } from "../vendors/index.ts";
import type { IdentityReviewService } from "./identity-review-service.ts";
import type { VendorOwnerService } from "./vendor-owner-service.ts";
import type { ResponsivenessService } from "./responsiveness-service.ts";

// The operators' review of vendors and the go-live gate (docs/decisions/0020). Every document opened, number revealed,
// decision, pause and hidden offering is written to the audit log with the operator and the client address.

/** Who is acting: the operator's account, its name as the audit log keeps it, and the request's client address. */
export type Operator = AuditActor;

type VendorRecord = NonNullable<Awaited<ReturnType<VendorReviewRepository["one"]>>>;

const notFound = (id: string) => new HttpError(404, REVIEW_MESSAGES.vendorNotFound(id), "VENDOR_NOT_FOUND");

function toSummary(row: VendorRecord & { offeringsCount?: number }): OperatorVendorSummary {
  return {
    id: row.vendor.id,
    name: row.vendor.name,
    area: row.vendor.area,
    reviewState: row.vendor.reviewState,
    verified: row.vendor.verified,
    catalogue: row.vendor.ownerUserId === null,
    pausedReason: row.vendor.pausedAt ? row.vendor.pausedReason : null,
    profileState: row.profileState ?? null,
    kycState: row.kycState ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    offeringsCount: row.offeringsCount ?? 0,
  };
}

/** The responsiveness field, left out where it was not computed. */
const withFigures = (responsiveness: VendorResponsiveness | undefined) => (responsiveness ? { responsiveness } : {});

export class VendorReviewService {
  constructor(
    private readonly reviews: VendorReviewRepository,
    private readonly audit: AuditRepository,
    private readonly kyc: VendorKycService,
    private readonly catalogue: CatalogueService,
    /** An approved vendor's change waiting for review and its latest edits (docs/decisions/0032). */
    private readonly identityReview?: IdentityReviewService,
    /** Who runs the business, or the invitation to its owner waiting (docs/decisions/0033). */
    private readonly owners?: VendorOwnerService,
    /** Run in the approval's transaction once a vendor's documents are approved: its payouts can start (docs/decisions/0051). */
    private readonly documentsApproved?: (tx: Db, vendorId: string) => Promise<void>,
    /** How quickly and how often each vendor answers (docs/decisions/0055). */
    private readonly responsiveness?: ResponsivenessService,
  ) {}

  /** The audit row of an act, with the operator's name as it is now. */
  private record(operator: Operator, entry: Omit<AuditRecord, "actorId" | "actorName" | "clientAddress">): AuditRecord {
    return auditBy(operator, entry);
  }

  async queue(filter: QueueFilter): Promise<OperatorVendorSummary[]> {
    const rows = await this.reviews.list(filter);
    // One query for the whole page's figures (docs/decisions/0055).
    const figures = await this.responsiveness?.of(rows.map((row) => row.vendor.id));
    return rows.map((row) => ({ ...toSummary(row), ...withFigures(figures?.get(row.vendor.id)) }));
  }

  async detail(vendorId: string): Promise<OperatorVendorDetail> {
    const row = await this.reviews.one(vendorId);
    if (!row) throw notFound(vendorId);
    const [documents, offerings, decisions, changes, owner, figures] = await Promise.all([
      this.reviews.documents(vendorId),
      this.reviews.offerings(vendorId),
      this.reviews.decisions(vendorId),
      this.identityReview?.detailOf(vendorId),
      this.owners?.ownerOf(vendorId),
      this.responsiveness?.of([vendorId]),
    ]);
    const saved: Partial<VendorSections> = row.sections ?? {};
    return {
      ...toSummary({ ...row, offeringsCount: offerings.length }),
      ...withFigures(figures?.get(vendorId)),
      phone: row.vendor.phone,
      description: row.vendor.description,
      kycReason: row.kycReason ?? null,
      sections: {
        business: saved.business ?? null,
        contact: saved.contact ?? null,
        service: saved.service ?? null,
        terms: saved.terms ?? null,
      },
      documents: documents
        .sort((a, b) => KYC_DOCUMENT_TYPES.indexOf(a.type) - KYC_DOCUMENT_TYPES.indexOf(b.type))
        .map((doc) => ({
          id: doc.id,
          type: doc.type,
          maskedNumber: doc.numberHint,
          revealable: doc.numberCipher !== "",
          expiryDate: doc.expiryDate,
          fileName: doc.fileName,
          contentType: doc.contentType,
          sizeBytes: doc.sizeBytes,
          uploadedAt: doc.createdAt.toISOString(),
          fileUrl: `/api/operator/vendors/${vendorId}/kyc/documents/${doc.id}/file`,
          pendingReview: doc.pendingReview,
        })),
      offerings: offerings.map((o) => ({
        id: o.id,
        title: o.title,
        navRef: pagePaths.offering(o.slug),
        priceLabel: o.priceLabel,
        category: o.category,
        status: o.status,
        hiddenReason: o.hiddenAt ? o.hiddenReason : null,
      })),
      decisions: decisions.map(toDecision),
      ...changes,
      ...(owner ? { owner } : {}),
    };
  }

  /**
   * Puts a document's opening on the record, before any link to it is made (POST …/link): the vendor's own document,
   * else 404. Serving the file (document) writes nothing: a GET changes nothing (docs/decisions/0020, amended).
   */
  async recordDocumentOpening(operator: Operator, vendorId: string, documentId: string): Promise<void> {
    const document = (await this.reviews.documents(vendorId)).find((doc) => doc.id === documentId);
    if (!document) throw new HttpError(404, KYC_MESSAGES.documentNotFound(documentId), "DOCUMENT_NOT_FOUND");
    await this.audit.write(
      this.record(operator, { action: "document.viewed", vendorId, target: documentId, detail: { fileName: document.fileName } }),
    );
  }

  /** A document's file, decrypted whole so that its GCM tag is checked before any byte leaves. */
  document(vendorId: string, documentId: string): Promise<KycFile> {
    return this.kyc.file(vendorId, documentId);
  }

  async revealNumber(operator: Operator, vendorId: string, documentId: string): Promise<string> {
    const number = await this.kyc.revealNumber(vendorId, documentId);
    if (number === null) throw new HttpError(409, REVIEW_MESSAGES.numberNotKept, "NUMBER_NOT_KEPT");
    await this.audit.write(this.record(operator, { action: "number.revealed", vendorId, target: documentId }));
    return number;
  }

  async decide(operator: Operator, vendorId: string, request: ReviewDecisionRequest): Promise<OperatorVendorDetail> {
    const checked = checkDecision(request.decision, request.reason, request.sections);
    if (!checked.ok) throw new HttpError(400, checked.message, "DECISION_INVALID");
    const action = ({ approve: "vendor.approved", reject: "vendor.rejected", changes: "vendor.changes_requested" } as const)[
      request.decision
    ];
    const audit = this.record(operator, {
      action,
      vendorId,
      detail: { reason: checked.reason, sections: checked.sections },
    });
    const approved = this.documentsApproved;
    const next = await this.reviews.decide(
      vendorId,
      { decision: request.decision, ...checked, operatorId: operator.userId },
      audit,
      approved && ((tx) => approved(tx, vendorId)),
    );
    if (next === null) {
      if (!(await this.reviews.one(vendorId))) throw notFound(vendorId);
      throw new HttpError(409, REVIEW_MESSAGES.notWaiting, "NOT_WAITING");
    }
    // Approval puts the vendor's offerings on sale, with the badge: every process's cached pages are rebuilt.
    this.catalogue.invalidate();
    return this.detail(vendorId);
  }

  async pause(operator: Operator, vendorId: string, reason: string | null): Promise<OperatorVendorDetail> {
    const audit = this.record(operator, { action: reason ? "vendor.paused" : "vendor.restored", vendorId, detail: { reason } });
    if (!(await this.reviews.setPaused(vendorId, reason, audit))) {
      if (!(await this.reviews.one(vendorId))) throw notFound(vendorId);
      throw new HttpError(409, reason ? REVIEW_MESSAGES.alreadyPaused : REVIEW_MESSAGES.notPaused, "PAUSE_UNCHANGED");
    }
    this.catalogue.invalidate();
    return this.detail(vendorId);
  }

  async hide(operator: Operator, offeringId: string, reason: string | null): Promise<{ id: string; hiddenReason: string | null }> {
    const audit = this.record(operator, {
      action: reason ? "offering.hidden" : "offering.restored",
      target: offeringId,
      detail: { reason },
    });
    if (!(await this.reviews.setHidden(offeringId, reason, (vendorId) => ({ ...audit, vendorId })))) {
      if (!(await this.reviews.offeringExists(offeringId)))
        throw new HttpError(404, REVIEW_MESSAGES.offeringNotFound(offeringId), "OFFERING_NOT_FOUND");
      throw new HttpError(409, reason ? REVIEW_MESSAGES.alreadyHidden : REVIEW_MESSAGES.notHidden, "HIDE_UNCHANGED");
    }
    this.catalogue.invalidate();
    return { id: offeringId, hiddenReason: reason };
  }

  /** What the vendor reads on its dashboard. */
  async auditPage(filter: AuditFilter): Promise<AuditPage> {
    const rows = await this.audit.page(filter);
    const last = rows.length === filter.limit ? rows.at(-1) : undefined;
    return {
      entries: rows.map((row) => ({
        id: String(row.id),
        at: row.createdAt.toISOString(),
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        vendorId: row.vendorId,
        vendorName: row.vendorName,
        target: row.target,
        detail: row.detail,
        clientAddress: row.clientAddress,
      })),
      nextBefore: last ? String(last.id) : null,
    };
  }
}
