import { formatDay, isExpired, KYC_MESSAGES, VENDOR_IDENTITY_COPY } from "@utsav/domain/client";
import type { KycConfig, KycDocument } from "@utsav/domain";
import { formatFileSize } from "./kyc-text";
import styles from "./kyc-page.module.css";

interface DocumentFactsProps {
  config: KycConfig["documentTypes"][number];
  document: KycDocument;
  /** An approved document of the same type stays on record while this one waits for review (docs/decisions/0032). */
  besideApproved?: boolean;
}

/**
 * What an uploaded document says: its masked number, expiry date, file and day of upload. A document an approved vendor
 * added or replaced says that it waits for our team's review (docs/decisions/0032).
 */
export function DocumentFacts({ config, document, besideApproved = false }: DocumentFactsProps) {
  const expired = document.expiryDate ? isExpired(document.expiryDate) : false;
  return (
    <div className={styles.facts}>
      {document.pendingReview ? (
        <p className={styles.waiting}>
          <span className={styles.waitingBadge}>{VENDOR_IDENTITY_COPY.documentWaiting}</span>
          {besideApproved ? <span> {VENDOR_IDENTITY_COPY.documentWaitingNote}</span> : null}
        </p>
      ) : null}
      <dl className={styles.details}>
        <div>
          <dt>{config.numberLabel}</dt>
          <dd className={styles.number}>{document.documentNumber}</dd>
        </div>
        {document.expiryDate ? (
          <div>
            <dt>Expiry date</dt>
            <dd>
              {formatDay(document.expiryDate)}
              {expired ? <span className={styles.expired}> · {KYC_MESSAGES.expired}</span> : null}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>File</dt>
          <dd className={styles.fileName}>
            {document.fileName} <span className="muted">({formatFileSize(document.sizeBytes)})</span>
          </dd>
        </div>
        <div>
          <dt>Uploaded</dt>
          <dd>{formatDay(document.uploadedAt)}</dd>
        </div>
      </dl>
    </div>
  );
}
