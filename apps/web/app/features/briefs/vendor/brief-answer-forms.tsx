import { useState } from "react";
import {
  BRIEF_COPY,
  BRIEF_LIMITS,
  briefCopyFor,
  formatLongDate,
  indianDate,
  rupeesEntry,
  validateDecline,
  validateQuote,
  VENDOR_BRIEF_COPY,
} from "@utsav/domain/client";
import type { VendorBriefDetail } from "@utsav/domain";
import { useSubmitJson } from "../../../shared/lib/forms/json-action";
import { useDomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { DomainForm } from "../../../shared/lib/forms/use-domain-form";
import type { DomainCheck } from "../../../shared/lib/forms/domain-resolver";
import { FormField } from "../../../shared/ui/form-field";
import { FormAlert, formStyles } from "../../../shared/ui/vendor-area/field";
import { Card } from "../../../shared/ui/vendor-area/page-header";
import type { BriefAct } from "./brief-acts";
import styles from "./briefs.module.css";

// The vendor's answer to an open brief: a quote (sent, or changed) or a decline, through the form helper
// (docs/decisions/0030), each sent as JSON to the route's clientAction (brief-acts.ts).

interface QuoteValues {
  price: string;
  included: string;
  offeringId: string;
  validUntil: string;
}

interface DeclineValues {
  reason: string;
}

/** The domain's rule of a quote (validateQuote, as the API applies it): whole rupees, what it includes, its validity. */
const quoteCheck =
  (today: string, eventDate: string): DomainCheck<QuoteValues> =>
  ({ price, included, validUntil }) =>
    validateQuote({ price: rupeesEntry(price), included, validUntil }, { today, eventDate });

/** A decline's reason is optional, and checked by the domain's rule (validateDecline, as the API's schema bounds it). */
const declineCheck: DomainCheck<DeclineValues> = (values) => validateDecline(values);

interface AnswerProps {
  brief: VendorBriefDetail;
  /** The API's refusal of the last answer sent. */
  failure: string | null;
  busy: boolean;
}

/**
 * The quote form, or the decline form once Decline is pressed. Both forms live here, so that what was typed in one
 * is still there after a look at the other ("Keep request").
 */
export function AnswerForms({ brief, failure, busy }: AnswerProps) {
  const today = indianDate();
  const quote = useDomainForm<QuoteValues>({
    defaultValues: {
      price: brief.quote ? String(brief.quote.price) : "",
      included: brief.quote?.included ?? "",
      offeringId: brief.quote?.offeringId ?? "",
      validUntil: brief.quote?.validUntil ?? "",
    },
    check: quoteCheck(today, brief.eventDate),
  });
  const decline = useDomainForm<DeclineValues>({ defaultValues: { reason: "" }, check: declineCheck });
  const [declining, setDeclining] = useState(false);
  const submitJson = useSubmitJson();
  const send = (act: BriefAct) => submitJson(act);

  if (declining) {
    return <DeclineForm form={decline} failure={failure} busy={busy} onSend={send} onKeep={() => setDeclining(false)} />;
  }
  return (
    <QuoteForm brief={brief} today={today} form={quote} failure={failure} busy={busy} onSend={send} onDecline={() => setDeclining(true)} />
  );
}

interface QuoteFormProps extends AnswerProps {
  today: string;
  form: DomainForm<QuoteValues>;
  onSend: (act: BriefAct) => Promise<void>;
  onDecline: () => void;
}

function QuoteForm({ brief, today, form, failure, busy, onSend, onDecline }: QuoteFormProps) {
  const submit = form.handleSubmit((values) => onSend({ intent: "quote", ...values }));
  return (
    <Card aria-labelledby="answer-title">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="answer-title" className={styles.cardTitle}>
          {brief.quote ? VENDOR_BRIEF_COPY.yourQuote : VENDOR_BRIEF_COPY.sendQuoteTitle}
        </h2>
        {brief.answer === "declined" ? <p>{VENDOR_BRIEF_COPY.declinedLead}</p> : null}
        <FormField form={form} name="price" label={VENDOR_BRIEF_COPY.price} required>
          {(control) => <input {...control} className={formStyles.input} inputMode="numeric" maxLength={11} />}
        </FormField>
        <FormField form={form} name="included" label={BRIEF_COPY.included} required>
          {(control) => <textarea {...control} className={formStyles.input} rows={4} maxLength={BRIEF_LIMITS.includedMax} />}
        </FormField>
        <FormField form={form} name="offeringId" label={VENDOR_BRIEF_COPY.offering} markOptional>
          {(control) => (
            <select {...control} className={formStyles.input}>
              <option value="">{VENDOR_BRIEF_COPY.noOffering}</option>
              {brief.offerings.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField form={form} name="validUntil" label={BRIEF_COPY.validUntil} required>
          {(control) => <input {...control} className={formStyles.input} type="date" min={today} max={brief.eventDate} />}
        </FormField>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {brief.quote ? VENDOR_BRIEF_COPY.updateQuote : VENDOR_BRIEF_COPY.sendQuote}
          </button>
          {brief.answer === "declined" ? null : (
            <button type="button" className="btn btn-outline" onClick={onDecline}>
              {VENDOR_BRIEF_COPY.decline}
            </button>
          )}
        </div>
        {brief.quote ? <p className={styles.rowMeta}>{briefCopyFor.validUntil(formatLongDate(brief.quote.validUntil))}</p> : null}
      </form>
    </Card>
  );
}

interface DeclineFormProps {
  form: DomainForm<DeclineValues>;
  failure: string | null;
  busy: boolean;
  onSend: (act: BriefAct) => Promise<void>;
  onKeep: () => void;
}

function DeclineForm({ form, failure, busy, onSend, onKeep }: DeclineFormProps) {
  const submit = form.handleSubmit(({ reason }) => onSend({ intent: "decline", reason }));
  return (
    <Card aria-labelledby="answer-title">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <h2 id="answer-title" className={styles.cardTitle}>
          {VENDOR_BRIEF_COPY.declineTitle}
        </h2>
        <FormField form={form} name="reason" label={VENDOR_BRIEF_COPY.declineReason}>
          {(control) => <textarea {...control} className={formStyles.input} maxLength={BRIEF_LIMITS.reasonMax} rows={3} />}
        </FormField>
        <FormAlert message={failure} />
        <div className={styles.actions}>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {VENDOR_BRIEF_COPY.decline}
          </button>
          <button type="button" className="btn btn-outline" onClick={onKeep}>
            {VENDOR_BRIEF_COPY.keepRequest}
          </button>
        </div>
      </form>
    </Card>
  );
}
