import { z } from "zod";
import { BOOKING_TIMING, BOOKING_TIMING_WORDS, bookingTimingWordsFor } from "./timing.ts";

// What time means for one booking (docs/decisions/0054), as its pages show it, and a reported problem.

export const bookingProblemSchema = z.object({
  reportedAt: z.string(),
  reportedBy: z.enum(["consumer", "vendor"]),
  note: z.string(),
});
export type BookingProblem = z.infer<typeof bookingProblemSchema>;

export const bookingTimingSchema = z.object({
  /** While the booking waits for the vendor's answer: when it expires without one; else null. */
  answerBy: z.string().nullable(),
  /** While it is confirmed: when it completes by itself (unless a problem is reported); else null. */
  completesAt: z.string().nullable(),
  /** A problem either side reported; null when none was. */
  problem: bookingProblemSchema.nullable(),
  /** Whether the caller may report a problem now: confirmed, from the event's day, none reported yet. */
  canReportProblem: z.boolean(),
});
export type BookingTiming = z.infer<typeof bookingTimingSchema>;

export const bookingProblemRequestSchema = z
  .object({
    note: z
      .string({ error: BOOKING_TIMING_WORDS.problemNoteRequired })
      .trim()
      .min(1, BOOKING_TIMING_WORDS.problemNoteRequired)
      .max(BOOKING_TIMING.problemNoteMax, bookingTimingWordsFor.tooLong(BOOKING_TIMING.problemNoteMax)),
  })
  .strict();
export type BookingProblemRequest = z.input<typeof bookingProblemRequestSchema>;
