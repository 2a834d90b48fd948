import { COMMON_COPY } from "../shared/common-words.ts";

/** A bank account's fields, as the vendor's page, its table and the console name them. */
const ACCOUNT_HOLDER = "Account holder";
const ACCOUNT_NUMBER = "Account number";

// The words of vendors' payouts (docs/decisions/0051): the vendor's Payments page, the operators' review of a payout
// bank account, and what the API answers. The spec names none of them; they follow its voice.

/** What the payouts API answers when it refuses. */
export const PAYOUT_MESSAGES = {
  ownerOnly: "Only the owner of the business can change its bank account",
  notInReview: "This bank account is not waiting for review",
  noAccount: "This vendor has not added a bank account",
  fetchFailed: "Failed to fetch payments",
  accountFetchFailed: "Failed to fetch the bank account",
  saveFailed: "Failed to save the bank account",
  reviewFailed: "Failed to review the bank account",
} as const;

/** The vendor's Payments page. */
export const PAYOUT_COPY = {
  title: "Payments",
  lead: "The advances shoppers paid online for your bookings: our fee, your share, and when it reaches your bank. Your share is held until the event is completed, then released.",
  accountTitle: "Bank account for payouts",
  noAccount: "No bank account yet. Add one so that your share of each advance can be paid to you.",
  holderLabel: "Account holder's name",
  holderHint: "As the bank has it",
  numberLabel: ACCOUNT_NUMBER,
  confirmLabel: "Confirm account number",
  ifscLabel: "IFSC",
  ifscHint: "11 characters, like HDFC0001234",
  reviewNote: "Our team checks every new or changed bank account before payouts are made to it.",
  add: "Add bank account",
  change: "Change bank account",
  keep: "Keep this account",
  save: "Save bank account",
  saving: "Saving the bank account…",
  saved: "Bank account saved. Our team will review it before payouts are made to it.",
  failed: "The bank account could not be saved. Please try again.",
  ownerOnly: "Only the owner of the business can change the bank account.",
  statusLabel: "Status",
  holder: ACCOUNT_HOLDER,
  number: ACCOUNT_NUMBER,
  ifsc: "IFSC",
  inReview: "Our team is reviewing this account. Your shares wait until it is approved.",
  rejected: (reason: string) => `Our team could not approve this account: ${reason}`,
  approved: "Approved. Your shares are paid to this account.",
  linking: "Approved. We are setting up payouts to this account; your shares wait until then.",
  emailMissing: "The payment provider needs an e-mail address to pay you. Add one to your contact details.",
  emailLink: "Edit contact details",
  totalsTitle: "Totals",
  held: "Held",
  heldHint: "Until each event is completed",
  released: "Released",
  releasedHint: "Paid to your bank",
  refunded: "Refunded",
  refundedHint: "Given back to shoppers",
  tableTitle: "Advances by booking",
  booking: "Booking",
  advance: "Advance paid",
  fee: "Our fee",
  share: "Your share",
  refundedColumn: "Refunded",
  transferStatus: "Status",
  releasedOn: "Released on",
  notReleased: "—",
  empty: "No advance has been paid online for your bookings yet.",
  exportCsv: COMMON_COPY.exportCsv,
  more: COMMON_COPY.showMore,
  feeLine: (percent: number) => `${percent}% fee`,
} as const;

/** The CSV export's header, a column a field of the table (amounts in rupees, two decimals). */
export const PAYOUTS_CSV_HEADER = [
  "Booking",
  "Offering",
  "Event date",
  "Advance paid (₹)",
  "Fee (%)",
  "Our fee (₹)",
  "Your share (₹)",
  "Refunded (₹)",
  "Status",
  "Paid on",
  "Released on",
] as const;

/** The operators' review of a vendor's payout bank account, on the vendor's page of the console. */
export const PAYOUT_REVIEW_COPY = {
  title: "Payout bank account",
  none: "No bank account added yet.",
  holder: ACCOUNT_HOLDER,
  number: ACCOUNT_NUMBER,
  ifsc: "IFSC",
  status: "Status",
  updated: (when: string) => `Added or changed on ${when}`,
  linked: "Linked account at the payment provider",
  notLinked: "Not linked yet: made once the account and the identity documents are both approved.",
  documentsWaiting: "The identity documents are not approved yet: payouts start once they are.",
  approve: "Approve bank account",
  reject: "Reject bank account",
  reasonLabel: "Why you reject the bank account (the vendor reads it)",
  approved: "Approved: payouts to this account are being set up.",
  rejected: "Rejected: the vendor reads your reason.",
  lastReason: (reason: string) => `Last reason given: ${reason}`,
} as const;

/** A payout's amount as the CSV holds it: rupees with two decimals, no sign or grouping. */
export const csvRupees = (paise: number): string => (paise / 100).toFixed(2);
