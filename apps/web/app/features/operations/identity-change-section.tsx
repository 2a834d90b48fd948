import {
  CATEGORY_LABELS,
  formatDayTime,
  IDENTITY_FIELD_LABELS,
  IDENTITY_REVIEW_COPY as WORDS,
  KYC_DOCUMENT_RULES,
} from "@utsav/domain/client";
import type { OperatorDocument, OperatorIdentityChange } from "@utsav/domain";
import { ActForm } from "./act-form";
import { HoldForm } from "./decision-form";
import { DocumentCard } from "./document-card";
import styles from "./ops.module.css";
import { TableScroll } from "./table-scroll";

interface IdentityChangeSectionProps {
  change: OperatorIdentityChange;
  /** The vendor's documents, which the change's document ids name. */
  documents: OperatorDocument[];
  /** The number revealed by the page's last act, shown in the card of its document. */
  revealed: { documentId: string; number: string } | null;
  busy: boolean;
}

const categoryText = (categories: readonly string[]) =>
  categories.map((c) => (Object.hasOwn(CATEGORY_LABELS, c) ? CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] : c)).join(", ");

/** One document of the change in its cell: the card that opens it (on the record), or the words for none. */
function DocumentCell({ document, revealed, busy }: { document: OperatorDocument | undefined; revealed: string | null; busy: boolean }) {
  if (!document) return <span className="muted">{WORDS.noApprovedDocument}</span>;
  return (
    <ul className={styles.plainList}>
      <DocumentCard document={document} revealed={revealed} busy={busy} place="identity-document" />
    </ul>
  );
}

/**
 * An approved vendor's new name, categories or documents, waiting for the operators (docs/decisions/0032): the approved
 * values beside the asked-for ones, a row a field or document type, and the two decisions, each an act of the page.
 */
export function IdentityChangeSection({ change, documents, revealed, busy }: IdentityChangeSectionProps) {
  const documentOf = (id: string | null) => (id === null ? undefined : documents.find((doc) => doc.id === id));
  const numberOf = (id: string | null) => (id !== null && revealed?.documentId === id ? revealed.number : null);
  const rows: { key: string; label: string; before: React.ReactNode; after: React.ReactNode }[] = [];
  if (change.fields.includes("businessName"))
    rows.push({
      key: "businessName",
      label: IDENTITY_FIELD_LABELS.businessName,
      before: change.before.businessName,
      after: change.after.businessName,
    });
  if (change.fields.includes("categories"))
    rows.push({
      key: "categories",
      label: IDENTITY_FIELD_LABELS.categories,
      before: categoryText(change.before.categories),
      after: categoryText(change.after.categories),
    });
  for (const doc of change.documents)
    rows.push({
      key: doc.type,
      label: KYC_DOCUMENT_RULES[doc.type].label,
      before: <DocumentCell document={documentOf(doc.beforeDocumentId)} revealed={numberOf(doc.beforeDocumentId)} busy={busy} />,
      after: <DocumentCell document={documentOf(doc.afterDocumentId)} revealed={numberOf(doc.afterDocumentId)} busy={busy} />,
    });

  return (
    <section className={`${styles.card} ${styles.stack}`} aria-labelledby="identity-change-title">
      <h2 id="identity-change-title" className="section-title">
        {WORDS.title}
      </h2>
      <p>{WORDS.askedOn(formatDayTime(change.requestedAt))}</p>
      <TableScroll label={WORDS.tableCaption}>
        <table className={styles.table}>
          <caption className="visually-hidden">{WORDS.tableCaption}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{WORDS.approvedColumn}</th>
              <th scope="col">{WORDS.requestedColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.before}</td>
                <td>{row.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ActForm act={{ intent: "approve-identity" }} label={WORDS.approve} busy={busy} />
      <HoldForm intent="reject-identity" label={WORDS.reject} reasonLabel={WORDS.reasonLabel} busy={busy} />
    </section>
  );
}
