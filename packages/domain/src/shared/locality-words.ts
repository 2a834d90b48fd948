import { CITY } from "./constants.ts";

// The locality picker's words. Their own file: the site header shows the picker on every page, so its words travel in
// every page's first script, apart from the rest of the copy.
/** The location popup's locality field (docs/decisions/0022): a name or a pincode, then one of the localities found. */
export const LOCALITY_COPY = {
  label: "Your locality",
  placeholder: "Type a locality or pincode",
  list: "Localities",
  noMatchHint: `Check the spelling, or type the 6-digit pincode. We serve ${CITY} only for now.`,
  saveFailed: "We could not keep your locality. Please try again.",
} as const;

export const localityCopyFor = {
  noMatch: (typed: string) => `No locality matches “${typed}”`,
  forget: (locality: string) => `Forget ${locality}`,
} as const;
