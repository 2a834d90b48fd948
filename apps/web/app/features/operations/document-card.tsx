import { useState } from "react";
import { KYC_DOCUMENT_RULES } from "@utsav/domain/client";
import type { OperatorDocument } from "@utsav/domain";
import { ActForm } from "./act-form";
import styles from "./ops.module.css";

interface DocumentCardProps {
  document: OperatorDocument;
  /** The number once revealed (the action's answer), else null: it stays masked. */
  revealed: string | null;
  busy: boolean;
}

/**
 * One identity document: its number masked until the operator reveals it, and the file opened inline on demand.
 * Both are written to the audit log by the API (docs/decisions/0020).
 */
export function DocumentCard({ document, revealed, busy }: DocumentCardProps) {
  const [open, setOpen] = useState(false);
  const rule = KYC_DOCUMENT_RULES[document.type];
  const isImage = document.contentType.startsWith("image/");
  const viewerId = `document-${document.id}`;
  return (
    <li className={`${styles.card} ${styles.document}`}>
      <h3>{rule.label}</h3>
      <dl className={styles.dl}>
        <dt>{rule.numberLabel}</dt>
        <dd>
          <span aria-live="polite">{revealed ?? document.maskedNumber}</span>
        </dd>
        {document.expiryDate ? (
          <>
            <dt>Expires</dt>
            <dd>{document.expiryDate}</dd>
          </>
        ) : null}
        <dt>File</dt>
        <dd>{document.fileName}</dd>
      </dl>
      <div className={styles.fields}>
        <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls={viewerId} onClick={() => setOpen(!open)}>
          {open ? "Close" : "Open"} {rule.label}
        </button>
        {document.revealable && revealed === null ? (
          <ActForm act={{ intent: "reveal", documentId: document.id }} busy={busy} label={`Reveal ${rule.numberLabel}`} />
        ) : null}
        {!document.revealable ? <p className="muted">Only the last 4 digits are kept.</p> : null}
      </div>
      <div id={viewerId}>
        {open ? (
          isImage ? (
            <img className={styles.documentImage} src={document.fileUrl} alt={`${rule.label} of the vendor, as uploaded`} />
          ) : (
            <iframe className={styles.documentFrame} src={document.fileUrl} title={`${rule.label} of the vendor, as uploaded`} />
          )
        ) : null}
      </div>
    </li>
  );
}
