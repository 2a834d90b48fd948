import { useState } from "react";
import { useFetcher } from "react-router";
import { IDENTITY_REVIEW_COPY, KYC_DOCUMENT_RULES } from "@utsav/domain/client";
import type { OperatorDocument } from "@utsav/domain";
import { ActForm } from "./act-form";
import styles from "./ops.module.css";
import type { ReviewAct, ReviewActionResult } from "./review-acts";

interface DocumentCardProps {
  document: OperatorDocument;
  /** The number once revealed (the action's answer), else null: it stays masked. */
  revealed: string | null;
  busy: boolean;
  /** Where on the page the card is, for its viewer's id: a document shows in the list and in an identity change. */
  place?: string;
}

/**
 * One identity document: its number masked until the operator reveals it, and the file opened inline on demand.
 * Both are written to the audit log by the API (docs/decisions/0020). Opening is an act of the page (its own fetcher,
 * so several documents may be open at once): the API records it and answers a link that shows the file for a minute.
 */
export function DocumentCard({ document, revealed, busy, place = "document" }: DocumentCardProps) {
  const opener = useFetcher<ReviewActionResult>();
  // The answer once it is back; a closed document forgets its link, and opening it again asks (and records) anew.
  const answer = opener.state === "idle" ? opener.data : undefined;
  const [closed, setClosed] = useState<ReviewActionResult>(undefined);
  const link = answer && answer !== closed && "opened" in answer && answer.opened.documentId === document.id ? answer.opened.url : null;
  const refusal = answer && answer !== closed && "error" in answer ? answer.error : null;
  const open = link !== null;
  const opening = opener.state !== "idle";
  const toggle = () => {
    if (opening) return;
    if (open) {
      setClosed(answer);
      return;
    }
    const act: ReviewAct = { intent: "open-document", documentId: document.id };
    void opener.submit(act, { method: "post", encType: "application/json" });
  };
  const rule = KYC_DOCUMENT_RULES[document.type];
  const isImage = document.contentType.startsWith("image/");
  const viewerId = `${place}-${document.id}`;
  return (
    <li className={`${styles.card} ${styles.document}`}>
      <h3>{rule.label}</h3>
      {document.pendingReview ? <p className={styles.badge}>{IDENTITY_REVIEW_COPY.pendingDocument}</p> : null}
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
        <button
          type="button"
          className="btn btn-outline"
          aria-expanded={open}
          aria-controls={viewerId}
          // Not disabled while the link is asked for: focus stays on the button, which turns into "Close".
          aria-disabled={opening}
          onClick={toggle}
        >
          {open ? "Close" : "Open"} {rule.label}
        </button>
        {document.revealable && revealed === null ? (
          <ActForm act={{ intent: "reveal", documentId: document.id }} busy={busy} label={`Reveal ${rule.numberLabel}`} />
        ) : null}
        {!document.revealable ? <p className="muted">Only the last 4 digits are kept.</p> : null}
      </div>
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <div id={viewerId}>
        {link ? (
          isImage ? (
            <img className={styles.documentImage} src={link} alt={`${rule.label} of the vendor, as uploaded`} />
          ) : (
            <iframe className={styles.documentFrame} src={link} title={`${rule.label} of the vendor, as uploaded`} />
          )
        ) : null}
      </div>
    </li>
  );
}
