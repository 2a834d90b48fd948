import { useId, useState } from "react";
import { cancelReasonProblem, PROBLEM_COPY } from "@utsav/domain/client";
import type { WaitingProblem } from "@utsav/domain";
import { useActFetcher } from "../../shared/lib/forms/use-act-fetcher";
import styles from "./ops.module.css";
import type { WaitingAct, WaitingActResult } from "./waiting-acts";

// Loaded when an operator first asks to complete a booking with a problem reported (docs/decisions/0030, 0054).

/** "Complete booking" with what was agreed, which both sides read; the reason is checked as the API checks it. */
export default function CompleteBookingForm({
  problem,
  action,
  onDone,
}: {
  problem: WaitingProblem;
  action: string;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const act = useActFetcher<WaitingActResult, WaitingAct>({
    action,
    onAnswer: (answer) => {
      if (answer && "message" in answer) onDone(answer.message);
    },
  });
  const refusal = act.answer && "error" in act.answer ? act.answer.error : null;
  const message = invalid ?? refusal;
  return (
    <form
      className={styles.fields}
      aria-label={`${PROBLEM_COPY.completeBooking} ${problem.reference}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problemText = cancelReasonProblem(reason);
        setInvalid(problemText);
        if (!problemText && !act.busy) void act.sendJson({ intent: "complete", bookingId: problem.id, reason: reason.trim() });
      }}
    >
      <label className={styles.field} htmlFor={`${id}-reason`}>
        {PROBLEM_COPY.completeReasonLabel}
        <textarea
          id={`${id}-reason`}
          autoFocus
          rows={2}
          value={reason}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      {message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-outline"
        aria-disabled={act.busy}
        aria-label={`${PROBLEM_COPY.completeBooking} ${problem.reference}`}
      >
        {PROBLEM_COPY.completeBooking}
      </button>
    </form>
  );
}
