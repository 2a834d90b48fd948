// bookings: its part of COPY and copyFor (shared/copy.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const copy = {
  // the booking screen (application §2 Booking screen)
  bookingTitle: "Book Offering",
  bookingSubtitle: "Please provide your details to proceed with the booking.",
  bookingPaymentNote: "Payment will be COD.",
  submit: "Submit",
  bookingQuestion: "Have any questions ?",
  bookingChat: "Chat with us",
  backToOffering: "Go back to the Offering",
} as const;
