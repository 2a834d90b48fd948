// This module's part of the words every screen and answer shares: MESSAGES, messageFor, API_MESSAGES, apiMessageFor,
// COPY and copyFor (shared/messages.ts and shared/copy.ts put the parts together). Not exported by the module's
// index: the apps read each of them as one object.

export const messages = {
  bookingFailed: "Failed to submit booking. Please try again.",
  /** Also what a page says when it fails for a reason it cannot name (the web's error boundaries). */
  bookingThrown: "Something went wrong. Please try again later.",
  bookingSuccess: "Your booking has been placed! We will get back to you shortly.",
} as const;

export const messageFor = {
  unknownBookingFields: (names: readonly string[]) =>
    `${names.length === 1 ? "Unknown booking field" : "Unknown booking fields"}: ${names.join(", ")}`,
  tooManyBookingFields: (max: number) => `A booking can hold at most ${max} fields`,
  fieldPlaceholder: (label: string) => `Please enter your ${label}`,
  bookingAnswerTooLong: (label: string, max: number) => `${label} can hold at most ${max} characters`,
  bookingChat: (offering: string) => `Hi, I just booked ${offering}. I have some questions.`,
} as const;
