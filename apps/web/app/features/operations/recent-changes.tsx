import { formatDayTime, IDENTITY_REVIEW_COPY as WORDS, VENDOR_CHANGE_LABELS } from "@utsav/domain/client";
import type { OperatorOffering, VendorChange } from "@utsav/domain";
import { fieldLabel, fieldValueText } from "./change-values";
import styles from "./ops.module.css";

/** One line of a change: a field, and its value before and after, or none when it was too long to keep. */
interface ChangeLine {
  field: string;
  values: { before: string; after: string } | null;
}

/**
 * A change's lines: each value it kept, before and after (a document's change keeps the types asked for, under names of
 * its own), then each field named as changed without its values (an offering's description).
 */
export function changeLines(change: VendorChange): ChangeLine[] {
  const valued = [...new Set([...Object.keys(change.before), ...Object.keys(change.after)])];
  return [
    ...valued.map((field) => ({
      field,
      values: { before: fieldValueText(field, change.before[field]), after: fieldValueText(field, change.after[field]) },
    })),
    ...change.fields.filter((field) => !valued.includes(field)).map((field) => ({ field, values: null })),
  ];
}

/**
 * The vendor's latest edits, newest first (docs/decisions/0032): what changed, from what to what, when, and from which
 * address. An offering's edit names the offering when the page lists it.
 */
export function RecentChanges({ changes, offerings }: { changes: VendorChange[]; offerings: OperatorOffering[] }) {
  const titleOf = (target: string | null) => (target ? offerings.find((o) => o.id === target)?.title : undefined);
  return (
    <section className={`${styles.card} ${styles.stack}`} aria-labelledby="recent-changes-title">
      <h2 id="recent-changes-title" className="section-title">
        {WORDS.recentTitle}
      </h2>
      <p className="muted">{WORDS.recentLead}</p>
      {changes.length === 0 ? <p className="muted">{WORDS.noRecentChanges}</p> : null}
      <ol className={styles.plainList}>
        {changes.map((change) => {
          const title = titleOf(change.target);
          return (
            <li key={change.id} className={styles.card}>
              <h3>
                {VENDOR_CHANGE_LABELS[change.kind]}
                {title ? `: “${title}”` : ""}
              </h3>
              <p className="muted">
                <time dateTime={change.at}>{formatDayTime(change.at)}</time>{" "}
                {change.clientAddress ? WORDS.fromAddress(change.clientAddress) : WORDS.unknownAddress}
              </p>
              <ul>
                {changeLines(change).map(({ field, values }) => (
                  <li key={field}>
                    {fieldLabel(field)}:{" "}
                    {values ? (
                      <>
                        {values.before} <span aria-hidden="true">→</span>
                        <span className="visually-hidden">to</span> {values.after}
                      </>
                    ) : (
                      WORDS.valueNotKept
                    )}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
