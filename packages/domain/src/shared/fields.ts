import { messageFor } from "./messages.ts";

// The checks of what a vendor or a consumer types into a text box, worded like the zod schemas that the API applies
// (field-schemas.ts builds its fields from the same messages and limits), so the first error a form shows is the
// one the server would give. Browser-safe: the forms do not load zod.

/** The words of a field out of bounds; a blank required field is messageFor.fieldRequired. */
export const fieldMessageFor = {
  tooShort: (label: string, min: number) => `${label} must be at least ${min} characters`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  notANumber: (label: string) => `${label} must be a number`,
  notAWholeNumber: (label: string) => `${label} must be a whole number`,
  outOfRange: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}`,
} as const;

export interface TextBounds {
  min?: number;
  max: number;
}

/**
 * A required text of min to max characters once trimmed; null when it is fine. A blank field is asked for by name
 * ("Business name is required") where the schema's minimum length would say "at least 2 characters": a blank
 * field never leaves the form, so the API's word for it is never seen.
 */
export function textProblem(value: string, label: string, { min = 1, max }: TextBounds): string | null {
  const length = value.trim().length;
  if (length === 0) return messageFor.fieldRequired(label);
  if (length < min) return fieldMessageFor.tooShort(label, min);
  if (length > max) return fieldMessageFor.tooLong(label, max);
  return null;
}

/** An optional text: only its length is checked. */
export function optionalTextProblem(value: string, label: string, max: number): string | null {
  return value.trim().length > max ? fieldMessageFor.tooLong(label, max) : null;
}

/**
 * A whole number typed into a text box, between min and max. `notWhole` is the schema's word for a number with a
 * fraction where it has its own (a price is a whole number of rupees).
 */
export function wholeNumberProblem(
  value: string,
  label: string,
  { min, max }: { min: number; max: number },
  notWhole: string = fieldMessageFor.notAWholeNumber(label),
): string | null {
  if (value.trim() === "") return messageFor.fieldRequired(label);
  const n = typedWholeNumber(value);
  if (n === null) return notWhole;
  return n < min || n > max ? fieldMessageFor.outOfRange(label, min, max) : null;
}

/**
 * A whole number as people write one: "1200", "1,200", the Indian "1,00,000", with or without a rupee sign; null
 * for anything else ("12.5", "1,,2", "12,"). Commas only group digits, so they are dropped rather than refused.
 */
export function typedWholeNumber(value: string): number | null {
  const trimmed = value.trim().replace(/^₹\s*/, "");
  if (!/^\d{1,3}(,\d{2,3})*$|^\d+$/.test(trimmed)) return null;
  return Number(trimmed.replace(/,/g, ""));
}
