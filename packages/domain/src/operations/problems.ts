// Problems either side reported on a confirmed booking (docs/decisions/0054): the booking does not complete by itself,
// and operators see it on the Waiting page, call both sides, and complete or cancel it with a reason.

export const PROBLEM_COPY = {
  title: "Problems reported",
  lead: "Confirmed bookings whose customer or vendor reported a problem after the event. They do not complete by themselves: call both sides, then complete or cancel.",
  reportedBy: { consumer: "the customer", vendor: "the vendor" },
  completeBooking: "Complete booking",
  completeReasonLabel: "What was agreed (both sides can read it)",
  completed: (reference: string) => `Booking ${reference} is completed.`,
  reported: (who: string, when: string) => `Reported by ${who}, ${when}`,
} as const;
