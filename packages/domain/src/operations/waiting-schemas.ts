import { z } from "zod";
import { pageCursorSchema } from "../bookings/schemas.ts";
import { OPERATOR_CANCEL_REASON_MAX, WAITING_HOURS_CHOICES, WAITING_MESSAGES } from "./waiting.ts";

// The console's waiting list and its acts, /api/operator/waiting and /api/operator/{bookings,briefs}/{id}/…
// (docs/decisions/0037).

const idSchema = z.string().trim().min(1).max(64);

/** GET /operator/waiting: the threshold (one of WAITING_HOURS_CHOICES; each kind's own default without it) and the page. */
export const waitingQuerySchema = z.object({
  hours: z.coerce
    .number()
    .int()
    .refine((n) => (WAITING_HOURS_CHOICES as readonly number[]).includes(n), `Choose ${WAITING_HOURS_CHOICES.join(", ")} hours`)
    .optional(),
  cursor: pageCursorSchema.optional(),
});
export type WaitingQuery = z.input<typeof waitingQuerySchema>;

/** A booking still received: what it is, where and when the event is, and since when it waits. */
export const waitingBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  offeringName: z.string(),
  /** YYYY-MM-DD in India, when the booking named one. */
  eventDate: z.string().nullable(),
  locality: z.string().nullable(),
  /** The address the customer wrote on the booking form, if the form asked for one. */
  address: z.string().nullable(),
  /** When it was placed (ISO). */
  since: z.string(),
});
export type WaitingBooking = z.infer<typeof waitingBookingSchema>;

/** A brief one vendor has not answered: the brief, since when the vendor has had it, and how far it reaches. */
export const waitingBriefSchema = z.object({
  id: z.string(),
  reference: z.string(),
  occasion: z.string(),
  eventDate: z.string(),
  locality: z.string(),
  since: z.string(),
  /** How many vendors the brief was sent to, all told. */
  vendorsCount: z.number().int(),
  /** How many more vendors one re-send would reach now (at most BRIEF_RESEND_MAX). */
  canReach: z.number().int(),
});
export type WaitingBrief = z.infer<typeof waitingBriefSchema>;

/** One vendor's waiting bookings and briefs, oldest first, and how many wait in all (beyond this page too). */
export const waitingGroupSchema = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  waitingCount: z.number().int(),
  oldestSince: z.string(),
  bookings: z.array(waitingBookingSchema),
  briefs: z.array(waitingBriefSchema),
});
export type WaitingGroup = z.infer<typeof waitingGroupSchema>;

/** A confirmed booking with a problem reported (docs/decisions/0054): the booking, its vendor, who reported what, when. */
export const waitingProblemSchema = waitingBookingSchema.extend({
  vendorName: z.string(),
  reportedBy: z.enum(["consumer", "vendor"]),
  note: z.string(),
});
export type WaitingProblem = z.infer<typeof waitingProblemSchema>;

export const waitingPageSchema = z.object({
  /** Problems reported, oldest first, on the first page only (docs/decisions/0054). */
  problems: z.array(waitingProblemSchema),
  /** The thresholds applied, in hours. */
  hours: z.object({ bookings: z.number().int(), briefs: z.number().int() }),
  /** By vendor, the vendor whose oldest item waits longest first; a vendor's group may go on over the next page. */
  groups: z.array(waitingGroupSchema),
  nextCursor: z.string().nullable(),
});
export type WaitingPage = z.infer<typeof waitingPageSchema>;

export const operatorBookingParamsSchema = z.object({ id: idSchema });
export const operatorBriefParamsSchema = z.object({ id: idSchema });
export const operatorBriefVendorParamsSchema = z.object({ id: idSchema, vendorId: idSchema });

const personSchema = z.object({ name: z.string().nullable(), phone: z.string().nullable() });
/** Both sides' numbers, answered by the POST that writes their reading to the audit log. */
export const waitingContactsSchema = z.object({ vendor: personSchema, shopper: personSchema });
export type WaitingContacts = z.infer<typeof waitingContactsSchema>;

/** POST /operator/bookings/{id}/cancel: the reason both sides read. */
export const operatorCancelRequestSchema = z
  .object({
    reason: z
      .string({ error: WAITING_MESSAGES.reasonRequired })
      .trim()
      .min(1, WAITING_MESSAGES.reasonRequired)
      .max(OPERATOR_CANCEL_REASON_MAX, WAITING_MESSAGES.reasonTooLong),
  })
  .strict();
export type OperatorCancelRequest = z.input<typeof operatorCancelRequestSchema>;
export const operatorCancelledSchema = z.object({ id: z.string(), reference: z.string(), status: z.string() });

/** POST /operator/briefs/{id}/resend: how many vendors were added, and how many the brief went to in all. */
export const briefResentSchema = z.object({ added: z.number().int(), vendorsCount: z.number().int() });
export type BriefResent = z.infer<typeof briefResentSchema>;
