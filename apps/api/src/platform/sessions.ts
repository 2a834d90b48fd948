import type { UserType } from "@utsav/domain";
import { HttpError } from "./http/http-errors.ts";

// Who is asking: the session a request carries, and the errors of a request that has none or the wrong one. The
// accounts module signs people in and keeps the sessions; every module's routes read them through platform/auth.ts.

export const AUTH_MESSAGES = {
  resendTooSoon: "Please wait before requesting a new code",
  dailyLimit: "Too many codes requested for this number today. Please try again tomorrow.",
  tooManyAttempts: "Too many incorrect attempts. Please request a new code.",
  numberLocked: "Too many incorrect attempts on this number. Please try again tomorrow.",
  unauthenticated: "Please sign in to continue",
  forbidden: "This account cannot use this part of the marketplace",
} as const;

export class AuthError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    errorCode: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(statusCode, message, errorCode);
    this.name = "AuthError";
  }
}

export interface SessionInfo {
  sessionId: string;
  userId: string;
  userType: UserType;
}

/** Finds the live session of a token (the accounts module provides it: modules/accounts). */
export interface SessionLookup {
  session(token: string): Promise<SessionInfo | null>;
}
