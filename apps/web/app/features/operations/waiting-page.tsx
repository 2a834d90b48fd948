import { lazy, Suspense, useRef, useState } from "react";
import { Form } from "react-router";
import { WAITING_COPY, WAITING_HOURS, WAITING_HOURS_CHOICES } from "@utsav/domain/client";
import type { WaitingBooking, WaitingGroup, WaitingHours, WaitingProblem } from "@utsav/domain";
import { workPaths } from "../../lib/work-paths";
import { useLoadMore } from "../../shared/lib/cursor-pages";
import { useOpenedOnce } from "../../shared/ui/lazy-overlay";
import styles from "./ops.module.css";
import { BookingRow, BriefRow } from "./waiting-rows";
import rows from "./waiting.module.css";

// The dialog and the form helper behind it load the first time a booking is cancelled (docs/decisions/0030).
const CancelBookingDialog = lazy(() => import("./cancel-booking-dialog"));
// Problems reported are few and not always there: their list loads when there are some (docs/decisions/0054).
const ProblemList = lazy(() => import("./problem-rows").then((m) => ({ default: m.ProblemList })));

export interface WaitingPageProps {
  /** Problems reported on confirmed bookings (docs/decisions/0054), oldest first. */
  problems?: WaitingProblem[];
  /** Every page read so far, joined by vendor (waiting-groups.ts). */
  groups: WaitingGroup[];
  nextCursor: string | null;
  /** The threshold the address names; none for each kind's own. */
  hours: WaitingHours | undefined;
}

type CancelAsked = (booking: WaitingBooking) => void;

/** One vendor's waiting bookings and briefs, oldest first, under its name and how many wait. */
function VendorGroup({ group, action, onCancel }: { group: WaitingGroup; action: string; onCancel: CancelAsked }) {
  const titleId = `vendor-${group.vendorId}`;
  // Bookings and briefs together, oldest first, as the API orders them.
  const items = [
    ...group.bookings.map((booking) => ({
      since: booking.since,
      row: <BookingRow key={`booking-${booking.id}`} booking={booking} action={action} onCancel={onCancel} />,
    })),
    ...group.briefs.map((brief) => ({
      since: brief.since,
      row: <BriefRow key={`brief-${brief.id}`} brief={brief} vendorId={group.vendorId} action={action} />,
    })),
  ].sort((a, b) => a.since.localeCompare(b.since));
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={`section-title ${rows.groupHead}`}>
        {group.vendorName} <span className={styles.badge}>{WAITING_COPY.waitingCount(group.waitingCount)}</span>
      </h2>
      <ul className={rows.items}>{items.map((item) => item.row)}</ul>
    </li>
  );
}

/**
 * /ops/waiting (docs/decisions/0037): bookings still received and briefs whose vendors have not answered, longer than
 * the threshold chosen, by vendor, the vendor waiting longest first. From a row: both sides' numbers (on the record),
 * cancelling a booking with a reason, or sending a brief to more vendors.
 */
export function WaitingPage({ problems = [], groups, nextCursor, hours }: WaitingPageProps) {
  const { loadMore, loading } = useLoadMore(nextCursor);
  const [cancelling, setCancelling] = useState<WaitingBooking | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const opened = useOpenedOnce(cancelling !== null);
  const action = workPaths.opsWaiting();
  return (
    <section className={styles.stack} aria-labelledby="waiting-title">
      <h1 id="waiting-title" className="page-title">
        {WAITING_COPY.title}
      </h1>
      <p>{WAITING_COPY.lead}</p>
      {/* Keyed by the threshold, so the choice follows the address when it changes (Back, a link). */}
      <Form key={hours ?? "default"} method="get" className={styles.fields}>
        <label className={styles.field}>
          {WAITING_COPY.thresholdLabel}
          <select name="hours" defaultValue={hours ?? WAITING_HOURS.bookings}>
            {WAITING_HOURS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {WAITING_COPY.hoursChoice(choice)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-outline">
          {WAITING_COPY.apply}
        </button>
      </Form>
      <p ref={noticeRef} tabIndex={-1} role="status" className={styles.success}>
        {notice}
      </p>
      {problems.length > 0 ? (
        <Suspense fallback={null}>
          <ProblemList problems={problems} action={action} onCancel={setCancelling} onDone={setNotice} />
        </Suspense>
      ) : null}
      {groups.length === 0 ? (
        <p>{WAITING_COPY.empty}</p>
      ) : (
        <ul className={styles.plainList}>
          {groups.map((group) => (
            <VendorGroup key={group.vendorId} group={group} action={action} onCancel={setCancelling} />
          ))}
        </ul>
      )}
      {loadMore ? (
        <button type="button" className="btn btn-outline" disabled={loading} onClick={loadMore}>
          {WAITING_COPY.more}
        </button>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <CancelBookingDialog
            booking={cancelling}
            action={action}
            onClose={() => setCancelling(null)}
            onCancelled={setNotice}
            focusNotice={() => noticeRef.current?.focus()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
