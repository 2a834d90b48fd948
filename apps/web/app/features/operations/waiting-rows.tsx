import { useLayoutEffect, useRef } from "react";
import {
  BOOKING_EVENT_COPY,
  bookingEventLine,
  chatLink,
  eventDateText,
  formatPhoneDisplay,
  formatWaiting,
  hoursWaiting,
  WAITING_COPY,
} from "@utsav/domain/client";
import type { WaitingBooking, WaitingBrief, WaitingContacts } from "@utsav/domain";
import { useActFetcher } from "../../shared/lib/forms/use-act-fetcher";
import styles from "./ops.module.css";
import type { WaitingAct, WaitingActResult } from "./waiting-acts";
import rows from "./waiting.module.css";

// One row of the Waiting page (docs/decisions/0037): a booking still received, or a brief a vendor has not answered,
// with what operators do about it. Each row's acts go through its own fetcher, so an answer shows where it was asked.

/** One side's name and number, to call or to message; said so when there is no number on record. */
function Person({ role, name, phone }: { role: string; name: string | null; phone: string | null }) {
  const who = name ?? role;
  return (
    <div className={rows.person}>
      <p>
        <strong>{role}</strong>: {who}
        {phone ? ` · ${formatPhoneDisplay(phone)}` : ""}
      </p>
      {phone ? (
        <p className={rows.links}>
          <a className="btn btn-outline" href={`tel:${phone}`}>
            {WAITING_COPY.call(who)}
          </a>
          <a className="btn btn-outline" href={chatLink(phone)} target="_blank" rel="noreferrer">
            {WAITING_COPY.whatsapp(who)}
          </a>
        </p>
      ) : (
        <p className="muted">{WAITING_COPY.noPhone}</p>
      )}
    </div>
  );
}

/**
 * Both sides once read: focus moves to them, since the button that asked is gone. In the same commit as the numbers
 * (a layout effect), so focus is never left on the removed button between two paints.
 */
function Contacts({ contacts }: { contacts: WaitingContacts }) {
  const region = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} tabIndex={-1} className={rows.contacts} aria-label={WAITING_COPY.contact}>
      <Person role={WAITING_COPY.vendor} {...contacts.vendor} />
      <Person role={WAITING_COPY.shopper} {...contacts.shopper} />
    </div>
  );
}

/**
 * "Contact both sides": the numbers are read through an act that writes the reading to the audit log, so the list
 * itself holds none (docs/decisions/0037; DPDP Act 2023 s. 8(4), 8(5)).
 */
export function ContactBoth({ act, reference, action }: { act: WaitingAct; reference: string; action: string }) {
  const reveal = useActFetcher<WaitingActResult, WaitingAct>({ action });
  const answer = reveal.answer;
  if (answer && "contacts" in answer) return <Contacts contacts={answer.contacts} />;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        aria-label={`${WAITING_COPY.contact} ${reference}`}
        aria-disabled={reveal.busy}
        title={WAITING_COPY.contactHint}
        onClick={() => {
          if (!reveal.busy) void reveal.sendJson(act);
        }}
      >
        {WAITING_COPY.contact}
      </button>
      {answer && "error" in answer ? (
        <p className={styles.error} role="alert">
          {answer.error}
        </p>
      ) : null}
    </>
  );
}

export const waited = (since: string) => WAITING_COPY.waited(formatWaiting(hoursWaiting(since)));

interface BookingRowProps {
  booking: WaitingBooking;
  action: string;
  /** Opens the cancel dialog, which gives the focus back to the button when the booking is kept. */
  onCancel: (booking: WaitingBooking) => void;
}

/** A booking still received: what, when and where, how long it has waited; contact both sides, or cancel it. */
export function BookingRow({ booking, action, onCancel }: BookingRowProps) {
  const place = bookingEventLine({ eventDate: booking.eventDate, locality: booking.locality, address: booking.address });
  return (
    <li className={rows.row}>
      <p>
        <strong>
          {WAITING_COPY.booking} {booking.reference}
        </strong>{" "}
        · {booking.offeringName}
      </p>
      <p>
        {BOOKING_EVENT_COPY.event}: {place ?? BOOKING_EVENT_COPY.notGiven}
      </p>
      <p className="muted">
        <time dateTime={booking.since}>{waited(booking.since)}</time>
      </p>
      <div className={rows.acts}>
        <ContactBoth act={{ intent: "booking-contacts", bookingId: booking.id }} reference={booking.reference} action={action} />
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`${WAITING_COPY.cancelBooking} ${booking.reference}`}
          onClick={() => onCancel(booking)}
        >
          {WAITING_COPY.cancelBooking}
        </button>
      </div>
    </li>
  );
}

/** A brief this vendor has not answered: the event, how long, how far it went; contact both sides, or send it further. */
export function BriefRow({ brief, vendorId, action }: { brief: WaitingBrief; vendorId: string; action: string }) {
  const resend = useActFetcher<WaitingActResult, WaitingAct>({ action });
  const answer = resend.answer;
  const reachId = `reach-${vendorId}-${brief.id}`;
  return (
    <li className={rows.row}>
      <p>
        <strong>
          {WAITING_COPY.brief} {brief.reference}
        </strong>{" "}
        · {brief.occasion}
      </p>
      <p>
        {BOOKING_EVENT_COPY.event}: {[eventDateText(brief.eventDate), brief.locality].filter(Boolean).join(" · ")}
      </p>
      <p className="muted">
        <time dateTime={brief.since}>{waited(brief.since)}</time> · {WAITING_COPY.vendorsAsked(brief.vendorsCount)}
      </p>
      <div className={rows.acts}>
        <ContactBoth act={{ intent: "brief-contacts", briefId: brief.id, vendorId }} reference={brief.reference} action={action} />
        <button
          type="button"
          className="btn btn-outline"
          aria-label={`${WAITING_COPY.resend} ${brief.reference}`}
          aria-describedby={reachId}
          disabled={brief.canReach === 0}
          aria-disabled={resend.busy || undefined}
          onClick={() => {
            if (!resend.busy) void resend.sendJson({ intent: "resend", briefId: brief.id });
          }}
        >
          {WAITING_COPY.resend}
        </button>
        <span id={reachId} className="muted">
          {WAITING_COPY.resendReach(brief.canReach)}
        </span>
      </div>
      <div role="status">
        {answer && "message" in answer ? <p className={styles.success}>{answer.message}</p> : null}
        {answer && "error" in answer ? <p className={styles.error}>{answer.error}</p> : null}
      </div>
    </li>
  );
}
