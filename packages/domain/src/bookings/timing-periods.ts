// The periods of a booking's time (docs/decisions/0054), apart from timing.ts's words so that a page that only counts
// with them (operators' responsiveness figures) does not carry the words.

export const BOOKING_TIMING = {
  /** A vendor answers a booking within this many hours of receiving it… */
  answerWithinHours: 48,
  /** …or, for an event sooner, by this many hours before the event's day begins (India's midnight)… */
  answerBeforeEventHours: 12,
  /** …but never with less than this many hours to answer. */
  answerAtLeastHours: 4,
  /** The vendor is reminded this many hours before the answer is due (halfway through a shorter window). */
  remindBeforeHours: 12,
  /** Both sides are reminded at this hour (India) of the day before the event. */
  eveReminderHour: 10,
  /** A confirmed booking completes by itself this many days after its event's day… */
  completeAfterDays: 2,
  /** …at this hour (India). */
  completeAtHour: 12,
  /** A problem can be described in at most this many characters. */
  problemNoteMax: 500,
} as const;
