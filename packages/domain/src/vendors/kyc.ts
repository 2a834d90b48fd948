import { KYC_DOCUMENT_TYPES } from "./constants.ts";
import type { KYC_STATES } from "./constants.ts";
import { isIsoDate, TIME_ZONE } from "../shared/dates.ts";

// Identity documents of vendors (application §3 KYC document; the rules are ours: docs/decisions/0008).
// Browser-safe: the KYC screen checks a number as it is typed with the same functions the API uses.

export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export type KycState = (typeof KYC_STATES)[number];
/** When a vendor must upload a document: always, only when it sells food (sweets), or never. */
export type KycRequirement = "always" | "food" | "optional";

export interface KycDocumentRule {
  label: string;
  numberLabel: string;
  /** The shape of the number once normalised (upper case, no spaces or dashes); a checksum may apply on top. */
  pattern: RegExp;
  example: string;
  hasExpiry: boolean;
  requirement: KycRequirement;
  help: string;
  invalidMessage: string;
}

export const KYC_DOCUMENT_RULES: Record<KycDocumentType, KycDocumentRule> = {
  pan: {
    label: "PAN card",
    numberLabel: "PAN",
    pattern: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
    example: "ABCDE1234F",
    hasExpiry: false,
    requirement: "always",
    help: "The PAN of the business, or of its owner for a sole proprietorship.",
    invalidMessage: "Please enter a valid PAN (e.g. ABCDE1234F)",
  },
  gstin: {
    label: "GST registration certificate",
    numberLabel: "GSTIN",
    pattern: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
    example: "27AAPFU0939F1ZV",
    hasExpiry: false,
    requirement: "optional",
    help: "Only if the business is registered for GST.",
    invalidMessage: "Please enter a valid 15-character GSTIN (e.g. 27AAPFU0939F1ZV)",
  },
  fssai: {
    label: "FSSAI licence",
    numberLabel: "FSSAI licence number",
    pattern: /^[0-9]{14}$/,
    example: "10020042000123",
    hasExpiry: true,
    requirement: "food",
    help: "Needed when you sell sweets or other food: the 14-digit licence or registration number and its expiry date.",
    invalidMessage: "Please enter a valid 14-digit FSSAI licence number",
  },
  aadhaar: {
    label: "Aadhaar card",
    numberLabel: "Aadhaar number",
    pattern: /^[2-9][0-9]{11}$/,
    example: "2341 2341 2346",
    hasExpiry: false,
    requirement: "always",
    help: "Upload the masked Aadhaar from the UIDAI website if you can. We keep only the last 4 digits of the number.",
    invalidMessage: "Please enter a valid 12-digit Aadhaar number",
  },
};

/** The longest number a vendor may type, spaces and dashes included (the longest, a GSTIN, has 15 characters). */
export const KYC_NUMBER_MAX_LENGTH = 40;

/** Business categories whose vendors sell food and so need an FSSAI licence. */
export const FOOD_CATEGORIES: readonly string[] = ["sweets"];

export const KYC_MESSAGES = {
  expired: "The document has expired",
  expiryInvalid: "Please enter the expiry date as YYYY-MM-DD",
  expiryRequired: (label: string) => `Please enter the expiry date of the ${label}`,
  missingDocuments: (labels: string[]) => `Please upload these documents first: ${labels.join(", ")}`,
  expiredDocuments: (labels: string[]) => `${KYC_MESSAGES.expired}: ${labels.join(", ")}`,
  documentNotFound: (id: string) => `Document not found: ${id}`,
  lockedWhileReviewed: "Your documents cannot be changed while they are being verified",
  lockedApproved: "Your KYC is approved, so its documents can no longer be changed",
  alreadySubmitted: "Your KYC has already been submitted for verification",
  alreadyApproved: "Your KYC is already approved",
  fileRequired: "Please choose the file of the document",
  /** On a vendor's food offering while no FSSAI licence is on file (decision 0022). */
  foodLicenceNeeded: "Hidden from shoppers until your FSSAI licence is on file: upload it under Documents.",
} as const;

