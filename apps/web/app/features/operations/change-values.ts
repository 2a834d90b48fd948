import {
  bookingAlertsText,
  IDENTITY_FIELD_LABELS,
  refundScheduleText,
  VENDOR_OFFERING_LABELS,
  VENDOR_PROFILE_LABELS,
} from "@utsav/domain/client";
import type { RefundSchedule } from "@utsav/domain/client";

// How the review page writes the values it shows: a profile section's, and those of the vendor's recent changes
// (docs/decisions/0032), which hold what the vendor saved (text, numbers, flags, lists, nested objects), always as
// words: never an object's JSON, nor "[object Object]".

/** What an offering's status number means (10 live, 15 paused by the vendor, 20 deleted). */
export const OFFERING_STATUS_TEXT: Readonly<Record<number, string>> = { 10: "Live", 15: "Paused by the vendor", 20: "Deleted" };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

const REFUND_KINDS: readonly unknown[] = ["before_event", "after_booking", "none"] satisfies RefundSchedule["kind"][];

/** A value on one line: a list joined, nothing as a dash, an object as its fields' names and values. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (isRecord(value)) {
    return Object.entries(value)
      .map(([name, inner]) => `${fieldLabel(name)}: ${valueText(inner)}`)
      .join("; ");
  }
  return "—";
}

/**
 * A field's value in the words its own screen uses: the booking alerts a vendor chose ("SMS, Email"), a refund schedule
 * as its tiers, an offering's status by name; anything else as valueText writes it.
 */
export function fieldValueText(field: string, value: unknown): string {
  if (field === "bookingAlerts" && isRecord(value)) return bookingAlertsText(value);
  // A stored value is the past's shape: read as a schedule only when it has a schedule's tiers.
  if (field === "refunds" && isRecord(value) && REFUND_KINDS.includes(value.kind) && Array.isArray(value.steps)) {
    return refundScheduleText(value as RefundSchedule);
  }
  if (field === "status" && typeof value === "number") return OFFERING_STATUS_TEXT[value] ?? valueText(value);
  return valueText(value);
}

/** A field's name in words: the domain's label where it has one, else its name split ("serviceAreas": "service areas"). */
export function fieldLabel(field: string): string {
  for (const labels of [VENDOR_PROFILE_LABELS, VENDOR_OFFERING_LABELS, IDENTITY_FIELD_LABELS] as Readonly<Record<string, string>>[]) {
    if (Object.hasOwn(labels, field)) return labels[field] ?? field;
  }
  return field.replace(/([A-Z])/g, " $1").toLowerCase();
}
