// spec: application §8 and catalogue §8 (the error catalogue). Every user-visible message lives here once.

export const MESSAGES = {
  otpGenerateFailed: "Failed to generate OTP",
  networkError: "Network error. Please try again.",
  otpVerifyFailed: "OTP verification failed",
  otpInvalid: "Invalid OTP. Please try again.",
  noActiveOtpSession: "No active OTP session",
  otpResendFailed: "Failed to resend OTP. Please try again.",
  logoutFailed: "Logout failed",
  otpIncomplete: "Please enter the complete 6-digit code",
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid mobile number",
  nameRequired: "Please enter your name",
  companyRequired: "Please enter your company name",
  emailInvalid: "Please enter a valid email address",
  waitlistSuccess: "Thanks! We'll notify you when we launch.",
  waitlistFailed: "Something went wrong. Please try again.",
  onboardingFailed: "An error occurred. Please try again.",
  profileSaveFailed: "Failed to update profile. Please try again.",
  profileImageFailed: "Failed to update image",
  bookingFailed: "Failed to submit booking. Please try again.",
  bookingThrown: "Something went wrong. Please try again later.",
  bookingSuccess: "Your booking has been placed! We will get back to you shortly.",
  collectionNotFound: "Collection not found",
  homeFetchFailed: "Failed to fetch home data",
  offeringDetailsNotFound: "Offering details not found",
  offeringSlugDetailsNotFound: "Offering slug details not found",
  emptyOfferings: "No Offerings found with applied Search/Filters.",
  noRedirectUrl: "No redirect URL provided",
  videoFailed: "Failed to load video",
  galleryFetchFailed: "Failed to fetch gallery data",
  galleryUpdateFailed: "Failed to update gallery",
  galleryRemoveFailed: "Failed to remove images",
  galleryCaptionsFailed: "Failed to update captions",
  galleryMainImageFailed: "Failed to set main image",
  galleryConfigFailed: "Failed to fetch gallery configuration",
  galleryPickerEmpty: "Please update Gallery to select images here",
  kycFetchFailed: "Failed to fetch KYC data",
  kycUpdateFailed: "Failed to update KYC",
  kycRemoveFailed: "Failed to remove documents",
  kycDocumentUpdateFailed: "Failed to update document information",
  kycConfigFailed: "Failed to fetch KYC configuration",
  kycSubmitFailed: "Failed to submit KYC for verification",
  kycStatusFailed: "Failed to check verification status",
  // messages for situations the spec leaves to us
  contactUnavailable: "Contact is not available for this vendor.",
  contactFailed: "We could not load the contact. Please try again.",
  notFoundRoute: "The requested resource was not found",
  internalError: "Something went wrong on our side. Please try again later.",
  serviceUnavailable: "The service is temporarily unavailable. Please try again shortly.",
  /** A client, user or phone number past a rate limit (429); the booking and waitlist forms show it as it is. */
  rateLimited: "Too many requests. Please try again later.",
} as const;

export const messageFor = {
  offeringNotFound: (slug: string) => `Offering not found: ${slug}`,
  contactNotFound: (vendor: string) => `Contact info not found: ${vendor}`,
  fieldRequired: (label: string) => `${label} is required`,
  unknownBookingFields: (names: readonly string[]) =>
    `${names.length === 1 ? "Unknown booking field" : "Unknown booking fields"}: ${names.join(", ")}`,
  tooManyBookingFields: (max: number) => `A booking can hold at most ${max} fields`,
  fieldPlaceholder: (label: string) => `Please enter your ${label}`,
  filesTooLarge: (fileNames: string[], maxBytes: number) =>
    `File(s) too large: ${fileNames.join(", ")}. Maximum size allowed is ${(maxBytes / 1024 / 1024).toFixed(1)}MB.`,
  bookingChat: (offering: string) => `Hi, I just booked ${offering}. I have some questions.`,
  multiSelected: (n: number) => `${n} selected`,
  pickerSelected: (n: number, max: number) => `${n} selected / ${max} max`,
} as const;

/**
 * What the API answers to requests only a client that ignores the forms can send (uploads, KYC, bookings). Kept
 * apart from MESSAGES so a page's script, which shows the server's errorMessage as it comes, never carries them.
 */
export const API_MESSAGES = {
  notBookable: "This offering cannot be booked online",
  idempotencyKeyReused: "This Idempotency-Key was already used for a different booking",
  callLeadsLimit: "You have viewed many vendor numbers today. Please try again tomorrow.",
  onboardFirst: "Please complete vendor onboarding first",
  // uploads (application §5)
  notMultipart: "Send the files as multipart/form-data",
  multipartUnreadable: "The upload could not be read: send it as multipart/form-data",
  tooManyFormFields: "The form has too many fields",
  noFileChosen: "Choose a file to upload",
  onlyImages: "Only images can be uploaded here",
  notADocument: "Documents must be JPEG, PNG or WebP images or PDF files",
  imageTooLarge: "The image is too large to process",
  imageUnreadable: "The image could not be read",
  kycInfoMismatch: "Send one documentsInfo entry for each document file, in the same order",
  kycOneDocumentPerType: "Send one document per type",
  kycNothingToAdd: "Choose at least one document to add",
  kycNothingToRemove: "Choose at least one document to remove",
  kycNothingToUpdate: "Choose documents to add or remove",
} as const;

export const apiMessageFor = {
  uploadTooManyFiles: (max: number) => `Upload at most ${max} files at a time`,
  kycTooManyFiles: (max: number) => `Send at most ${max} documents at once, one of each type`,
  fileTypeInvalid: (fileTypes: readonly string[]) => `fileType must be one of ${fileTypes.join(", ")}`,
  fieldsTooLong: (names: readonly string[]) => `These fields are too long: ${names.join(", ")}`,
  formFieldNotJson: (name: string) => `Invalid form: ${name} must be JSON`,
  /** A refused upload: why, then the names of the files refused. */
  filesRefused: (reason: string, fileNames: readonly string[]) => `${reason}: ${fileNames.join(", ")}`,
} as const;
