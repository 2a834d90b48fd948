import { answerRateText, RESPONSIVENESS_ANSWER_HOURS, RESPONSIVENESS_COPY, responseTimeText } from "@utsav/domain/client";
import type { ResponsivenessFigures, VendorResponsiveness } from "@utsav/domain";
import styles from "./ops.module.css";
import { KINDS } from "./responsiveness-cell";

// How quickly and how often a vendor answers (docs/decisions/0055): a card near the top of its review (the vendors
// list's line is responsiveness-cell.tsx, apart so the list does not carry the card).

/** "90% (9 of 10 answered · 1 waiting)": the rate, what it counts, and what is not counted yet. */
function rateLine(figures: ResponsivenessFigures): string {
  const details = [
    figures.answerRate === null ? null : RESPONSIVENESS_COPY.rateDetail(figures.answered, figures.answered + figures.missed),
    figures.waiting > 0 ? RESPONSIVENESS_COPY.waiting(figures.waiting) : null,
  ].filter((detail) => detail !== null);
  return details.length > 0 ? `${answerRateText(figures)} (${details.join(" · ")})` : answerRateText(figures);
}

/** The vendor review's card: bookings and requests, each with its response time and answer rate. */
export function ResponsivenessCard({ responsiveness }: { responsiveness: VendorResponsiveness }) {
  return (
    <section className={styles.card} aria-labelledby="responsiveness-title">
      <h2 id="responsiveness-title" className="section-title">
        {RESPONSIVENESS_COPY.title}
      </h2>
      <p className="muted">{RESPONSIVENESS_COPY.lead(responsiveness.windowDays)}</p>
      {KINDS.map(({ key, label, empty }) => {
        const figures = responsiveness[key];
        return (
          <section key={key} aria-labelledby={`responsiveness-${key}`}>
            <h3 id={`responsiveness-${key}`}>{label}</h3>
            {figures.reached === 0 ? (
              <p className="muted">{empty}</p>
            ) : (
              <dl className={styles.dl}>
                <div className={styles.pair}>
                  <dt>{RESPONSIVENESS_COPY.responseTime}</dt>
                  <dd>{responseTimeText(figures)}</dd>
                </div>
                <div className={styles.pair}>
                  <dt>{RESPONSIVENESS_COPY.answerRate}</dt>
                  <dd>{rateLine(figures)}</dd>
                </div>
              </dl>
            )}
          </section>
        );
      })}
      <p className="muted">{RESPONSIVENESS_COPY.rule(RESPONSIVENESS_ANSWER_HOURS)}</p>
    </section>
  );
}
