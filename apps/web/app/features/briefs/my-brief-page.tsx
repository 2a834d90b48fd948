import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { BRIEF_COPY, briefCopyFor, CATEGORY_LABELS, formatLongDate, MY_BRIEFS_TITLE, rupees } from "@utsav/domain/client";
import type { BriefQuote, ConsumerBriefDetail } from "@utsav/domain";
import { paths } from "../../lib/paths";
import { BriefStatusBadge } from "../../shared/ui/brief-status-badge";
import page from "../../shared/ui/content-page.module.css";
import { Modal } from "../../shared/ui/modal";
import type { AcceptActionResult, AcceptSubmission } from "./accept-quote";
import { QuoteCard } from "./quote-card";
import styles from "./my-briefs.module.css";

const categoryNames = (categories: string[]) => categories.map((c) => CATEGORY_LABELS[c as keyof typeof CATEGORY_LABELS] ?? c).join(", ");

/**
 * /account/briefs/:id: the brief, and its quotes side by side (cheapest first) with Accept on each. Accepting asks
 * once more, then the quote becomes a booking and the page, read again, links to it.
 */
export function MyBriefPage({ brief }: { brief: ConsumerBriefDetail }) {
  const [choosing, setChoosing] = useState<BriefQuote | null>(null);
  // The dialog's one button sends to the route's action through a fetcher: the page under it stays as it is.
  const fetcher = useFetcher<AcceptActionResult>();
  const pending = fetcher.state !== "idle";
  const answer = pending ? undefined : fetcher.data;
  const accepted = answer && "accepted" in answer ? answer.accepted : null;
  const error = answer && "error" in answer ? answer.error : null;

  const accept = () => {
    if (!choosing) return;
    const submission: AcceptSubmission = { quoteId: choosing.id };
    void fetcher.submit({ ...submission }, { method: "post", encType: "application/json" });
  };
  /** Closing the dialog forgets its last answer, so it opens afresh. */
  const close = () => {
    setChoosing(null);
    fetcher.reset();
  };

  return (
    <div className={`container ${page.page}`}>
      <Link to={paths.myBriefs()} className={styles.back}>
        <span aria-hidden="true">←</span> {MY_BRIEFS_TITLE}
      </Link>
      <header className={page.hero}>
        <h1>{briefCopyFor.title(brief.occasion, brief.locality)}</h1>
        <p className={styles.meta}>
          <span>{formatLongDate(brief.eventDate)}</span>
          <span>{brief.reference}</span>
          <BriefStatusBadge status={brief.status} />
        </p>
      </header>
      {brief.bookingId ? (
        <p role="status" className={styles.booked}>
          {BRIEF_COPY.acceptedLead}{" "}
          <Link to={paths.myBooking(brief.bookingId)} className="btn btn-primary">
            {BRIEF_COPY.viewBooking}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="quotes-title" className={styles.section}>
        <h2 id="quotes-title">{BRIEF_COPY.quotesTitle}</h2>
        <p className={styles.meta}>
          <span>{briefCopyFor.vendorsLine(brief.vendorsCount, brief.quotesCount)}</span>
          {brief.waitingCount > 0 && brief.status === "open" ? <span>{briefCopyFor.waiting(brief.waitingCount)}</span> : null}
        </p>
        {brief.quotes.length === 0 ? (
          <p className={styles.empty}>{brief.status === "open" ? BRIEF_COPY.noQuotes : BRIEF_COPY.noQuotesClosed}</p>
        ) : (
          <ul className={styles.quotes} aria-label={BRIEF_COPY.quotesTitle}>
            {brief.quotes.map((quote) => (
              <QuoteCard key={quote.id} quote={quote} onAccept={setChoosing} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="brief-title" className={`${styles.card} ${styles.section}`}>
        <h2 id="brief-title">{BRIEF_COPY.yourBrief}</h2>
        <dl className={styles.fields}>
          <div>
            <dt>{BRIEF_COPY.categories}</dt>
            <dd>{categoryNames(brief.categories)}</dd>
          </div>
          <div>
            <dt>{BRIEF_COPY.guests}</dt>
            <dd>{brief.guests}</dd>
          </div>
          <div>
            <dt>{BRIEF_COPY.budget}</dt>
            <dd>
              {rupees(brief.budgetMin)} – {rupees(brief.budgetMax)}
            </dd>
          </div>
          {brief.notes ? (
            <div>
              <dt>{BRIEF_COPY.notes}</dt>
              <dd className={styles.included}>{brief.notes}</dd>
            </div>
          ) : null}
        </dl>
        {brief.photos.length > 0 ? (
          <ul className={styles.photos} aria-label={BRIEF_COPY.photos}>
            {brief.photos.map((photo, index) => (
              <li key={photo.id}>
                <img src={photo.url} alt={briefCopyFor.photoAlt(index + 1)} width={160} height={120} loading="lazy" />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <Modal
        // Once its quote is accepted the dialog closes, and the page shows the booking it became.
        open={choosing !== null && accepted !== choosing.id}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        title={BRIEF_COPY.acceptTitle}
        description={BRIEF_COPY.acceptLead}
        size="small"
        footer={
          <div className={styles.dialogActions}>
            <button type="button" className="btn btn-outline" onClick={close}>
              {BRIEF_COPY.keepComparing}
            </button>
            <button type="button" className="btn btn-primary" disabled={pending} onClick={accept}>
              {choosing ? briefCopyFor.acceptQuote(choosing.vendorName) : BRIEF_COPY.accept}
            </button>
          </div>
        }
      >
        {choosing ? (
          <p>
            {choosing.vendorName}: {rupees(choosing.price)}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
