// A shopper's messages about bookings and quotes (docs/decisions/0074): where a phone of theirs takes the app's
// notifications, the notification stands in for the SMS, unless they keep the SMS as well. The web's profile and the
// app's say it with these words. Sign-in codes always go by SMS, so the words speak only of bookings and quotes.

export const SHOPPER_MESSAGES_COPY = {
  title: "Messages about your bookings",
  smsWithPush: "Send me an SMS as well as the app's notification",
  hint: "On a phone where the Utsav app's notifications are on, they tell you when a vendor answers, sends a quote or your event is near, instead of an SMS. Tick this to get the SMS too. Sign-in codes always come by SMS.",
  saved: "Saved.",
  saveFailed: "We could not save your choice. Please try again.",
  loading: "Loading your message settings…",
  loadFailed: "We could not load your message settings.",
} as const;

/** Which phones take the shopper's notifications, as the section says it under the choice. */
export function pushPhonesLine(phones: number): string {
  if (phones === 0) return "No phone gets the app's notifications for your account yet, so these messages come by SMS.";
  return phones === 1 ? "The app's notifications are on for 1 phone." : `The app's notifications are on for ${phones} phones.`;
}
