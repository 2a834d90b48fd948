import { MESSAGES } from "./messages.ts";

// spec: application §5 "email optional but, if present, must look like {email}". One pattern for the browser
// and the server (the zod schema uses it too), so both agree on what a valid address is.
// What an address may hold is a sane subset of RFC 5321/5322 (docs/decisions/0040): a local part of letters, digits and
// . _ % + ' - (no leading, trailing or double dot), and a domain of letter-digit-hyphen labels with a TLD of letters (or
// an xn-- one). Markup, quotes, commas, brackets and spaces are refused: no address needs them, and an address is shown
// on pages and put in mail headers (OWASP ASVS 5.0 V2.2, input validation by allow-list).
const LOCAL_PART = "[A-Za-z0-9_%+'-]+(?:\\.[A-Za-z0-9_%+'-]+)*";
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?";
const TOP_LEVEL = "(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})";
// No lookahead: the OpenAPI document carries this pattern, and the fuzz tests generate strings from it.
export const EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+${TOP_LEVEL}$`);

/** RFC 5321's bounds: 64 characters before the @, 254 in all. */
export function withinEmailLengths(value: string): boolean {
  return value.length <= 254 && value.indexOf("@") <= 64;
}

export function isValidEmail(value: string): boolean {
  const trimmed = value.trim();
  return withinEmailLengths(trimmed) && EMAIL_PATTERN.test(trimmed);
}

/** The message for an address a form needs (the notify-me box), or null when it looks like one. */
export function emailEntryError(entry: string): string | null {
  return isValidEmail(entry) ? null : MESSAGES.emailInvalid;
}
