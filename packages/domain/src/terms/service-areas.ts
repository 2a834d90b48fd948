import { haversineKm, localityByName, localityKey } from "./localities.ts";
import type { GeoPoint } from "./localities.ts";

// Where a vendor serves (spec: catalogue §9 "service radii"): a radius of its base, the city limits or everywhere, and
// the localities it names besides (docs/decisions/0022, docs/decisions/0036-named-service-areas.md). serviceabilityOf
// is the one rule every reader asks: the offering page, cards and lists, search, brief matching and the booking check.

/**
 * Where a vendor serves: within a radius of its base, within the city limits ("Bangalore only"), or everywhere. A
 * radius or the city limits may add the localities the vendor names (`areas`, the gazetteer's names): it serves those
 * wherever they are (docs/decisions/0036-named-service-areas.md).
 */
export type ServiceArea =
  | { kind: "radius"; baseLocality: string; radiusKm: number; areas?: readonly string[] }
  | { kind: "city"; areas?: readonly string[] }
  | { kind: "india"; baseLocality: string | null };

/** A place a vendor may serve: a point, and the gazetteer's name where it is a locality (named areas match it). */
export type PlaceToServe = GeoPoint & { name?: string };

/** "Bangalore only" means the city limits: this far from the city centre (docs/decisions/0022). */
export const CITY_LIMITS = { name: "Bengaluru city centre", lat: 12.9716, lon: 77.5946, radiusKm: 25 } as const;

export interface Serviceability {
  serves: boolean;
  /** From the vendor's base to the locality, rounded to a tenth of a kilometre; null when the base is unknown. */
  distanceKm: number | null;
  baseLocality: string | null;
  /** null when the vendor serves everywhere (Pan India). */
  radiusKm: number | null;
}

const round1 = (km: number) => Math.round(km * 10) / 10;

function basePoint(area: ServiceArea): (GeoPoint & { name: string }) | null {
  if (area.kind === "city") return CITY_LIMITS;
  const base = area.baseLocality ? localityByName(area.baseLocality) : null;
  return base ? { name: base.name, lat: base.lat, lon: base.lon } : null;
}

/** Whether the place is one of the localities the vendor names, whatever their distance. */
function isNamedArea(area: ServiceArea, place: PlaceToServe): boolean {
  if (area.kind === "india" || !area.areas || place.name === undefined) return false;
  const key = localityKey(place.name);
  return area.areas.some((name) => localityKey(name) === key);
}

/**
 * Whether a vendor serves a locality: inside its radius (or the city limits), or one of the localities it names. A
 * radius whose base is not in the gazetteer is taken as the city limits, since every vendor here works in Bengaluru.
 * The one rule for the offering page, cards and lists, search, brief matching and the booking check.
 */
export function serviceabilityOf(area: ServiceArea, locality: PlaceToServe): Serviceability {
  const base = basePoint(area);
  if (area.kind === "india") {
    return {
      serves: true,
      distanceKm: base ? round1(haversineKm(base, locality)) : null,
      baseLocality: base?.name ?? null,
      radiusKm: null,
    };
  }
  const centre = base ?? CITY_LIMITS;
  const radiusKm = area.kind === "radius" && base ? area.radiusKm : CITY_LIMITS.radiusKm;
  const distanceKm = round1(haversineKm(centre, locality));
  return { serves: distanceKm <= radiusKm || isNamedArea(area, locality), distanceKm, baseLocality: centre.name, radiusKm };
}

/** The offering page's line: "Serves {locality}", or "Doesn't serve {locality}: {x} km away, serves within {r} km of {base}". */
export function serviceabilityLine(locality: string, s: Serviceability): string {
  if (s.serves) return `Serves ${locality}`;
  return `Doesn't serve ${locality}: ${Math.round(s.distanceKm ?? 0)} km away, serves within ${s.radiusKm} km of ${s.baseLocality}`;
}

// The summary reads no gazetteer: it has its own file so that a screen showing it does not load one (docs/decisions/0067).
export { NAMED_AREAS_SHOWN, serviceAreaSummary } from "./service-area-summary.ts";
