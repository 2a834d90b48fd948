import { useState } from "react";
import { VENDOR_IDENTITY_COPY } from "@utsav/domain/client";
import type { KycConfig, KycDocument, KycRequirement } from "@utsav/domain";
import { paths } from "../../../lib/paths";
import { useActFetcher } from "../../../shared/lib/forms/use-act-fetcher";
import { Modal } from "../../../shared/ui/modal";
import { FormAlert } from "../../../shared/ui/vendor-area/field";
import { DocumentDetailsForm } from "./document-details-form";
import { DocumentFacts } from "./document-facts";
import { DocumentUploadForm } from "./document-upload-form";
import type { KycAct, KycAnswer } from "./kyc-acts";
import { requirementText } from "./kyc-text";
import styles from "./kyc-page.module.css";

interface DocumentCardProps {
  config: KycConfig["documentTypes"][number];
  acceptedTypes: readonly string[];
  maxFileBytes: number;
  /** The document of this type that counts: the approved one, once operators approved the vendor. */
  document: KycDocument | undefined;
  /** A document of this type that waits for the operators' review beside it (docs/decisions/0032). */
  waiting?: KycDocument;
  /** Still needed before the KYC can be submitted. */
  missing: boolean;
  /** Documents cannot change now (submitted, in review; approved, for a vendor whose identity nobody reviewed). */
  locked: boolean;
  /**
   * Operators approved the vendor's identity: its approved documents stay as they are, a new one waits for their
   * review, and only a waiting one can be edited or removed (docs/decisions/0032).
   */
  reviewed?: boolean;
}

type Mode = "view" | "edit" | "replace";

const REMOVE_NOTE: Record<KycRequirement, string> = {
  always: "It is required, so you will need to upload it again before you submit for verification.",
  food: "If you sell food, you will need to upload it again before you submit for verification.",
  optional: "You can upload it again at any time.",
};

/**
 * One document type of GET /kyc/config: what it is, whether it is required and why, and either the upload form or
 * the uploaded document (masked number, file, download) with Edit details, a new file, and Remove. Once operators
 * approved the vendor, a new file waits for their review beside the approved document, and Edit details and Remove act
 * on the waiting one only (the API refuses the approved one: 409 DOCUMENT_APPROVED).
 */
export function DocumentCard({
  config,
  acceptedTypes,
  maxFileBytes,
  document,
  waiting,
  missing,
  locked,
  reviewed = false,
}: DocumentCardProps) {
  const [mode, setMode] = useState<Mode>("view");
  // What Edit details and Remove act on, and whether anything of this type is uploaded.
  const editable = reviewed ? waiting : document;
  const uploaded = document ?? waiting;
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Removal is kyc-acts.ts "remove"; the dialog closes on its answer, and a failure shows in the card.
  const remove = useActFetcher<KycAnswer, KycAct>({ action: paths.vendorKyc(), onAnswer: () => setConfirmOpen(false) });
  const removeError = remove.answer && !remove.answer.ok ? remove.answer.error : null;
  const headingId = `kyc-${config.type}-heading`;

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

      {document ? <DocumentFacts config={config} document={document} /> : null}
      {waiting ? <DocumentFacts config={config} document={waiting} besideApproved={document !== undefined} /> : null}

      {uploaded ? (
        mode === "edit" && editable && !locked ? (
          <DocumentDetailsForm config={config} document={editable} onDone={() => setMode("view")} />
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
            {document ? (
              <a className="btn btn-outline" href={document.downloadUrl} download={document.fileName}>
                Download<span className="visually-hidden"> {config.label}</span>
              </a>
            ) : null}
            {waiting ? (
              <a className="btn btn-outline" href={waiting.downloadUrl} download={waiting.fileName}>
                Download
                <span className="visually-hidden">
                  {" "}
                  {config.label} ({VENDOR_IDENTITY_COPY.documentWaiting})
                </span>
              </a>
            ) : null}
            {locked ? null : (
              <>
                {editable ? (
                  <button type="button" className="btn btn-outline" onClick={() => setMode("edit")}>
                    Edit details<span className="visually-hidden"> of {config.label}</span>
                  </button>
                ) : null}
                <button type="button" className="btn btn-outline" onClick={() => setMode("replace")}>
                  Upload new file<span className="visually-hidden"> for {config.label}</span>
                </button>
                {editable ? (
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
                ) : null}
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

      {editable ? (
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
                onClick={() => void remove.sendJson({ intent: "remove", documentId: editable.id })}
              >
                {remove.busy ? "Removing..." : "Remove"}
              </button>
            </div>
          }
        >
          <p className={styles.dialogText}>{reviewed ? VENDOR_IDENTITY_COPY.withdrawNote : REMOVE_NOTE[config.requirement]}</p>
        </Modal>
      ) : null}
    </article>
  );
}
