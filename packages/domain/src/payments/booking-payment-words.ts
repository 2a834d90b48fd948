import { TIME_ZONE } from "../shared/dates.ts";

// The shopper's side of an advance paid online (docs/decisions/0048), beside PAYMENT_COPY (words.ts) and the method and
// receipt labels (shopper-words.ts): My bookings, the booking page's Payment section and the printable receipt. The spec
// names none of them; they follow its voice.

export const SHOPPER_PAYMENT_COPY = {
  /** The booking page, while the order waits: what the shopper still has to pay online. */
  toPay: (amount: string) => `Advance to pay: ${amount}`,
  /** The list's link to a receipt, said in full for a screen reader: 'Payment received: ₹875, 12 Mar, 4:05 pm'. */
  receiptLink: (kind: string, amount: string, when: string) => `${kind}: ${amount}, ${when}`,
  /** A refund's line: '₹875 back: The vendor declined the booking'. */
  refundLine: (amount: string, reason: string) => `${amount} back: ${reason}`,
  /** Under a receipt: where the money went, or where it comes back to. */
  receiptLead: "Utsav received this payment for your booking with the vendor named above.",
  refundReceiptLead:
    "Utsav sent this refund back to the account or UPI ID you paid from. Your bank may take a few working days to show it.",
  /** The receipt's rows. */
  offering: "Offering",
  vendor: "Vendor",
  date: "Date and time",
  receiptNotFound: "Receipt not found",
  receiptPageTitle: "Receipt · Utsav",
  backToBooking: "Back to the booking",
} as const;

const receiptTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: TIME_ZONE,
});

/** A receipt's moment in India, with its year and the zone named: '12 Mar 2026, 4:05 pm IST'. */
export function formatReceiptTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${receiptTime.format(date)} IST`;
}
