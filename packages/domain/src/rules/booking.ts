import { messageFor, MESSAGES } from "../messages.ts";
import { isValidEmail } from "./email.ts";
import { isValidPhoneEntry } from "./phone.ts";

// spec: application §5 "Booking form: every attribute marked required must be non-empty after trimming, else
// '{label} is required'"; the keypad follows inputType, and so do these checks (tel, number, email).

export interface BookingField {
  label: string;
  field: string;
  inputType: "text" | "tel" | "number" | "email";
  required: boolean;
}

/** The booking's values trimmed and limited to the offering's fields, and a message for each field in error. */
export function validateBookingData(fields: readonly BookingField[], data: Record<string, string>): { values: Record<string, string>; errors: Record<string, string> } {
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const { label, field, inputType, required } of fields) {
    const value = (data[field] ?? "").trim();
    if (!value) {
      if (required) errors[field] = messageFor.fieldRequired(label);
      continue;
    }
    if (inputType === "tel" && !isValidPhoneEntry(value)) errors[field] = MESSAGES.phoneInvalid;
    else if (inputType === "email" && !isValidEmail(value)) errors[field] = MESSAGES.emailInvalid;
    else if (inputType === "number" && !/^\d+(\.\d+)?$/.test(value)) errors[field] = `${label} must be a number`;
    values[field] = value;
  }
  return { values, errors };
}
