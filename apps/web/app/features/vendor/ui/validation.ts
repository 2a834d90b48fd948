import { messageFor } from "@utsav/domain/client";

// The browser's checks of the vendor forms, worded like the API's schemas (packages/domain/src/schemas/vendor-*.ts)
// and bounded by the same limits (VENDOR_PROFILE_LIMITS, VENDOR_OFFERING_LIMITS), so the inline error a vendor
// sees first is the one the server would give. The server still checks everything.

export type Errors<K extends string> = Partial<Record<K, string>>;

/** A required text of min to max characters after trimming; null when it is fine. */
export function textError(value: string, label: string, { min = 1, max }: { min?: number; max: number }): string | null {
  const length = value.trim().length;
  if (length === 0) return messageFor.fieldRequired(label);
  if (length < min) return `${label} must be at least ${min} characters`;
  if (length > max) return `${label} must be at most ${max} characters`;
  return null;
}

/** An optional text: only its length is checked. */
export function optionalTextError(value: string, label: string, max: number): string | null {
  return value.trim().length > max ? `${label} must be at most ${max} characters` : null;
}

/** A whole number typed into a text box, between min and max. */
export function wholeNumberError(value: string, label: string, { min, max }: { min: number; max: number }): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return messageFor.fieldRequired(label);
  if (!/^\d+$/.test(trimmed)) return `${label} must be a whole number`;
  const n = Number(trimmed);
  return n < min || n > max ? `${label} must be between ${min} and ${max}` : null;
}

/** Only the fields that have an error, so `Object.keys(errors).length === 0` means the form may be sent. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): Errors<K> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as Errors<K>;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
