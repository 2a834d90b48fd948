import { z } from "zod";
import { fieldMessageFor } from "../shared/fields.ts";
import { REFUND_TIER_COPY, REFUND_TIER_LIMITS, REFUND_TIER_MESSAGES, refundScheduleOf, refundTierProblems } from "./refund-schedules.ts";
import type { RefundSchedule } from "./rules.ts";

// The refund schedule a vendor writes in the Terms section (docs/decisions/0035): tiers by notice before the event,
// or no refunds at all. The API checks it with the rule the form uses (refundTierProblems).

const wholeIn = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: fieldMessageFor.notANumber(label) })
    .int(fieldMessageFor.notAWholeNumber(label))
    .min(min, fieldMessageFor.outOfRange(label, min, max))
    .max(max, fieldMessageFor.outOfRange(label, min, max));

const refundTierSchema = z
  .object({
    hoursBefore: wholeIn(REFUND_TIER_COPY.hoursBefore, REFUND_TIER_LIMITS.hoursBefore),
    percent: wholeIn(REFUND_TIER_COPY.percent, REFUND_TIER_LIMITS.percent),
  })
  .strict();

/**
 * The Terms section's refunds: tiers ("from N hours before the event, X% back"; stored most notice first) or "no
 * refunds". No tiers at all is null: the refunds are not shown, and no amount is promised. A schedule counted from the
 * booking's time (a catalogue vendor's, kept when its owner saves the section) is taken as it is.
 */
export const termsRefundsSchema = z
  .discriminatedUnion("kind", [
    z
      .object({
        kind: z.literal("before_event"),
        steps: z.array(refundTierSchema).max(REFUND_TIER_LIMITS.tiers.max, REFUND_TIER_MESSAGES.tooMany),
      })
      .strict(),
    z.object({ kind: z.literal("none") }).strict(),
    z
      .object({
        kind: z.literal("after_booking"),
        withinHours: wholeIn(REFUND_TIER_COPY.withinHours, REFUND_TIER_LIMITS.hoursBefore),
        percent: wholeIn(REFUND_TIER_COPY.percent, REFUND_TIER_LIMITS.percent),
      })
      .strict(),
  ])
  .superRefine((schedule, ctx) => {
    if (schedule.kind !== "before_event") return;
    for (const problem of refundTierProblems(schedule.steps)) {
      const path = problem.index === null ? ["steps"] : ["steps", problem.index, problem.field ?? "hoursBefore"];
      ctx.addIssue({ code: "custom", message: problem.message, path });
    }
  })
  .transform((schedule): RefundSchedule | null => (schedule.kind === "before_event" ? refundScheduleOf(schedule.steps, false) : schedule));
