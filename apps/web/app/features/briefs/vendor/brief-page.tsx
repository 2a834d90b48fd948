import { Link } from "react-router";
import { BRIEF_COPY, BRIEF_MESSAGES, CATEGORY_LABELS, formatLongDate, rupees, VENDOR_BRIEF_COPY } from "@utsav/domain/client";
import type { VendorBriefDetail } from "@utsav/domain";
import { workPaths } from "../../../lib/work-paths";
import { BriefStatusBadge } from "../../../shared/ui/brief-status-badge";
import { Card } from "../../../shared/ui/vendor-area/page-header";
import type { BriefActionResult } from "./brief-acts";
import { AnswerForms } from "./brief-answer-forms";
import { BriefHeader } from "./brief-headers";
import styles from "./briefs.module.css";

interface BriefPageProps {
  /** The brief, read by the route's loader (and again after each answer). */
  brief: VendorBriefDetail;
  /** What the route's action answered to the last answer sent. */
  result: BriefActionResult;
  /** An answer is on its way. */
  busy: boolean;
}

/** /vendor/briefs/:id: the consumer's brief, and the vendor's quote (sent, changed) or decline. */
export function BriefPage({ brief, result, busy }: BriefPageProps) {
  const failure = result && "error" in result ? result.error : null;
  return (
    <>
      <BriefHeader brief={brief} />
      <div className={styles.detail}>
        <BriefCard brief={brief} />
        {/* A new answer is a new form: what was typed for the last one is done with. */}
        <AnswerCard key={`${brief.answer}-${brief.quote?.quotedAt ?? ""}`} brief={brief} failure={failure} busy={busy} />
      </div>
    </>
  );
}

function BriefCard({ brief }: { brief: VendorBriefDetail }) {
  const badge = brief.answer === "new" ? brief.status : brief.answer;
  return (
    <Card aria-labelledby="brief-title">
      <div className={styles.rowHead}>
        <h2 id="brief-title" className={styles.cardTitle}>
          {formatLongDate(brief.eventDate)}
        </h2>
        <BriefStatusBadge status={badge} />
      </div>
      <dl className={styles.fields}>
        {[
          [VENDOR_BRIEF_COPY.request, brief.reference],
          [BRIEF_COPY.locality, brief.locality],
          [BRIEF_COPY.guests, String(brief.guests)],
          [BRIEF_COPY.budget, `${rupees(brief.budgetMin)} – ${rupees(brief.budgetMax)}`],
          [BRIEF_COPY.categories, brief.matchedCategories.map((c) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c).join(", ")],
          ...(brief.notes ? [[BRIEF_COPY.notes, brief.notes]] : []),
        ].map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={styles.text}>{value}</dd>
          </div>
        ))}
      </dl>
      {brief.photos.length > 0 ? (
        <ul className={styles.photos} aria-label={BRIEF_COPY.photos}>
          {brief.photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer">
                <img src={photo.url} alt={`Reference photo ${index + 1}`} width={160} height={120} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

/** What the vendor may do now: quote or change its quote, decline; or, once it is over, what happened. */
function AnswerCard({ brief, failure, busy }: { brief: VendorBriefDetail; failure: string | null; busy: boolean }) {
  if (brief.answer === "accepted" && brief.bookingId) {
    return (
      <Card aria-labelledby="answer-title">
        <h2 id="answer-title" className={styles.cardTitle}>
          {VENDOR_BRIEF_COPY.acceptedTitle}
        </h2>
        <p>{VENDOR_BRIEF_COPY.acceptedVendorLead}</p>
        <Link to={workPaths.vendorBooking(brief.bookingId)} className="btn btn-primary">
          {BRIEF_COPY.viewBooking}
        </Link>
      </Card>
    );
  }
  if (!brief.canAnswer) {
    return (
      <Card aria-labelledby="answer-title">
        <h2 id="answer-title" className={styles.cardTitle}>
          {brief.answer === "closed" || brief.status === "booked" ? VENDOR_BRIEF_COPY.quoteClosedTitle : VENDOR_BRIEF_COPY.briefClosedTitle}
        </h2>
        <p>{brief.status === "expired" ? BRIEF_MESSAGES.expired : BRIEF_MESSAGES.booked}</p>
      </Card>
    );
  }
  return <AnswerForms brief={brief} failure={failure} busy={busy} />;
}
