import type { ServiceArea } from "./service-areas.ts";

/** How many named areas the summary names before it counts the rest. */
export const NAMED_AREAS_SHOWN = 2;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** "Whitefield, Marathahalli", or "Whitefield, Marathahalli and 3 more areas". */
function namedAreasPhrase(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_AREAS_SHOWN).join(", ");
  const more = names.length - NAMED_AREAS_SHOWN;
  return more > 0 ? `${shown} and ${more} more ${more === 1 ? "area" : "areas"}` : shown;
}

/**
 * Where a vendor serves, said before any locality is chosen: "Serves within 8 km of HSR Layout, and Whitefield,
 * Marathahalli". The base itself is not named twice. Reads no gazetteer, so the vendor's form can show it as they type.
 */
export function serviceAreaSummary(area: ServiceArea): string {
  if (area.kind === "india") return "Delivers across India";
  const within =
    area.kind === "city" ? "Serves within Bengaluru's city limits" : `Serves within ${area.radiusKm} km of ${area.baseLocality}`;
  const base = area.kind === "radius" ? area.baseLocality : null;
  const named = (area.areas ?? []).filter(
    (name, i, all) => (!base || !sameName(name, base)) && all.findIndex((n) => sameName(n, name)) === i,
  );
  return named.length > 0 ? `${within}, and ${namedAreasPhrase(named)}` : within;
}
