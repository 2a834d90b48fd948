import { BENGALURU_LOCALITY_ROWS } from "./bengaluru-localities.ts";

// The Bengaluru locality gazetteer as the product reads it: lookup by name or pincode, suggestions as a consumer
// types, and the straight-line distance between two places. Browser-safe; the web app still asks the API for
// suggestions, so the list is not in any page's script (docs/decisions/0022).

export interface Locality {
  name: string;
  /** Six-digit India Post pincodes; the first is the one its post office carries. */
  pincodes: readonly string[];
  lat: number;
  lon: number;
  /** Other spellings people type ('Krishnarajapuram' for KR Puram). */
  aliases: readonly string[];
}

export interface GeoPoint {
  lat: number;
  lon: number;
}

export const BENGALURU_LOCALITIES: readonly Locality[] = BENGALURU_LOCALITY_ROWS.map(([name, pincodes, lat, lon, aliases]) => ({
  name,
  pincodes,
  lat,
  lon,
  aliases: aliases ?? [],
}));

/** The box every locality lies in: from Anekal in the south to Doddaballapur in the north, Bidadi to Hoskote. */
export const BENGALURU_BOUNDS = { south: 12.6, north: 13.35, west: 77.3, east: 77.9 } as const;

export const PINCODE_PATTERN = /^5[6-9]\d{4}$/;

/** Lower case, letters and digits only: 'K.R. Puram', 'KR Puram' and 'kr-puram' are one key. */
export function localityKey(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

const byKey = new Map<string, Locality>();
const byPincode = new Map<string, Locality[]>();
for (const locality of BENGALURU_LOCALITIES) {
  for (const name of [locality.name, ...locality.aliases]) byKey.set(localityKey(name), locality);
  for (const pincode of locality.pincodes) byPincode.set(pincode, [...(byPincode.get(pincode) ?? []), locality]);
}

/** The locality of that name or other spelling, whatever its case, spaces and dots; null when unknown. */
export function localityByName(name: string): Locality | null {
  return byKey.get(localityKey(name)) ?? null;
}

/** Every locality a pincode serves, the one whose post office carries it first. */
export function localitiesByPincode(pincode: string): readonly Locality[] {
  return byPincode.get(pincode.trim()) ?? [];
}

/** A name, another spelling or a pincode, as a consumer types it: the locality it names, or null. */
export function findLocality(text: string): Locality | null {
  const trimmed = text.trim();
  if (PINCODE_PATTERN.test(trimmed)) return localitiesByPincode(trimmed)[0] ?? null;
  return localityByName(trimmed);
}

/**
 * Suggestions for what a consumer has typed: the start of a pincode lists the localities of every pincode that
 * begins so; a name matches at the start of the name or of one of its words first, then anywhere.
 */
export function suggestLocalities(query: string, limit = 8): Locality[] {
  const text = query.trim();
  if (/^\d{1,6}$/.test(text)) {
    return BENGALURU_LOCALITIES.filter((l) => l.pincodes.some((p) => p.startsWith(text)))
      .sort((a, b) => firstPincodeMatch(a, text).localeCompare(firstPincodeMatch(b, text)) || a.name.localeCompare(b.name))
      .slice(0, limit);
  }
  const key = localityKey(text);
  if (!key) return [];
  const rank = (l: Locality): number => {
    const names = [l.name, ...l.aliases];
    if (names.some((n) => localityKey(n) === key)) return 0;
    if (names.some((n) => localityKey(n).startsWith(key))) return 1;
    if (
      names.some((n) =>
        n
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .some((word) => word.startsWith(key)),
      )
    )
      return 2;
    if (names.some((n) => localityKey(n).includes(key))) return 3;
    return 4;
  };
  return BENGALURU_LOCALITIES.map((l) => ({ l, r: rank(l) }))
    .filter(({ r }) => r < 4)
    .sort((a, b) => a.r - b.r || a.l.name.localeCompare(b.l.name))
    .slice(0, limit)
    .map(({ l }) => l);
}

function firstPincodeMatch(locality: Locality, prefix: string): string {
  return locality.pincodes.find((p) => p.startsWith(prefix)) ?? "";
}

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;
const NAMED = BENGALURU_LOCALITIES.flatMap((locality) =>
  [locality.name, ...locality.aliases].map((name) => ({ words: words(name), locality })),
)
  .filter(({ words }) => words.trim().length > 2)
  .sort((a, b) => b.words.length - a.words.length);

/**
 * The locality an address names: its pincode where it has one, else the longest locality name it contains as
 * whole words ('Kengeri Satellite Town' before 'Kengeri'); null when it names none.
 */
export function localityInAddress(address: string): Locality | null {
  const pincode = /(?:^|\D)(5[6-9]\d{4})(?:\D|$)/.exec(address.replace(/(\d{3})\s(\d{3})/g, "$1$2"))?.[1];
  const byPin = pincode ? localitiesByPincode(pincode)[0] : undefined;
  if (byPin) return byPin;
  const text = words(address);
  return NAMED.find((named) => text.includes(named.words))?.locality ?? null;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres (the haversine formula, on the IUGG mean Earth radius). */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
