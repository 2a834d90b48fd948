// Contact details in free text (docs/decisions/0060): reviews, vendors' answers, quotes and briefs keep contact on
// Utsav, where a booking is protected. The check and its message, small enough for any page to load.

/** 400: text with a phone number, link or e-mail address. */
export const CONTACT_DETAILS_MESSAGE = "Please remove phone numbers, links and e-mail addresses: contact stays on Utsav.";

// A phone number: an Indian mobile (+91 98450 12345, 098450-12345, 9845012345), or a landline with its area code
// (080 2345 6789, 080-23456789). Dates and rupee amounts (2026-12-12 10, 1,50,000) are not.
const PHONE_LIKE = new RegExp(
  [
    String.raw`(?:\+|\b)91[\s-]?[6-9](?:[\s-]?\d){9}\b`,
    String.raw`\b0?[6-9](?:[\s-]?\d){9}\b`,
    String.raw`\b0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{4}\b`,
  ].join("|"),
);
// A link: a scheme, a www. address, or a bare domain of a common top-level name; an e-mail address too.
const LINK_LIKE =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|in|net|org|co|io|me|biz|info|shop|store|online|app|link|ly|gl|to)\b(?:\/\S*)?|[\w.+-]+@[\w-]+\.[\w.]+/i;

/** Whether text holds a phone number, a link or an e-mail address. */
export function hasContactDetails(text: string): boolean {
  return PHONE_LIKE.test(text) || LINK_LIKE.test(text);
}
