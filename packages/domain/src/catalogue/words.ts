// This module's part of the words every screen and answer shares: MESSAGES, messageFor, API_MESSAGES, apiMessageFor,
// COPY and copyFor (shared/messages.ts and shared/copy.ts put the parts together). Not exported by the module's
// index: the apps read each of them as one object.

export const messages = {
  collectionNotFound: "Collection not found",
  homeFetchFailed: "Failed to fetch home data",
  offeringDetailsNotFound: "Offering details not found",
  offeringSlugDetailsNotFound: "Offering slug details not found",
  emptyOfferings: "No Offerings found with applied Search/Filters.",
  noRedirectUrl: "No redirect URL provided",
  videoFailed: "Failed to load video",
} as const;

export const messageFor = {
  offeringNotFound: (slug: string) => `Offering not found: ${slug}`,
} as const;
