import { BANK_ACCOUNT_PATTERN, IFSC_PATTERN } from "./rules.ts";
import { PAYMENT_MESSAGES } from "./messages.ts";

// The vendor's payout bank account (docs/decisions/0051): the rules the Payments page's form and the API both check,
// without zod, so a person reads the API's own message before anything is sent.

/** The longest account holder's name a bank's records take (and ours keep). */
export const PAYOUT_HOLDER_MAX = 100;

/** What the vendor types: the holder's name, the number twice, and the IFSC. */
export interface PayoutAccountEntry {
  holderName: string;
  accountNumber: string;
  confirmAccountNumber: string;
  ifsc: string;
}

/** A holder's name: letters, digits and what firms' names hold (. & ' - ( ) , /), with at least one letter. */
const HOLDER_NAME_PATTERN = /^[\p{L}\p{M}0-9 .&'(),/-]+$/u;

/** An account number as typed, without the spaces or dashes people group digits with. */
export const accountDigitsOf = (entry: string): string => entry.replace(/[\s-]/g, "");

/** An IFSC as typed, trimmed and in capitals, as banks print it. */
export const ifscOf = (entry: string): string => entry.trim().toUpperCase();

/** An account holder's name as typed, with its spaces made single. */
export const holderNameOf = (entry: string): string => entry.trim().replace(/\s+/g, " ");

export function holderNameProblem(entry: string): string | null {
  const name = holderNameOf(entry);
  const fits = name.length >= 2 && name.length <= PAYOUT_HOLDER_MAX && HOLDER_NAME_PATTERN.test(name) && /\p{L}/u.test(name);
  return fits ? null : PAYMENT_MESSAGES.holderNameInvalid;
}

export function accountNumberProblem(entry: string): string | null {
  return BANK_ACCOUNT_PATTERN.test(accountDigitsOf(entry)) ? null : PAYMENT_MESSAGES.accountNumberInvalid;
}

export function ifscProblem(entry: string): string | null {
  return IFSC_PATTERN.test(ifscOf(entry)) ? null : PAYMENT_MESSAGES.ifscInvalid;
}

/** Each field's problem, as the API's payoutAccountRequestSchema words it; an empty object when all will do. */
export function payoutAccountProblems(entry: PayoutAccountEntry): Partial<Record<keyof PayoutAccountEntry, string>> {
  const problems: Partial<Record<keyof PayoutAccountEntry, string>> = {};
  const holder = holderNameProblem(entry.holderName);
  if (holder) problems.holderName = holder;
  const number = accountNumberProblem(entry.accountNumber);
  if (number) problems.accountNumber = number;
  else if (accountDigitsOf(entry.confirmAccountNumber) !== accountDigitsOf(entry.accountNumber))
    problems.confirmAccountNumber = PAYMENT_MESSAGES.accountNumbersDiffer;
  const ifsc = ifscProblem(entry.ifsc);
  if (ifsc) problems.ifsc = ifsc;
  return problems;
}
