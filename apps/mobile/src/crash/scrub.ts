// Nothing that names a person leaves the phone in a crash report (docs/decisions/0062): the Digital Personal Data
// Protection Act 2023 allows personal data only for the purpose it was given for, and OWASP ASVS 5.0 V16 (security
// logging) keeps credentials and personal data out of logs. A report carries what broke and where, never who.

/** Six or more digits, spaces or dashes between them allowed: a phone number ("+91 98450 12345"), a sign-in code. */
const DIGIT_RUN = /\+?\d(?:[\s-]?\d){5,}/g;
const EMAIL = /[^\s@<>()"'`]+@[^\s@<>()"'`]+\.[a-z]{2,}/gi;
/** "Bearer <token>", and any run of 32 or more base64url characters: session tokens, account and booking ids. */
const BEARER = /\bbearer\s+[\w.~+/=-]+/gi;
const LONG_TOKEN = /[A-Za-z0-9_-]{32,}/g;
/** An address's query and fragment, which may carry a phone number, a code or a token. */
const URL_TAIL = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#][^\s)'"`]*/gi;

export const REDACTED = "[redacted]";

/** A message or a note, with addresses cut at their query and anything personal or secret replaced. */
export function scrubText(text: string): string {
  return text
    .replace(URL_TAIL, "$1")
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(EMAIL, REDACTED)
    .replace(LONG_TOKEN, REDACTED)
    .replace(DIGIT_RUN, REDACTED);
}

/** A file or page address without its query string or fragment. */
export function scrubUrl(url: string): string {
  return url.replace(/[?#].*$/, "");
}
