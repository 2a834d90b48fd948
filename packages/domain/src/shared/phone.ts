import { PHONE_PREFIX } from "./constants.ts";

// spec: application §2 "Numbers starting +91 display formatted". What typing a number takes is phone-entry.ts, apart,
// so pages that only show numbers do not load it.

/** '+919876543210' displays as '+91 98765 43210'; anything else is shown as given. */
export function formatPhoneDisplay(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ""));
  return match ? `${PHONE_PREFIX} ${match[1]} ${match[2]}` : phone;
}

/** Shown until a contact is revealed (application §2, Call sheet). */
export const HIDDEN_PHONE = "XXXXXXXXXX";
