import { Link } from "react-router";
import type { ApiTransport } from "@utsav/api-client/core/transport";
import {
  BOOKING_FORM_COPY,
  chatLink,
  CHECKOUT_COPY,
  COMMON_COPY,
  formatDayTime,
  LOCAL_PAYMENT_COPY,
  messageFor,
  MESSAGES,
  money,
  PAYMENT_COPY,
  rupees,
  SUPPORT,
} from "@utsav/domain/client";
import type { Checkout } from "@utsav/domain";
import { useCheckout } from "./use-checkout";
import type { Attempt } from "./use-checkout";
import styles from "./checkout-page.module.css";

// The checkout page of a booking's advance (docs/decisions/0050): what is paid, to whom, until when, and the way to pay
// it, Razorpay's checkout or, on local runs, the local payment page's two buttons. It names no person.

export interface CheckoutPageProps {
  checkout: Checkout;
  /** The shopper's booking page, for a signed-in shopper; null for a guest. */
  bookingPath: string | null;
  /** How the browser calls the API (lib/api-client.ts). */
  api: ApiTransport;
}

/**
 * What the page says of the payment, in its live region: read out as it changes. Once paid, the booking has reached its
 * vendor, so the page says what the booking form's success view says (application §4).
 */
function statusLine(status: Checkout["status"], attempt: Attempt): string {
  if (status === "paid") return MESSAGES.bookingSuccess;
  if (status === "expired") return PAYMENT_COPY.expired;
  if (attempt === "paying" || attempt === "checking") return PAYMENT_COPY.checking;
  if (attempt === "failed") return PAYMENT_COPY.failed;
  if (attempt === "unconfirmed") return CHECKOUT_COPY.unconfirmed;
  return "";
}

export function CheckoutPage({ checkout: initial, bookingPath, api }: CheckoutPageProps) {
  const { checkout, attempt, error, payLocally, payWithRazorpay, checkAgain } = useCheckout(initial, api);
  const busy = attempt === "paying" || attempt === "checking";
  const advance = money(checkout.advancePaise);
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        {checkout.provider === "local" ? <p className={styles.eyebrow}>{LOCAL_PAYMENT_COPY.title}</p> : null}
        <h1 className="page-title">{PAYMENT_COPY.payTitle}</h1>
        <p className={styles.lead}>{PAYMENT_COPY.payFor(checkout.offeringName, checkout.vendorName)}</p>
        <p className={styles.muted}>{PAYMENT_COPY.receiptFor(checkout.bookingReference)}</p>
      </header>

      <section className={styles.card} aria-labelledby="checkout-amounts">
        <h2 id="checkout-amounts" className="visually-hidden">
          {CHECKOUT_COPY.amountsLabel}
        </h2>
        <dl className={styles.amount}>
          <dt>{PAYMENT_COPY.advanceTitle}</dt>
          <dd>{advance}</dd>
        </dl>
        <p className={styles.muted}>{PAYMENT_COPY.cashRest(rupees(checkout.cashOnTheDay))}</p>
      </section>

      <p className={styles.status} role="status" aria-live="polite" aria-label={CHECKOUT_COPY.statusLabel}>
        {statusLine(checkout.status, attempt)}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}

      {checkout.status === "paid" ? (
        <div className={styles.actions}>
          <p className={styles.paid}>{PAYMENT_COPY.paid(advance)}</p>
          <p>{BOOKING_FORM_COPY.bookingQuestion}</p>
          <a
            className="btn btn-outline"
            href={chatLink(SUPPORT.phone, messageFor.bookingChat(checkout.offeringName))}
            target="_blank"
            rel="noopener noreferrer"
          >
            {BOOKING_FORM_COPY.bookingChat}
          </a>
          {bookingPath ? (
            <Link className="btn btn-primary" to={bookingPath}>
              {PAYMENT_COPY.backToBooking}
            </Link>
          ) : null}
        </div>
      ) : null}

      {checkout.status === "created" ? (
        <div className={styles.actions} aria-busy={busy}>
          <p>{PAYMENT_COPY.heldUntil(formatDayTime(checkout.expiresAt))}</p>
          {checkout.provider === "local" ? (
            <>
              <p className={styles.muted}>{LOCAL_PAYMENT_COPY.intro}</p>
              <div className={styles.buttons}>
                <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void payLocally("paid")}>
                  {LOCAL_PAYMENT_COPY.payUpi}
                </button>
                <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void payLocally("failed")}>
                  {LOCAL_PAYMENT_COPY.fail}
                </button>
              </div>
            </>
          ) : (
            <div className={styles.buttons}>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void payWithRazorpay()}>
                {attempt === "failed" ? COMMON_COPY.retry : PAYMENT_COPY.payButton(checkout.advancePaise / 100)}
              </button>
            </div>
          )}
          {attempt === "unconfirmed" ? (
            <button type="button" className="btn btn-outline" onClick={checkAgain}>
              {CHECKOUT_COPY.checkAgain}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
