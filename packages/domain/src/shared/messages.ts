import { messages as accountsMessages } from "../accounts/words.ts";
import { apiMessages as bookingsApiMessages } from "../bookings/api-words.ts";
import { messageFor as bookingsMessageFor, messages as bookingsMessages } from "../bookings/words.ts";
import { messageFor as catalogueMessageFor, messages as catalogueMessages } from "../catalogue/words.ts";
import { apiMessages as leadsApiMessages } from "../leads/api-words.ts";
import { messageFor as leadsMessageFor, messages as leadsMessages } from "../leads/words.ts";
import { messages as searchMessages } from "../search/words.ts";
import { apiMessageFor as uploadsApiMessageFor, apiMessages as uploadsApiMessages } from "../uploads/api-words.ts";
import { apiMessageFor as vendorsApiMessageFor, apiMessages as vendorsApiMessages } from "../vendors/api-words.ts";
import { messageFor as vendorsMessageFor, messages as vendorsMessages } from "../vendors/words.ts";
import { messages as waitlistMessages } from "../waitlist/words.ts";

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
  ...accountsMessages,
  ...waitlistMessages,
  ...bookingsMessages,
  ...catalogueMessages,
  ...searchMessages,
  ...vendorsMessages,
  ...leadsMessages,
} as const;

export const messageFor = {
  fieldRequired: (label: string) => `${label} is required`,
  filesTooLarge: (fileNames: string[], maxBytes: number) =>
    `File(s) too large: ${fileNames.join(", ")}. Maximum size allowed is ${(maxBytes / 1024 / 1024).toFixed(1)}MB.`,
  multiSelected: (n: number) => `${n} selected`,
  ...catalogueMessageFor,
  ...leadsMessageFor,
  ...bookingsMessageFor,
  ...vendorsMessageFor,
} as const;

/**
 * What the API answers to requests only a client that ignores the forms can send (uploads, KYC, bookings). Kept
 * apart from MESSAGES so a page's script, which shows the server's errorMessage as it comes, never carries them.
 */
export const API_MESSAGES = {
  ...bookingsApiMessages,
  ...leadsApiMessages,
  ...vendorsApiMessages,
  ...uploadsApiMessages,
} as const;

export const apiMessageFor = {
  ...uploadsApiMessageFor,
  ...vendorsApiMessageFor,
} as const;
