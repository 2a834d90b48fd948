import type { OfferingAvailability } from "@utsav/domain";
import { send } from "../core/envelope.ts";
import type { ApiTransport, CallOptions } from "../core/transport.ts";
import { query } from "../paths.ts";

/**
 * The path of the days an offering's date picker greys out (docs/decisions/0056). Apart from apiPaths, which every
 * storefront page's first script carries: only the booking form, loaded with its own chunk, asks it.
 */
export const offeringAvailabilityPath = (offeringId: string, range: { from?: string; to?: string } = {}) =>
  `/api/public/offerings/${encodeURIComponent(offeringId)}/availability${query({ from: range.from, to: range.to })}`;

/**
 * GET /api/public/offerings/{id}/availability?from&to (no sign-in): the days a date picker greys out, blocked or full,
 * and the first free day (docs/decisions/0056). At most 400 days at once.
 */
export function getOfferingAvailability(
  api: ApiTransport,
  offeringId: string,
  range: { from?: string; to?: string } = {},
  { signal }: CallOptions = {},
) {
  return send<OfferingAvailability>(api, { method: "GET", path: offeringAvailabilityPath(offeringId, range), signal });
}
