// This module's part of the words every screen and answer shares: MESSAGES, messageFor, API_MESSAGES, apiMessageFor,
// COPY and copyFor (shared/messages.ts and shared/copy.ts put the parts together). Not exported by the module's
// index: the apps read each of them as one object.

export const messages = {
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
} as const;

export const messageFor = {
  pickerSelected: (n: number, max: number) => `${n} selected / ${max} max`,
} as const;
