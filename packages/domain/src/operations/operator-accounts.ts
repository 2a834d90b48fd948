import { fieldMessageFor } from "../shared/fields.ts";

// Operators' accounts (docs/decisions/0020): invited by another operator, disabled and enabled again on the record.
// Browser-safe: the console and the API share these words.

/** The longest name an operator is invited with. */
export const OPERATOR_NAME_MAX = 80;

/** What the API answers about disabling and enabling an operator, and an operator's refused sign-in. */
export const OPERATOR_MESSAGES = {
  /** A disabled operator's sign-in (after the right code, so only the number's owner reads it), or act. */
  accountDisabled: "This operator account is disabled. Ask another operator to enable it.",
  cannotDisableSelf: "You cannot disable your own account. Ask another operator to do it.",
  lastActive: "This is the last active operator, so it cannot be disabled. Invite or enable another operator first.",
  alreadyDisabled: "This operator is already disabled",
  notDisabled: "This operator is not disabled",
  notFound: (id: string) => `Operator not found: ${id}`,
  /** Inviting an operator: the name the console and the sign-in show. */
  nameRequired: "Please enter the operator's name",
  nameTooLong: fieldMessageFor.tooLong("Name", OPERATOR_NAME_MAX),
  /** The new operator's number, not the one inviting them ("your phone number" would be the wrong person's). */
  phoneRequired: "Please enter the new operator's mobile number",
} as const;

/** An operator's name as the invitation takes it, checked as the API's schema checks it: the message, or null. */
export function operatorNameProblem(name: string): string | null {
  const text = name.trim();
  if (text === "") return OPERATOR_MESSAGES.nameRequired;
  return text.length > OPERATOR_NAME_MAX ? OPERATOR_MESSAGES.nameTooLong : null;
}

/** What the console's operators page says. */
export const OPERATOR_COPY = {
  you: "you",
  disable: "Disable",
  enable: "Enable",
  cancel: "Keep active",
  disabledSince: (day: string) => `Disabled since ${day}`,
  confirmDisable: (name: string) =>
    `Disable ${name}? Their sessions end at once, and they cannot sign in until an operator enables them again.`,
  confirmButton: (name: string) => `Yes, disable ${name}`,
  disabled: (name: string) => `${name} is disabled: signed out everywhere, and cannot sign in.`,
  enabled: (name: string) => `${name} can sign in again.`,
  failed: "That did not work. Please try again.",
} as const;
