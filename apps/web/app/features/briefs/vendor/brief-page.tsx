import { useState } from "react";
import { Link, useParams } from "react-router";
import {
  BRIEF_COPY,
  BRIEF_LIMITS,
  BRIEF_MESSAGES,
  briefCopyFor,
  CATEGORY_LABELS,
  formatLongDate,
  indianDate,
  QUOTE_MESSAGES,
  rupees,
  rupeesEntry,
  validateQuote,
  VENDOR_BRIEF_COPY,
} from "@utsav/domain/client";
import type { QuoteErrors } from "@utsav/domain/client";
import type { VendorBriefDetail } from "@utsav/domain";
import { thrownMessage } from "../../../lib/api-client";
import { workPaths } from "../../../lib/work-paths";
import { BriefStatusBadge } from "../../../shared/ui/brief-status-badge";
import { NotFoundView } from "../../../shared/ui/not-found-view";
import { Skeleton } from "../../../shared/ui/skeleton";
import { useAnswerBrief, useVendorBrief } from "./api/briefs";
import { isNotFound } from "../../../shared/lib/vendor-area/request";
import { Field, fieldAria, FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import { Card, LoadError, PageHeader } from "../../../shared/ui/vendor-area/page-header";
import styles from "./briefs.module.css";

/** /vendor/briefs/:id: the consumer's brief, and the vendor's quote (sent, changed) or decline. */
export function BriefPage() {
  const { id = "" } = useParams();
  const query = useVendorBrief(id);
  if (query.isError && isNotFound(query.error)) return <NotFoundView message={BRIEF_MESSAGES.briefNotFound} />;
  return (
    <>
      <PageHeader
        title={query.data ? `${query.data.occasion} in ${query.data.locality}` : VENDOR_BRIEF_COPY.vendorBriefsTitle}
        back={{ to: workPaths.vendorBriefs(), label: VENDOR_BRIEF_COPY.vendorBriefsTitle }}
      />
      {query.isPending ? (
        <div role="status" aria-label="Loading the request">
          <Skeleton height={240} radius={14} />
        </div>
      ) : query.isError ? (
        <LoadError message={thrownMessage(query.error, QUOTE_MESSAGES.briefsLoadFailed)} onRetry={() => void query.refetch()} />
      ) : (
        <div className={styles.detail}>
          <BriefCard brief={query.data} />
          <AnswerCard key={`${query.data.answer}-${query.data.quote?.quotedAt ?? ""}`} brief={query.data} />
        </div>
      )}
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
function AnswerCard({ brief }: { brief: VendorBriefDetail }) {
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
  return <QuoteForm brief={brief} />;
}

function QuoteForm({ brief }: { brief: VendorBriefDetail }) {
  const answer = useAnswerBrief(brief.id);
  const [price, setPrice] = useState(brief.quote ? String(brief.quote.price) : "");
  const [included, setIncluded] = useState(brief.quote?.included ?? "");
  const [offeringId, setOfferingId] = useState(brief.quote?.offeringId ?? "");
  const [validUntil, setValidUntil] = useState(brief.quote?.validUntil ?? "");
  const [errors, setErrors] = useState<QuoteErrors>({});
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState("");
  const today = indianDate();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const fields = { price: rupeesEntry(price), included, validUntil };
    const found = validateQuote(fields, { today, eventDate: brief.eventDate });
    setErrors(found);
    const first = (["price", "included", "validUntil"] as const).find((f) => found[f]);
    if (first) {
      document.getElementById(`quote-${first}`)?.focus();
      return;
    }
    answer.mutate({ quote: { price: fields.price!, included: included.trim(), validUntil, offeringId: offeringId || null } });
  };
  const failure = answer.isError ? thrownMessage(answer.error, QUOTE_MESSAGES.quoteSendFailed) : null;

  if (declining) {
    return (
      <Card aria-labelledby="answer-title">
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate({ decline: { reason: reason.trim() || undefined } });
          }}
        >
          <h2 id="answer-title" className={styles.cardTitle}>
            {VENDOR_BRIEF_COPY.declineTitle}
          </h2>
          <Field label={VENDOR_BRIEF_COPY.declineReason} htmlFor="decline-reason">
            <textarea
              id="decline-reason"
              className={formStyles.input}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={BRIEF_LIMITS.reasonMax}
              rows={3}
            />
          </Field>
          <FormAlert message={failure} />
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={answer.isPending}>
              {VENDOR_BRIEF_COPY.decline}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDeclining(false)}>
              {VENDOR_BRIEF_COPY.keepRequest}
            </button>
          </div>
        </form>
      </Card>
    );
  }

  return (
    <Card aria-labelledby="answer-title">
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 id="answer-title" className={styles.cardTitle}>
          {brief.quote ? VENDOR_BRIEF_COPY.yourQuote : VENDOR_BRIEF_COPY.sendQuoteTitle}
        </h2>
        {brief.answer === "declined" ? <p>{VENDOR_BRIEF_COPY.declinedLead}</p> : null}
        <Field label={VENDOR_BRIEF_COPY.price} required error={errors.price} htmlFor="quote-price">
          <input
            {...fieldAria("quote-price", errors.price)}
            className={formStyles.input}
            inputMode="numeric"
            maxLength={11}
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field label={BRIEF_COPY.included} required error={errors.included} htmlFor="quote-included">
          <textarea
            {...fieldAria("quote-included", errors.included)}
            className={formStyles.input}
            rows={4}
            maxLength={BRIEF_LIMITS.includedMax}
            value={included}
            onChange={(e) => setIncluded(e.target.value)}
          />
        </Field>
        <Field label={VENDOR_BRIEF_COPY.offering} htmlFor="quote-offering" markOptional>
          <select id="quote-offering" className={formStyles.input} value={offeringId} onChange={(e) => setOfferingId(e.target.value)}>
            <option value="">{VENDOR_BRIEF_COPY.noOffering}</option>
            {brief.offerings.map((o) => (
              <option key={o.id} value={o.id}>
                {o.title}
              </option>
            ))}
          </select>
        </Field>
        <Field label={BRIEF_COPY.validUntil} required error={errors.validUntil} htmlFor="quote-validUntil">
          <input
            {...fieldAria("quote-validUntil", errors.validUntil)}
            className={formStyles.input}
            type="date"
            min={today}
            max={brief.eventDate}
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
          />
        </Field>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={answer.isPending}>
            {brief.quote ? VENDOR_BRIEF_COPY.updateQuote : VENDOR_BRIEF_COPY.sendQuote}
          </button>
          {brief.answer === "declined" ? null : (
            <button type="button" className="btn btn-outline" onClick={() => setDeclining(true)}>
              {VENDOR_BRIEF_COPY.decline}
            </button>
          )}
        </div>
        {brief.quote ? <p className={styles.rowMeta}>{briefCopyFor.validUntil(formatLongDate(brief.quote.validUntil))}</p> : null}
      </form>
    </Card>
  );
}
