import * as accounts from "../accounts/words.ts";
import * as bookings from "../bookings/words.ts";
import * as catalogue from "../catalogue/words.ts";
import * as leads from "../leads/words.ts";
import * as search from "../search/words.ts";
import * as uploads from "../uploads/words.ts";
import * as vendors from "../vendors/words.ts";
import * as waitlist from "../waitlist/words.ts";

// spec: application §8 and catalogue §8 (the error catalogue). Every user-visible message is written once: here what
// every module uses, in a module's words.ts what is its own; each catalogue is one object, as the apps read it.

export const MESSAGES = {
  networkError: "Network error. Please try again.",
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid mobile number",
  emailInvalid: "Please enter a valid email address",
  // messages for situations the spec leaves to us
  notFoundRoute: "The requested resource was not found",
  internalError: "Something went wrong on our side. Please try again later.",
  serviceUnavailable: "The service is temporarily unavailable. Please try again shortly.",
  /** A client, user or phone number past a rate limit (429); the booking and waitlist forms show it as it is. */
  rateLimited: "Too many requests. Please try again later.",
  ...accounts.messages,
  ...waitlist.messages,
  ...bookings.messages,
  ...catalogue.messages,
  ...search.messages,
  ...vendors.messages,
  ...leads.messages,
} as const;

export const messageFor = {
  fieldRequired: (label: string) => `${label} is required`,
  filesTooLarge: (fileNames: string[], maxBytes: number) =>
    `File(s) too large: ${fileNames.join(", ")}. Maximum size allowed is ${(maxBytes / 1024 / 1024).toFixed(1)}MB.`,
  multiSelected: (n: number) => `${n} selected`,
  ...catalogue.messageFor,
  ...leads.messageFor,
  ...bookings.messageFor,
  ...vendors.messageFor,
} as const;

/**
 * What the API answers to requests only a client that ignores the forms can send (uploads, KYC, bookings). Kept
 * apart from MESSAGES so a page's script, which shows the server's errorMessage as it comes, never carries them.
 */
export const API_MESSAGES = {
  ...bookings.apiMessages,
  ...leads.apiMessages,
  ...vendors.apiMessages,
  ...uploads.apiMessages,
} as const;

export const apiMessageFor = {
  ...uploads.apiMessageFor,
  ...vendors.apiMessageFor,
} as const;
