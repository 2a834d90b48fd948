import { phoneFieldValue } from "../shared/phone-entry.ts";

// A signed-in shopper's booking form starts with what their profile already says (issue 38): their name, their phone
// number and their e-mail, each still theirs to change. Only fields that plainly ask for the shopper's own name are
// filled: "Name on the cake" or "Company name" are left for them to type.

interface AskedField {
  label: string;
  field: string;
  inputType: string;
}

/** What the profile holds (GET /api/consumer's user). */
export interface ShopperProfile {
  fullName: string | null;
  mobile: string;
  email: string | null;
}

const words = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/[^a-z]+/g, " ")
    .trim();

/** "Name", "Your name", "Full name", "Contact name", or a field named name, fullName or customer_name. */
const asksOwnName = (f: AskedField) =>
  f.inputType === "text" && [f.label, f.field].some((text) => /^((your|full|contact|customer)\s)*name$/.test(words(text)));

/**
 * The answers a profile gives to an offering's fields, by field name: the first field asking the shopper's name, the
 * first phone field (as the phone field keeps a number: its 10 digits) and the first e-mail field; only what the
 * profile has.
 */
export function shopperAnswers(fields: readonly AskedField[], profile: ShopperProfile): Record<string, string> {
  const fullName = profile.fullName?.trim() ?? "";
  const email = profile.email?.trim() ?? "";
  const answers: [string, string][] = [];
  const nameField = fullName ? fields.find(asksOwnName) : undefined;
  const phoneField = fields.find((f) => f.inputType === "tel");
  const emailField = email ? fields.find((f) => f.inputType === "email") : undefined;
  if (nameField) answers.push([nameField.field, fullName]);
  if (phoneField) answers.push([phoneField.field, phoneFieldValue(profile.mobile)]);
  if (emailField) answers.push([emailField.field, email]);
  // Built from entries: a vendor's field named "constructor" is an ordinary answer (rules.ts, validateBookingData).
  return Object.fromEntries(answers);
}
