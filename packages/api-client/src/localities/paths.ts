/**
 * The paths of localities and serviceability (docs/decisions/0022), apart from apiPaths so the pages that do not ask
 * for them (every page's first script) do not carry them.
 */
export const localityPaths = {
  localities: (q: string) => `/api/localities?${new URLSearchParams({ q })}`,
  location: () => "/api/location",
  unserved: (locality: string) => `/api/public/localities/unserved?${new URLSearchParams({ locality })}`,
  serviceability: (offeringId: string, locality: string) => `/api/serviceability?${new URLSearchParams({ offeringId, locality })}`,
} as const;