export function isKycDocumentType(value: string): value is KycDocumentType {
  return (KYC_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Upper case, without the spaces and dashes people type to group the characters. */
export function normalizeDocumentNumber(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN check character: a Luhn mod 36 over the first 14 characters (CBIC's published algorithm). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (const [i, character] of [...first14.slice(0, 14)].entries()) {
    const product = BASE36.indexOf(character) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36.charAt((36 - (sum % 36)) % 36);
}

// Verhoeff's dihedral-group check (UIDAI puts one in the 12th digit of every Aadhaar number).
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let check = 0;
  const reversed = [...digits].reverse();
  // Digits index the tables within their bounds; a cell outside them (-1) would fail the check.
  const cell = (table: number[][], row: number, column: number) => table[row]?.[column] ?? -1;
  for (const [i, digit] of reversed.entries()) check = cell(VERHOEFF_D, check, cell(VERHOEFF_P, i % 8, Number(digit)));
  return check === 0;
}

/** The normalised number when it is valid for its type, else null. */
export function validDocumentNumber(type: KycDocumentType, value: string): string | null {
  const number = normalizeDocumentNumber(value);
  if (!KYC_DOCUMENT_RULES[type].pattern.test(number)) return null;
  if (type === "gstin" && gstinCheckCharacter(number.slice(0, 14)) !== number[14]) return null;
  if (type === "aadhaar" && !verhoeffValid(number)) return null;
  return number;
}

/**
 * What may be shown of a number: its last 4 characters, the rest as X. An Aadhaar number is grouped the way it
 * is printed ("XXXX XXXX 1234"), which is also the only form in which it is stored.
 */
export function maskDocumentNumber(type: KycDocumentType, value: string): string {
  const number = normalizeDocumentNumber(value);
  const masked = "X".repeat(Math.max(0, number.length - 4)) + number.slice(-4);
  return type === "aadhaar" ? masked.replace(/(.{4})(?=.)/g, "$1 ") : masked;
}

/** Today in India (the marketplace serves Bengaluru only), as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A document is valid through its expiry date; it has expired from the next day on. */
export function isExpired(expiryDate: string, today: string = todayInIndia()): boolean {
  return expiryDate < today;
}

/** Checks an expiry date: required for documents that expire (FSSAI), optional for the others; never past. */
export function checkExpiryDate(
  type: KycDocumentType,
  expiryDate: string | null | undefined,
  today: string = todayInIndia(),
): { ok: true; expiryDate: string | null } | { ok: false; message: string } {
  const rule = KYC_DOCUMENT_RULES[type];
  const expiry = expiryDate?.trim() || null;
  if (!expiry) return rule.hasExpiry ? { ok: false, message: KYC_MESSAGES.expiryRequired(rule.label) } : { ok: true, expiryDate: null };
  if (!isIsoDate(expiry)) return { ok: false, message: KYC_MESSAGES.expiryInvalid };
  if (isExpired(expiry, today)) return { ok: false, message: KYC_MESSAGES.expired };
  return { ok: true, expiryDate: expiry };
}

/** Checks what a vendor enters for a document and returns the values to keep, or the message to show. */
export function checkDocumentInfo(
  type: KycDocumentType,
  documentNumber: string,
  expiryDate: string | null | undefined,
  today: string = todayInIndia(),
): { ok: true; number: string; expiryDate: string | null } | { ok: false; message: string } {
  const number = validDocumentNumber(type, documentNumber);
  if (!number) return { ok: false, message: KYC_DOCUMENT_RULES[type].invalidMessage };
  const expiry = checkExpiryDate(type, expiryDate, today);
  return expiry.ok ? { ok: true, number, expiryDate: expiry.expiryDate } : expiry;
}

/** The documents a vendor must upload before submitting, given the categories it sells in. */
export function requiredKycTypes(categories: readonly string[]): KycDocumentType[] {
  const sellsFood = categories.some((c) => FOOD_CATEGORIES.includes(c));
  return KYC_DOCUMENT_TYPES.filter((type) => {
    const { requirement } = KYC_DOCUMENT_RULES[type];
    return requirement === "always" || (requirement === "food" && sellsFood);
  });
}

/** Documents can be added, changed and removed before submission and after a rejection. */
export function canChangeKycDocuments(state: KycState): boolean {
  return state === "not_started" || state === "in_progress" || state === "rejected";
}

/** Why documents cannot be changed in a state, or null when they can. */
export function kycLockedMessage(state: KycState): string | null {
  if (canChangeKycDocuments(state)) return null;
  return state === "approved" ? KYC_MESSAGES.lockedApproved : KYC_MESSAGES.lockedWhileReviewed;
}

/**
 * The state after the documents changed: before the first submission it says whether any document is there;
 * after a rejection it stays rejected (with its reason in view) until the vendor submits again.
 */
export function kycStateAfterChange(state: KycState, documentCount: number): KycState {
  if (state === "rejected") return state;
  return documentCount > 0 ? "in_progress" : "not_started";
}
