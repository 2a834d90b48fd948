import {
  optionalTextProblem,
  refundScheduleOf,
  refundTierEntryProblems,
  refundTiersOf,
  refundTiersOfSchedule,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  typedWholeNumber,
  wholeNumberProblem,
} from "@utsav/domain/client";
import type { RefundSchedule, RefundTierEntry } from "@utsav/domain/client";
import type { VendorSectionInputs } from "@utsav/domain";
import type { Problems } from "../../../../shared/lib/forms/domain-resolver";
import { collectErrors } from "../../ui/validation";
import type { SectionDefinition } from "./section-definition";

export interface TermsValues {
  advancePercent: string;
  refundPolicy: string;
  cancellationPolicy: string;
  returnPolicy: string;
  /** The refund schedule's tiers as typed: "from N hours before the event, X% back" (docs/decisions/0035). */
  refundTiers: RefundTierEntry[];
  /** "No refunds": a customer who cancels gets nothing back; the tiers are set aside. */
  noRefunds: boolean;
  /**
   * A saved schedule the tiers do not edit (one counted from the booking's time, as a catalogue vendor's may be): kept
   * as it is unless tiers or "no refunds" replace it.
   */
  otherRefunds: RefundSchedule | null;
}

/** A row whose two boxes are whole numbers: what the preview shows while the vendor types. */
const complete = (entry: RefundTierEntry) => typedWholeNumber(entry.hoursBefore) !== null && typedWholeNumber(entry.percent) !== null;

/**
 * The schedule the form holds: "no refunds", the tiers (those typed in full, most notice first), or the saved schedule
 * they do not edit; null when none (refunds not shown).
 */
export function refundsOfValues(v: Pick<TermsValues, "refundTiers" | "noRefunds" | "otherRefunds">): RefundSchedule | null {
  const tiers = refundTiersOf(v.refundTiers.filter(complete));
  return refundScheduleOf(tiers, v.noRefunds) ?? v.otherRefunds;
}

/** The schedule as the request sends it. Checked by validate first: every row is complete, so it holds them all. */
function refundsInput(v: TermsValues): VendorSectionInputs["terms"]["refunds"] {
  const schedule = refundsOfValues(v);
  return schedule?.kind === "before_event" ? { kind: "before_event", steps: [...schedule.steps] } : schedule;
}

/** The tiers' problems as the form's errors: each under its box, one of the whole list under the list. */
function tierErrors(v: TermsValues): Problems<TermsValues> {
  if (v.noRefunds) return {};
  const errors: Problems<TermsValues> = {};
  for (const problem of refundTierEntryProblems(v.refundTiers)) {
    const name = problem.index === null ? "refundTiers" : (`refundTiers.${problem.index}.${problem.field ?? "hoursBefore"}` as const);
    errors[name] ??= problem.message;
  }
  return errors;
}

export const termsSection: SectionDefinition<"terms", TermsValues> = {
  fromData: (data) => {
    const { tiers, noRefunds } = refundTiersOfSchedule(data?.refunds);
    return {
      advancePercent: data ? String(data.advancePercent) : "",
      refundPolicy: data?.refundPolicy ?? "",
      cancellationPolicy: data?.cancellationPolicy ?? "",
      returnPolicy: data?.returnPolicy ?? "",
      refundTiers: tiers.map((t) => ({ hoursBefore: String(t.hoursBefore), percent: String(t.percent) })),
      noRefunds,
      otherRefunds: data?.refunds?.kind === "after_booking" ? data.refunds : null,
    };
  },
  validate: (v) => ({
    ...collectErrors({
      advancePercent: wholeNumberProblem(v.advancePercent, LABEL.advancePercent, L.advancePercent),
      refundPolicy: textProblem(v.refundPolicy, LABEL.refundPolicy, L.policy),
      cancellationPolicy: textProblem(v.cancellationPolicy, LABEL.cancellationPolicy, L.policy),
      returnPolicy: optionalTextProblem(v.returnPolicy, LABEL.returnPolicy, L.returnPolicy.max),
    }),
    ...tierErrors(v),
  }),
  payload: (v) => ({
    advancePercent: typedWholeNumber(v.advancePercent) ?? 0,
    refundPolicy: v.refundPolicy.trim(),
    cancellationPolicy: v.cancellationPolicy.trim(),
    returnPolicy: v.returnPolicy.trim() || null,
    refunds: refundsInput(v),
  }),
};
