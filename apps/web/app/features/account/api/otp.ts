import { TIMEOUTS_MS } from "@utsav/domain/client";
import type { UserType } from "@utsav/domain";
import { apiPaths } from "../../../lib/paths";
import { sendEnvelope } from "../../../lib/api-client";

export interface OtpSent {
  /** The number as the server keeps it, e.g. '+919876543210'. */
  phoneNumber: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

export interface OtpVerified {
  userId: string;
  isNewUser: boolean;
}

/** POST /api/auth/{userType}/otp/generate: sends a code by SMS. `phoneNumber` is already stripped (stripPhoneEntry). */
export function generateOtp(userType: UserType, phoneNumber: string) {
  return sendEnvelope<OtpSent>(apiPaths.otpGenerate(userType), { method: "POST", body: { phoneNumber }, timeoutMs: TIMEOUTS_MS.otpGenerate });
}

/** POST /api/auth/{userType}/otp/verify: on success the server sets the session cookie. */
export function verifyOtp(userType: UserType, phoneNumber: string, otp: string) {
  return sendEnvelope<OtpVerified>(apiPaths.otpVerify(userType), { method: "POST", body: { phoneNumber, otp }, timeoutMs: TIMEOUTS_MS.otpVerify });
}
