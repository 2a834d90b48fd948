import { VENDOR_PROFILE_LIMITS } from "./profile.ts";

// The words of the Service section's locality fields (docs/decisions/0036-named-service-areas.md): the base and the
// areas served are localities of the gazetteer, suggested as the vendor types.

export const SERVICE_AREA_COPY = {
  areaHint: "The locality your business works from, e.g. Indiranagar, or its pincode: choose it from the suggestions.",
  areasLabel: "Areas you serve",
  areasHint: `Localities you serve wherever they are, besides your radius, e.g. Whitefield: choose each from the suggestions. Up to ${VENDOR_PROFILE_LIMITS.serviceAreas.max}.`,
  addArea: "Add",
  addedAreas: "Added areas",
  /** Above the sentence the offering page shows before a shopper chooses a locality. */
  shoppersRead: "What shoppers read",
} as const;

export const serviceAreaCopyFor = {
  removeArea: (area: string) => `Remove ${area}`,
} as const;
