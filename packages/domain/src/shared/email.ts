import { MESSAGES } from "./messages.ts";

// spec: application §5 "email optional but, if present, must look like {email}". One pattern for the browser
// and the server (the zod schema uses it too), so both agree on what a valid address is.
export const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed);
}

/** The message for an address a form needs (the notify-me box), or null when it looks like one. */
export function emailEntryError(entry: string): string | null {
  return isValidEmail(entry) ? null : MESSAGES.emailInvalid;
}
