import { lazy, Suspense, useState } from "react";
import { BOOKING_EVENT_COPY, bookingEventLine, formatDayTime, PROBLEM_COPY, WAITING_COPY } from "@utsav/domain/client";
import type { WaitingBooking, WaitingProblem } from "@utsav/domain";
import styles from "./ops.module.css";
import { ContactBoth } from "./waiting-rows";

// The reason's form loads the first time a booking is completed (docs/decisions/0030).
const CompleteBookingForm = lazy(() => import("./complete-booking-form"));
import rows from "./waiting.module.css";

// Problems reported on confirmed bookings (docs/decisions/0054): they do not complete by themselves, so operators call
// both sides, then complete the booking with what was agreed, or cancel it (the Waiting page's cancel dialog).

interface ProblemRowProps {
  problem: WaitingProblem;
  action: string;
  onCancel: (booking: WaitingBooking) => void;
  onDone: (message: string) => void;
}

/** A booking with a problem reported: what, where, by whom and what they said; call both sides, then complete or cancel. */
export function ProblemRow({ problem, action, onCancel, onDone }: ProblemRowProps) {
  const [completing, setCompleting] = useState(false);
  const place = bookingEventLine({ eventDate: problem.eventDate, locality: problem.locality, address: problem.address });
  return (
    <li className={rows.row}>
      <p>
        <strong>
          {WAITING_COPY.booking} {problem.reference}
        </strong>{" "}
        · {problem.offeringName} · {problem.vendorName}
      </p>
      <p>
        {BOOKING_EVENT_COPY.event}: {place ?? BOOKING_EVENT_COPY.notGiven}
      </p>
      <p className="muted">
        <time dateTime={problem.since}>
          {PROBLEM_COPY.reported(PROBLEM_COPY.reportedBy[problem.reportedBy], formatDayTime(problem.since))}
        </time>
      </p>
      <blockquote className={rows.note}>{problem.note}</blockquote>
      <div className={rows.acts}>
        <ContactBoth act={{ intent: "booking-contacts", bookingId: problem.id }} reference={problem.reference} action={action} />
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`${WAITING_COPY.cancelBooking} ${problem.reference}`}
          onClick={() => onCancel(problem)}
        >
          {WAITING_COPY.cancelBooking}
        </button>
        {completing ? null : (
          <button
            type="button"
            className="btn btn-outline"
            aria-label={`${PROBLEM_COPY.completeBooking} ${problem.reference}`}
            onClick={() => setCompleting(true)}
          >
            {PROBLEM_COPY.completeBooking}
          </button>
        )}
      </div>
      {completing ? (
        <Suspense fallback={null}>
          <CompleteBookingForm problem={problem} action={action} onDone={onDone} />
        </Suspense>
      ) : null}
    </li>
  );
}

/** The problems reported, above what waits for an answer; nothing at all when there is none. */
export function ProblemList({ problems, ...acts }: Omit<ProblemRowProps, "problem"> & { problems: WaitingProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="problems-title">
      <h2 id="problems-title" className="section-title">
        {PROBLEM_COPY.title} <span className={styles.badge}>{problems.length}</span>
      </h2>
      <p>{PROBLEM_COPY.lead}</p>
      <ul className={rows.items}>
        {problems.map((problem) => (
          <ProblemRow key={problem.id} problem={problem} {...acts} />
        ))}
      </ul>
    </section>
  );
}
