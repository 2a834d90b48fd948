import { useState } from "react";
import { formatDay, isExpired, KYC_MESSAGES } from "@utsav/domain/client";
import type { KycConfig, KycDocument, KycRequirement } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { Modal } from "../../../shared/ui/modal";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { DocumentDetailsForm } from "./document-details-form";
import { DocumentUploadForm } from "./document-upload-form";
import type { KycAct, KycAnswer } from "./kyc-acts";
import { formatFileSize, requirementText } from "./kyc-text";
import styles from "./kyc-page.module.css";

interface DocumentCardProps {
  config: KycConfig["documentTypes"][number];
  acceptedTypes: readonly string[];
  maxFileBytes: number;
  document: KycDocument | undefined;
  /** Still needed before the KYC can be submitted. */
  missing: boolean;
  /** Documents cannot change now (submitted, in review, approved). */
  locked: boolean;
}

type Mode = "view" | "edit" | "replace";

const REMOVE_NOTE: Record<KycRequirement, string> = {
  always: "It is required, so you will need to upload it again before you submit for verification.",
  food: "If you sell food, you will need to upload it again before you submit for verification.",
  optional: "You can upload it again at any time.",
};

/**
 * One document type of GET /kyc/config: what it is, whether it is required and why, and either the upload form or
 * the uploaded document (masked number, file, download) with Edit details, a new file, and Remove.
 */
export function DocumentCard({ config, acceptedTypes, maxFileBytes, document, missing, locked }: DocumentCardProps) {
  const [mode, setMode] = useState<Mode>("view");
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Removal is kyc-acts.ts "remove"; the dialog closes on its answer, and a failure shows in the card.
  const remove = useActFetcher<KycAnswer, KycAct>({ action: paths.vendorKyc(), onAnswer: () => setConfirmOpen(false) });
  const removeError = remove.answer && !remove.answer.ok ? remove.answer.error : null;
  const headingId = `kyc-${config.type}-heading`;
  const expired = document?.expiryDate ? isExpired(document.expiryDate) : false;

  return (
    <article className={styles.card} aria-labelledby={headingId} data-missing={missing ? "" : undefined}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {config.label}
        </h3>
        <span className={styles.requirement} data-required={config.requirement === "always" || missing ? "" : undefined}>
          {requirementText(config.requirement, missing)}
        </span>
      </div>
      <p className={styles.help}>{config.help}</p>

      {document ? (
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
      ) : null}

      {document ? (
        mode === "edit" && !locked ? (
          <DocumentDetailsForm config={config} document={document} onDone={() => setMode("view")} />
        ) : mode === "replace" && !locked ? (
          <DocumentUploadForm
            config={config}
            acceptedTypes={acceptedTypes}
            maxFileBytes={maxFileBytes}
            replacing
            onDone={() => setMode("view")}
            onCancel={() => setMode("view")}
          />
        ) : (
          <div className={styles.docActions}>
            <a className="btn btn-outline" href={document.downloadUrl} download={document.fileName}>
              Download<span className="visually-hidden"> {config.label}</span>
            </a>
            {locked ? null : (
              <>
                <button type="button" className="btn btn-outline" onClick={() => setMode("edit")}>
                  Edit details<span className="visually-hidden"> of {config.label}</span>
                </button>
                <button type="button" className="btn btn-outline" onClick={() => setMode("replace")}>
                  Upload new file<span className="visually-hidden"> for {config.label}</span>
                </button>
                <button
                  type="button"
                  className={`btn btn-outline ${styles.removeButton}`}
                  onClick={() => {
                    remove.forget();
                    setConfirmOpen(true);
                  }}
                >
                  Remove<span className="visually-hidden"> {config.label}</span>
                </button>
              </>
            )}
          </div>
        )
      ) : locked ? (
        <p className="muted">Not uploaded.</p>
      ) : (
        <DocumentUploadForm config={config} acceptedTypes={acceptedTypes} maxFileBytes={maxFileBytes} />
      )}
      {mode === "view" ? <FormAlert message={removeError} /> : null}

      {document ? (
        <Modal
          open={confirmOpen}
          onOpenChange={(open) => {
            if (!remove.busy) setConfirmOpen(open);
          }}
          title={`Remove ${config.label}?`}
          description="The file and its details are deleted."
          size="small"
          footer={
            <div className={styles.dialogActions}>
              <button type="button" className="btn btn-outline" onClick={() => setConfirmOpen(false)} disabled={remove.busy}>
                Cancel
              </button>
              <button
                type="button"
                className={`btn ${styles.danger}`}
                disabled={remove.busy}
                aria-busy={remove.busy || undefined}
                onClick={() => void remove.sendJson({ intent: "remove", documentId: document.id })}
              >
                {remove.busy ? "Removing..." : "Remove"}
              </button>
            </div>
          }
        >
          <p className={styles.dialogText}>{REMOVE_NOTE[config.requirement]}</p>
        </Modal>
      ) : null}
    </article>
  );
}
