// This module's part of the words every screen and answer shares: MESSAGES, messageFor, API_MESSAGES, apiMessageFor,
// COPY and copyFor (shared/messages.ts and shared/copy.ts put the parts together). Not exported by the module's
// index: the apps read each of them as one object.

export const messages = {
  otpGenerateFailed: "Failed to generate OTP",
  otpVerifyFailed: "OTP verification failed",
  otpInvalid: "Invalid OTP. Please try again.",
  noActiveOtpSession: "No active OTP session",
  otpResendFailed: "Failed to resend OTP. Please try again.",
  logoutFailed: "Logout failed",
  otpIncomplete: "Please enter the complete 6-digit code",
  nameRequired: "Please enter your name",
  companyRequired: "Please enter your company name",
  onboardingFailed: "An error occurred. Please try again.",
  profileSaveFailed: "Failed to update profile. Please try again.",
  profileImageFailed: "Failed to update image",
  profileLoadFailed: "We could not load your profile. Please try again.",
} as const;
