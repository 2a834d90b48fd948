// vendors: its part of API_MESSAGES and apiMessageFor (shared/messages.ts); kept apart from its MESSAGES so each object is loaded only where it is used.

export const apiMessages = {
  onboardFirst: "Please complete vendor onboarding first",
  notADocument: "Documents must be JPEG, PNG or WebP images or PDF files",
  kycInfoMismatch: "Send one documentsInfo entry for each document file, in the same order",
  kycOneDocumentPerType: "Send one document per type",
  kycNothingToAdd: "Choose at least one document to add",
  kycNothingToRemove: "Choose at least one document to remove",
  kycNothingToUpdate: "Choose documents to add or remove",
} as const;

export const apiMessageFor = {
  kycTooManyFiles: (max: number) => `Send at most ${max} documents at once, one of each type`,
} as const;
