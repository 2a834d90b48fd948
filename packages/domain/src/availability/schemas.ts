import { z } from "zod";
import { isIsoDate } from "../shared/dates.ts";
import { offeringIdSchema } from "../catalogue/schemas.ts";
import { AVAILABILITY, AVAILABILITY_MESSAGES } from "./rules.ts";

// The calls of availability (docs/decisions/0056): the vendor's calendar, its blocks and capacities, its feed, and the
// days a date picker greys out.

const isoDateSchema = z
  .string({ error: AVAILABILITY_MESSAGES.dateInvalid })
  .trim()
  .max(10, AVAILABILITY_MESSAGES.dateInvalid)
  .refine((v) => isIsoDate(v), AVAILABILITY_MESSAGES.dateInvalid);

const capacitySchema = z
  .number({ error: AVAILABILITY_MESSAGES.capacityInvalid })
  .int(AVAILABILITY_MESSAGES.capacityInvalid)
  .min(1, AVAILABILITY_MESSAGES.capacityInvalid)
  .max(AVAILABILITY.capacityMax, AVAILABILITY_MESSAGES.capacityInvalid)
  .nullable();

/** GET /api/vendor/availability: the calendar from `from` (default today) for `days` days (default 42). */
export const vendorCalendarQuerySchema = z.object({
  from: isoDateSchema.optional(),
  days: z.coerce.number().int().min(1).max(AVAILABILITY.calendarDaysMax, AVAILABILITY_MESSAGES.calendarRangeTooLong).optional(),
});

export const blockedRangeSchema = z.object({
  id: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  note: z.string().nullable(),
});
export type BlockedRange = z.infer<typeof blockedRangeSchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  /** Bookings that hold the day (awaiting payment, received, confirmed). */
  booked: z.number().int(),
  /** The vendor's daily capacity; null for no limit. */
  capacity: z.number().int().nullable(),
  blocked: z.boolean(),
  /** Booked up to the vendor's capacity. */
  full: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const vendorCalendarSchema = z.object({
  /** The events the vendor takes on one day; null for no limit. */
  dailyCapacity: z.number().int().nullable(),
  /** The vendor's live and paused offerings, each with its own capacity where it differs (else null). */
  offerings: z.array(z.object({ offeringId: z.string(), title: z.string(), dailyCapacity: z.number().int().nullable() })),
  /** Blocked ranges that end on or after the calendar's first day, soonest first. */
  blocks: z.array(blockedRangeSchema),
  days: z.array(calendarDaySchema),
  /** Whether a calendar feed link exists (its address is shown once, when made). */
  feedActive: z.boolean(),
});
export type VendorCalendar = z.infer<typeof vendorCalendarSchema>;

/** POST /api/vendor/availability/blocks: one day (endsOn = startsOn, or omitted) or a range, with an optional note. */
export const blockRequestSchema = z
  .object({
    startsOn: isoDateSchema,
    endsOn: isoDateSchema.optional(),
    note: z.string().trim().max(AVAILABILITY.noteMax, AVAILABILITY_MESSAGES.noteTooLong).optional(),
  })
  .strict()
  .refine((b) => !b.endsOn || b.endsOn >= b.startsOn, { message: AVAILABILITY_MESSAGES.blockOrder, path: ["endsOn"] });
export type BlockRequest = z.input<typeof blockRequestSchema>;

export const blockIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** PUT /api/vendor/availability/capacity, and an offering's: a number of events, or null for no limit (the vendor's). */
export const capacityRequestSchema = z.object({ dailyCapacity: capacitySchema }).strict();
export type CapacityRequest = z.input<typeof capacityRequestSchema>;

/** POST /api/vendor/availability/feed: the new feed's address, shown once (the old one stops working). */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** GET /api/calendar/:file, the feed itself: `<secret>.ics`; anything else is the 404 of an unknown secret. */
export const calendarFileParamsSchema = z.object({ file: z.string().max(64) });

/** GET /api/public/offerings/:id/availability?from&to: the days a date picker greys out, and the first free day. */
export const offeringAvailabilityParamsSchema = z.object({ id: offeringIdSchema });
export const offeringAvailabilityQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
export const offeringAvailabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  unavailable: z.array(z.object({ date: z.string(), reason: z.enum(["blocked", "full"]) })),
  /** The first day from `from` that is free, within the range; null when none is. */
  firstFree: z.string().nullable(),
});
export type OfferingAvailability = z.infer<typeof offeringAvailabilitySchema>;

/** GET /api/public/availability/not-free?date: the offerings on sale whose vendors cannot take that date (decision 0058). */
export const notFreeQuerySchema = z.object({ date: isoDateSchema });
export const notFreeSchema = z.object({
  date: z.string(),
  /** Offerings on sale that cannot be booked on the date: their vendor blocked it, or it is full. */
  offeringIds: z.array(z.string()),
});
export type NotFree = z.infer<typeof notFreeSchema>;
