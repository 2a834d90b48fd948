import { IDENTITY_FIELD_LABELS, VENDOR_OFFERING_LABELS, VENDOR_PROFILE_LABELS } from "@utsav/domain/client";

// How the review page writes the values it shows: a profile section's, and those of the vendor's recent changes
// (docs/decisions/0032), which hold what the vendor saved (text, numbers, flags, lists, nested objects).

/** What an offering's status number means (10 live, 15 paused by the vendor, 20 deleted). */
export const OFFERING_STATUS_TEXT: Readonly<Record<number, string>> = { 10: "Live", 15: "Paused by the vendor", 20: "Deleted" };

/** A value on one line: a list joined, nothing as a dash, an object as its JSON. */
export function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(", ");
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A field's name in words: the domain's label where it has one, else its name split ("serviceAreas": "service areas"). */
export function fieldLabel(field: string): string {
  for (const labels of [VENDOR_PROFILE_LABELS, VENDOR_OFFERING_LABELS, IDENTITY_FIELD_LABELS] as Readonly<Record<string, string>>[]) {
    if (Object.hasOwn(labels, field)) return labels[field] ?? field;
  }
  return field.replace(/([A-Z])/g, " $1").toLowerCase();
}
