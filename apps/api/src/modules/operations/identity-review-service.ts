import { REVIEW_MESSAGES } from "@utsav/domain";
import type { OperatorIdentityChange, VendorChange, VendorChangeKind, VendorChangePage } from "@utsav/domain";
import type { AuditRecord } from "../../platform/audit-repository.ts";
import { HttpError } from "../../platform/http/http-errors.ts";
import { toVendorChange } from "../vendors/index.ts";
import type { IdentityChangeRow, VendorChangeLog, VendorIdentityService, VendorReviewRepository } from "../vendors/index.ts";
import type { Operator } from "./vendor-review-service.ts";

// What approved vendors change (docs/decisions/0032): their changes of name, categories and documents, which operators
// approve or reject on the record, and every other edit, which went live at once and which operators read here.

/** How many of a vendor's latest edits its detail shows; the rest page through GET /operator/vendor-changes. */
const RECENT_CHANGES = 20;

export interface ChangesFilter {
  limit: number;
  before?: number;
  vendorId?: string;
  kind?: VendorChangeKind;
}

/** What a decision's audit row says of the change: the name before and after, the categories and documents asked for. */
function auditDetail(change: IdentityChangeRow, reason: string | null): AuditRecord["detail"] {
  return {
    before: change.approved.businessName,
    after: change.businessName ?? change.approved.businessName,
    categories: change.categories ?? change.approved.categories,
    documents: change.documentTypes,
    reason,
  };
}

export class IdentityReviewService {
  constructor(
    private readonly identity: VendorIdentityService,
    private readonly changes: VendorChangeLog,
    private readonly reviews: VendorReviewRepository,
  ) {}

  /** What a vendor's detail adds: the change waiting for review, side by side, and the latest edits. */
  async detailOf(vendorId: string): Promise<{ identityChange: OperatorIdentityChange | null; recentChanges: VendorChange[] }> {
    const [identityChange, recent] = await Promise.all([
      this.identity.pendingForOperators(vendorId),
      this.changes.page({ vendorId, limit: RECENT_CHANGES }),
    ]);
    return { identityChange, recentChanges: recent.map(toVendorChange) };
  }

  /** The new name, categories and documents take the approved ones' place; 409 when nothing waits. */
  async approve(operator: Operator, vendorId: string): Promise<void> {
    await this.assertVendor(vendorId);
    await this.identity.approve(vendorId, operator.userId, (change) =>
      this.record(operator, vendorId, "vendor.identity_approved", change, null),
    );
  }

  /** The vendor reads the reason; its approved identity stays, and the new documents are deleted. 409 when nothing waits. */
  async reject(operator: Operator, vendorId: string, reason: string): Promise<void> {
    await this.assertVendor(vendorId);
    await this.identity.reject(vendorId, operator.userId, reason, (change) =>
      this.record(operator, vendorId, "vendor.identity_rejected", change, reason),
    );
  }

  /** Vendors' edits across the marketplace, newest first. */
  async page(filter: ChangesFilter): Promise<VendorChangePage> {
    const rows = await this.changes.page(filter);
    const last = rows.length === filter.limit ? rows.at(-1) : undefined;
    return { changes: rows.map(toVendorChange), nextBefore: last ? String(last.id) : null };
  }

  private record(
    operator: Operator,
    vendorId: string,
    action: "vendor.identity_approved" | "vendor.identity_rejected",
    change: IdentityChangeRow,
    reason: string | null,
  ): AuditRecord {
    return {
      actorId: operator.userId,
      actorName: operator.name,
      clientAddress: operator.clientAddress,
      action,
      vendorId,
      target: change.id,
      detail: auditDetail(change, reason),
    };
  }

  private async assertVendor(vendorId: string): Promise<void> {
    if (!(await this.reviews.one(vendorId))) throw new HttpError(404, REVIEW_MESSAGES.vendorNotFound(vendorId), "VENDOR_NOT_FOUND");
  }
}
