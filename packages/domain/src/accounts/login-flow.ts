import { MESSAGES } from "../shared/messages.ts";
import { isValidPhoneEntry } from "../shared/phone-entry.ts";
import type { UserType } from "./schemas.ts";

// spec: application §4 "Login flow" and "Session".

export type LoginStep = "login" | "otp" | "onboarding" | "authenticated";

export interface LoginFlowState {
  step: LoginStep;
  /** What the user typed, kept so 'Change number' shows it again ("phone kept"). */
  phoneEntry: string;
  /** The number the code was sent to, as the server answered it ('+919876543210'); the active OTP session. */
  phoneNumber: string | null;
  userId: string | null;
  isNewUser: boolean;
}

export type LoginFlowEvent =
  | { type: "codeSent"; phoneEntry: string; phoneNumber: string }
  | { type: "changeNumber" }
  | { type: "verified"; userId: string; isNewUser: boolean; userType?: UserType }
  | { type: "onboarded" };

/** An already-authenticated user starts at authenticated. */
export function initialLoginFlow(isAuthenticated = false): LoginFlowState {
  return { step: isAuthenticated ? "authenticated" : "login", phoneEntry: "", phoneNumber: null, userId: null, isNewUser: false };
}

/** The transitions of application §4; an event that does not fit the current step leaves the state as it is. */
export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  switch (event.type) {
    case "codeSent":
      return state.step === "login" ? { ...state, step: "otp", phoneEntry: event.phoneEntry, phoneNumber: event.phoneNumber } : state;
    case "changeNumber":
      return state.step === "otp" ? { ...state, step: "login", phoneNumber: null } : state;
    case "verified": {
      if (state.step !== "otp") return state;
      // A new vendor onboards their business at /vendor/onboarding, not with the consumer form (docs/decisions/0009).
      const onboardHere = event.isNewUser && event.userType !== "vendor";
      return { ...state, step: onboardHere ? "onboarding" : "authenticated", userId: event.userId, isNewUser: event.isNewUser };
    }
    case "onboarded":
      return state.step === "onboarding" ? { ...state, step: "authenticated" } : state;
  }
}

/** spec: application §5 phone entry; null when the entry may be sent. */
export function phoneEntryError(entry: string): string | null {
  if (entry.trim() === "") return MESSAGES.phoneRequired;
  if (!isValidPhoneEntry(entry)) return MESSAGES.phoneInvalid;
  return null;
}
