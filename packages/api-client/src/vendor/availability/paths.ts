import { query } from "../../paths.ts";

/**
 * The vendor's calendar (docs/decisions/0056): its days, blocks and capacities, and its feed. Apart from
 * vendorApiPaths, so only the Calendar page carries them.
 */
export const availabilityApiPaths = {
  calendar: (range: { from?: string; days?: number } = {}) => `/api/vendor/availability${query({ from: range.from, days: range.days })}`,
  capacity: () => "/api/vendor/availability/capacity",
  offeringCapacity: (offeringId: string) => `/api/vendor/availability/offerings/${encodeURIComponent(offeringId)}/capacity`,
  blocks: () => "/api/vendor/availability/blocks",
  block: (id: string) => `/api/vendor/availability/blocks/${encodeURIComponent(id)}`,
  feed: () => "/api/vendor/availability/feed",
} as const;
