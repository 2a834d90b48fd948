import { answerRateText, RESPONSIVENESS_COPY, responseTimeText } from "@utsav/domain/client";
import type { VendorResponsiveness } from "@utsav/domain";

// How quickly and how often a vendor answers (docs/decisions/0055), as the vendors list says it: a short line per kind.

/** Bookings and requests, each with its label and the words for nothing to answer. */
export const KINDS = [
  { key: "bookings", label: RESPONSIVENESS_COPY.bookings, empty: RESPONSIVENESS_COPY.noBookings },
  { key: "briefs", label: RESPONSIVENESS_COPY.briefs, empty: RESPONSIVENESS_COPY.noBriefs },
] as const;

/** The vendors list's cell: one line per kind ("Bookings: 3 h 20 min · 90%"), or the words for nothing to answer. */
export function ResponsivenessCell({ responsiveness }: { responsiveness: VendorResponsiveness | undefined }) {
  if (!responsiveness) return <>—</>;
  return (
    <>
      {KINDS.map(({ key, label, empty }) => {
        const figures = responsiveness[key];
        return figures.reached === 0 ? (
          <div key={key} className="muted">
            {empty}
          </div>
        ) : (
          <div key={key}>{RESPONSIVENESS_COPY.listLine(label, responseTimeText(figures), answerRateText(figures))}</div>
        );
      })}
    </>
  );
}
