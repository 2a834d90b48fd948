import { useId } from "react";
import type { ComponentType, ReactNode } from "react";
import { BOOKING_TIMING, BOOKING_TIMING_WORDS, bookingTimingWordsFor, problemNoteProblem } from "@utsav/domain/client";
import type { BookingProblem, BookingTiming } from "@utsav/domain";
import type { DomainCheck } from "../../shared/lib/forms/domain-resolver";
import { useSubmitJson } from "../../shared/lib/forms/json-action";
import { useDomainForm } from "../../shared/lib/forms/use-domain-form";
import { errorIdOf } from "../../shared/ui/field";
import { AlertIcon, FieldError } from "../../shared/ui/field-error";
import { PROBLEM_INTENT } from "./problem-act";
import type { ProblemActionResult, ProblemSubmission } from "./problem-act";
import styles from "./booking-time.module.css";

// A problem with a confirmed booking (docs/decisions/0054), on the shopper's page and the vendor's: from the event's
// day either side may report one, which stops the booking completing by itself; once one is, both pages show it.
// With react-hook-form, this loads in the pages' own lazy chunks, never in a route's first load.

const checkProblem: DomainCheck<ProblemSubmission> = ({ note }) => ({ note: problemNoteProblem(note) });

interface ProblemSectionProps {
  timing: BookingTiming;
  /** What the page's action answered to the last problem sent, if that was the last act. */
  result: ProblemActionResult | undefined;
  /** Who reported it, as the reader says it ("you", "the vendor", "the customer"). */
  names: Readonly<Record<BookingProblem["reportedBy"], string>>;
  /** The page's card, labelled by the section's title. */
  frame: ComponentType<{ "aria-labelledby": string; children: ReactNode }>;
  titleClassName?: string;
}

/** The problem reported, or while one may be reported the form; nothing otherwise. */
export function ProblemSection({ timing, result, names, frame: Frame, titleClassName }: ProblemSectionProps) {
  const titleId = useId();
  if (!timing.problem && !timing.canReportProblem) return null;
  const sent = result !== undefined && "problemSent" in result;
  return (
    <Frame aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {timing.problem ? BOOKING_TIMING_WORDS.problemReported : BOOKING_TIMING_WORDS.reportProblem}
      </h2>
      {/* On the page before the problem is sent, so that its thanks is announced when the page is read again. */}
      <p role="status" className={styles.sent}>
        {sent && timing.problem ? BOOKING_TIMING_WORDS.problemSent : null}
      </p>
      {timing.problem ? (
        <>
          <p className={styles.note}>“{timing.problem.note}”</p>
          <p className={styles.meta}>{bookingTimingWordsFor.problemBy(names[timing.problem.reportedBy], timing.problem.reportedAt)}</p>
        </>
      ) : (
        <ProblemForm refusal={result && "problemError" in result ? result.problemError : null} />
      )}
    </Frame>
  );
}

/** What went wrong, checked by the API's own rule before it is sent; the API's refusal shows above the button. */
function ProblemForm({ refusal }: { refusal: string | null }) {
  const form = useDomainForm<ProblemSubmission>({ defaultValues: { note: "" }, check: checkProblem });
  const submitJson = useSubmitJson();
  const sending = form.formState.isSubmitting;
  const error = form.errorOf("note");
  const submit = form.handleSubmit(({ note }) => submitJson({ intent: PROBLEM_INTENT, note }));
  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
      <label htmlFor={form.fieldId("note")}>{BOOKING_TIMING_WORDS.problemNoteLabel}</label>
      <textarea rows={4} maxLength={BOOKING_TIMING.problemNoteMax} {...form.control("note")} />
      {error ? <FieldError id={errorIdOf(form.fieldId("note"))} message={error} /> : null}
      {refusal && !sending ? (
        <p role="alert" className={styles.error}>
          <AlertIcon />
          {refusal}
        </p>
      ) : null}
      <button type="submit" className="btn btn-outline" disabled={sending}>
        {BOOKING_TIMING_WORDS.sendProblem}
      </button>
    </form>
  );
}
