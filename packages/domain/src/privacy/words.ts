import { ACCOUNT_DELETION_WORD, REGISTRATION_RETENTION_DAYS } from "./constants.ts";

// The words of downloading one's data and deleting one's account (docs/decisions/0031): the API's answers and the
// screens' copy, for the app and the web alike. The spec has none; they follow its voice.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const PRIVACY_MESSAGES = {
  confirmationRequired: `Type ${ACCOUNT_DELETION_WORD} to confirm that your account should be deleted.`,
  exportFailed: "We could not prepare your data. Please try again.",
  /** Why a deleted business is off the storefront (the operators' console shows it as the pause's reason). */
  businessDeleted: "The business deleted its account",
  deleteFailed: "We could not delete your account. Please try again.",
} as const;

/** What a person who cannot delete their account yet must end first, counted (the 409's message). */
export interface OpenWork {
  /** Bookings received, or confirmed for a date still to come (or with no date). */
  bookings: number;
  /** A vendor's requests (briefs) still waiting for its answer. */
  requests: number;
  /** A vendor's quotes a consumer may still accept. */
  quotes: number;
}

export const privacyMessageFor = {
  /** Why the account cannot be deleted yet, and what to do, naming each kind of open work. */
  openWork(userType: "consumer" | "vendor", open: OpenWork): string {
    if (userType === "consumer") {
      return `Your account cannot be deleted while you have open bookings: ${plural(open.bookings, "booking is", "bookings are")} received or confirmed for a date still to come. Cancel them, or wait until their date has passed, then try again.`;
    }
    const parts = [
      open.bookings > 0 ? `${plural(open.bookings, "booking", "bookings")} received or confirmed for a date still to come` : null,
      open.requests > 0 ? `${plural(open.requests, "request", "requests")} waiting for your answer` : null,
      open.quotes > 0 ? `${plural(open.quotes, "quote", "quotes")} a customer may still accept` : null,
    ].filter((part): part is string => part !== null);
    return `Your account cannot be deleted while work is open: ${parts.join(", ")}. Complete, cancel or decline the bookings, and decline the requests and quotes (declining withdraws a quote), then try again.`;
  },
} as const;

/** One kind of data that outlives a deleted account (the deletion's answer lists them). */
export interface KeptAfterDeletion {
  what: string;
  why: string;
  /** The day (YYYY-MM-DD, in India) it is erased; null: nothing personal is left in it, so it has no end. */
  until: string | null;
}

const REGISTRATION_RULE = `the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021, rule 3(1)(h), ask a marketplace to keep what a user gave to register for ${REGISTRATION_RETENTION_DAYS} days after the account is closed`;
const AUDIT_REASON =
  "It is the security record of what our team did with people's data, and nobody may change it (OWASP ASVS 5.0 V16.4.2); it names accounts by their id, not by who they are";

/** What a deletion keeps, why, and until when: the deletion's answer and the screens say the same. */
export function keptAfterDeletion(userType: "consumer" | "vendor", registrationUntil: string): KeptAfterDeletion[] {
  if (userType === "consumer") {
    return [
      {
        what: "Your bookings, without your name, phone number, address, e-mail or notes",
        why: "They are the vendor's record of its work; what remains names no one",
        until: null,
      },
      {
        what: "The stars and words of your reviews, without your name or photos",
        why: "They are part of the vendor's public rating; what remains names no one",
        until: null,
      },
      {
        what: "Your phone number, name, e-mail and company as you registered them, sealed",
        why: REGISTRATION_RULE,
        until: registrationUntil,
      },
      { what: "Our audit log", why: AUDIT_REASON, until: null },
    ];
  }
  return [
    { what: "Bookings customers made with your business", why: "They are your customers' records of what they booked", until: null },
    {
      what: "Your identity documents, encrypted, and your phone number, name, e-mail and business name as you registered them, sealed",
      why: REGISTRATION_RULE,
      until: registrationUntil,
    },
    { what: "Your business's terms (advance, refunds, area)", why: "Customers' bookings show the terms they booked under", until: null },
    { what: "Our audit log", why: AUDIT_REASON, until: null },
  ];
}

/** What a deleted business is called where customers' records still name it (its name must stay unique). */
export function deletedBusinessName(vendorId: string): string {
  return `Deleted business ${vendorId}`;
}

/** The screens' words: the profile's "Your data" section and the question before deleting. */
export const PRIVACY_COPY = {
  sectionTitle: "Your data",
  sectionLead: "Download a copy of everything Utsav holds about you, or delete your account.",
  downloadData: "Download my data",
  downloadHint: "Prepares a file with your profile, bookings, requests, calls and sign-ins",
  /** The share sheet's title and subject: the file's name goes with it. */
  downloadTitle: "My Utsav data",
  deleteAccount: "Delete my account",
  deleteHint: "Asks once more before anything is deleted",
  deleteTitle: "Delete your account?",
  deleteLead: "This cannot be undone. You are signed out on every device.",
  removedTitle: "Removed now",
  removed: [
    "Your name, phone number, e-mail, company and profile picture",
    "Your requests for proposals and their photos, and the numbers you asked vendors for",
    "Your names, numbers, addresses and notes on your bookings",
    "The messages we sent you, and your place on the waitlist",
  ],
  vendorRemoved: [
    "Your business on the storefront: its offerings come off at once",
    "Your profile sections, gallery pictures and the review decisions about your business",
    "Your name, phone number and e-mail, and the messages we sent you",
  ],
  keptTitle: "Kept, and why",
  confirmLabel: `Type ${ACCOUNT_DELETION_WORD} to confirm`,
  confirmDelete: "Delete permanently",
  keepAccount: "Keep my account",
  deletedTitle: "Account deleted",
  deleted: "Your account has been deleted and you are signed out. Thank you for using Utsav.",
  /** What a booking shows where its consumer's answer was, once the consumer's account is deleted. */
  erasedAnswer: "Removed at the customer's request",
} as const;

export const privacyCopyFor = {
  /** When what a deletion keeps is erased, as the question before deleting says it. */
  erasedOn: (day: string) => `Erased on ${day}`,
} as const;
