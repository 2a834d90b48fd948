import { generateOtp as generateOtpCall } from "@utsav/api-client/auth/generate-otp";
import { verifyOtp as verifyOtpCall } from "@utsav/api-client/auth/verify-otp";
import type { ResultData } from "@utsav/api-client/core/envelope";
import type { UserType } from "@utsav/domain";
import { browserApi } from "../../../lib/api-client";

/** The code was sent: the number as the server keeps it ('+919876543210'), the resend wait and the expiry. */
export type OtpSent = ResultData<typeof generateOtpCall>;

export type OtpVerified = ResultData<typeof verifyOtpCall>;

/** POST /api/auth/{userType}/otp/generate: sends a code by SMS. `phoneNumber` is already stripped (stripPhoneEntry). */
export const generateOtp = (userType: UserType, phoneNumber: string) => generateOtpCall(browserApi, userType, { phoneNumber });

/** POST /api/auth/{userType}/otp/verify: on success the server sets the session cookie. */
export const verifyOtp = (userType: UserType, phoneNumber: string, otp: string) =>
  verifyOtpCall(browserApi, userType, { phoneNumber, otp });
