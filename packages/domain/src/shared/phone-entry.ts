import { PHONE, PHONE_PREFIX } from "./constants.ts";

// spec: application §5 "after removing spaces must be an optional plus then 10 to 15 digits, spaces, dashes
// or brackets"; "non-digits other than plus are stripped before sending".

const ENTRY_PATTERN = new RegExp(`^\\+?[\\d\\s\\-()]{${PHONE.minDigits},${PHONE.maxDigits}}$`);

export function isValidPhoneEntry(entry: string): boolean {
  return ENTRY_PATTERN.test(entry.replace(/ /g, ""));
}

/** What the login form sends: digits, and a leading plus when one was typed. */
export function stripPhoneEntry(entry: string): string {
  const trimmed = entry.trim();
  const digits = trimmed.replace(/\D/g, "");
  return trimmed.startsWith("+") ? `+${digits}` : digits;
}

/**
 * The canonical Indian mobile number '+91XXXXXXXXXX', or null when the entry is not one.
 * Accepts 10 digits, 0 and 10 digits, 91 and 10 digits, +91 and 10 digits, with any spacing.
 */
export function normalizeIndianMobile(entry: string): string | null {
  const stripped = international(stripPhoneEntry(entry));
  let digits = stripped.replace(/^\+/, "");
  if (stripped.startsWith("+")) {
    if (!digits.startsWith("91")) return null;
    digits = digits.slice(2);
  } else if (digits.length === 12 && digits.startsWith("91")) {
    digits = digits.slice(2);
  }
  // The trunk 0, alone ("098765 43210") or after the country code ("+91 (0) 98765 43210").
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? `${PHONE_PREFIX}${digits}` : null;
}

/** "0091…", the international prefix dialled from a landline, is "+91…". */
const international = (stripped: string) => (stripped.startsWith("00") ? `+${stripped.slice(2)}` : stripped);

/**
 * What the phone field keeps of what was typed or pasted: the national number's digits, at most
 * PHONE.inputMaxLength of them (application §5, "Input limited to 10 characters"). The field shows +91 beside
 * itself, so a typed or pasted "+91", a trunk "0", spaces, dashes and brackets are dropped rather than counted
 * against the limit: "+91 98765 43210", "0091 98765 43210" or "(+91) 98765-43210" pasted becomes "9876543210". A plus with another country code is kept, for
 * the check on submit to refuse it by name.
 */
export function phoneFieldValue(raw: string): string {
  const stripped = international(stripPhoneEntry(raw));
  const max = PHONE.inputMaxLength;
  if (PHONE_PREFIX.startsWith(stripped)) return stripped; // "", "+", "+9", "+91": the prefix is being typed
  if (stripped.startsWith(PHONE_PREFIX)) return stripped.slice(PHONE_PREFIX.length).replace(/^0+/, "").slice(0, max);
  if (stripped.startsWith("+")) return stripped.slice(0, max);
  const mobile = normalizeIndianMobile(stripped);
  if (mobile) return mobile.slice(PHONE_PREFIX.length);
  return stripped.replace(/^0+/, "").slice(0, max);
}

/**
 * What a phone question of a booking form keeps (inputType tel: any number, application §5 "10 to 15 digits"): the
 * separators are dropped, and a "+91" or "0091" before ten digits, so "+91 98765 43210" pasted is "9876543210". Nothing
 * else is rewritten: "080 2345 6789" (a landline with its trunk 0) and "+44 7911 123456" stay whole, unlike the
 * mobile-only fields of phoneFieldValue.
 */
export function phoneAnswerValue(raw: string): string {
  const stripped = international(stripPhoneEntry(raw));
  const digits = stripped.replace(/^\+/, "");
  // "+91" and ten digits, or "(+91) …" whose brackets hid the plus: twelve digits that start with the country code.
  if (digits.length === 12 && digits.startsWith("91") && (stripped.startsWith("+") || !digits.startsWith("0"))) return digits.slice(2);
  return stripped.slice(0, PHONE.maxDigits + (stripped.startsWith("+") ? 1 : 0));
}
