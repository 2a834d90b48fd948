// What the API answers when paying goes wrong, and the reason an unpaid booking's history gives (docs/decisions/0048):
// their own module, so a form or a console page that shows one loads none of the shopper's words.

/** The reason a booking's history gives when its advance was not paid in time. */
export const PAYMENT_EXPIRY_REASON = "The advance was not paid in time";

/** What the API answers when paying goes wrong. */
export const PAYMENT_MESSAGES = {
  orderNotFound: "Payment not found",
  orderExpired: "The time to pay this advance has run out, so the booking was released. Please book again.",
  orderPaid: "This advance is already paid.",
  bookingNotPayable: "This booking has nothing to pay online.",
  providerUnavailable: "Payments are not available right now. Please try again in a few minutes.",
  signatureInvalid: "Invalid signature",
  webhookMalformed: "Malformed webhook",
  refundTooLarge: "A refund cannot be more than what is left of the payment",
  refundReasonRequired: "Please give the reason for the refund",
  nothingToRefund: "Nothing of this booking's payment is left to refund",
  localOnly: "The local payment page is only on local runs",
  payoutAccountNotFound: "No bank account has been added yet",
  accountNumberInvalid: "Enter the account number: 9 to 18 digits",
  accountNumbersDiffer: "The account numbers do not match",
  ifscInvalid: "Enter the IFSC: 11 characters, like HDFC0001234",
  holderNameInvalid: "Enter the account holder's name as the bank has it",
} as const;
