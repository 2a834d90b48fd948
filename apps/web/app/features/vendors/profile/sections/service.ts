import {
  serviceAreaSummary,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  VENDOR_PROFILE_MESSAGES as M,
  typedWholeNumber,
  wholeNumberProblem,
} from "@utsav/domain/client";
import { unknownLocalityProblem } from "../../../../shared/lib/localities";
import { collectErrors } from "../../ui/validation";
import type { SectionDefinition } from "./section-definition";

export interface ServiceValues {
  area: string;
  serviceAreas: string[];
  serviceRadiusKm: string;
  leadTimeDays: string;
}

/** Why a new service area cannot be added, or null: the list's own rules, checked as the vendor adds one. */
export function serviceAreaError(entry: string, areas: readonly string[]): string | null {
  const problem = textProblem(entry, LABEL.serviceArea, L.serviceArea);
  if (problem) return problem;
  if (areas.some((a) => a.toLowerCase() === entry.trim().toLowerCase())) return M.serviceAreaTwice;
  if (areas.length >= L.serviceAreas.max) return M.tooManyServiceAreas;
  return null;
}

/**
 * What shoppers will read before they choose a locality, from the form as it stands: "Serves within 8 km of HSR
 * Layout, and Whitefield" (the offering page's own sentence); null until the base and radius make one.
 */
export function serviceAreaPreview(v: Pick<ServiceValues, "area" | "serviceAreas" | "serviceRadiusKm">): string | null {
  const radiusKm = typedWholeNumber(v.serviceRadiusKm);
  if (textProblem(v.area, LABEL.area, L.area) || wholeNumberProblem(v.serviceRadiusKm, LABEL.serviceRadiusKm, L.serviceRadiusKm))
    return null;
  return serviceAreaSummary({ kind: "radius", baseLocality: v.area.trim(), radiusKm: radiusKm ?? 0, areas: v.serviceAreas });
}

export const serviceSection: SectionDefinition<"service", ServiceValues> = {
  fromData: (data, _profile, onboarding) => ({
    area: data?.area ?? onboarding?.area ?? "",
    serviceAreas: data?.serviceAreas ?? [],
    serviceRadiusKm: data ? String(data.serviceRadiusKm) : "",
    leadTimeDays: data ? String(data.leadTimeDays) : "",
  }),
  validate: (v) =>
    collectErrors({
      area: textProblem(v.area, LABEL.area, L.area),
      serviceAreas: v.serviceAreas.length >= L.serviceAreas.min ? null : M.serviceAreasRequired,
      serviceRadiusKm: wholeNumberProblem(v.serviceRadiusKm, LABEL.serviceRadiusKm, L.serviceRadiusKm),
      leadTimeDays: wholeNumberProblem(v.leadTimeDays, LABEL.leadTimeDays, L.leadTimeDays),
    }),
  // The base and each area must be localities of the gazetteer (docs/decisions/0036); the API says which are. An area
  // is added only by the gazetteer's name and was saved as the API's own, so only the base and the areas added since
  // the save are asked about: those added this visit are answered already (localities.ts remembers them), those added
  // offline, kept as typed, are asked now. One request, not one an area (up to 21). An area saved before 0036 that the
  // gazetteer does not know is refused by the API when sent, in the same words.
  verify: async (v, saved) => {
    const settled = new Set(saved?.serviceAreas);
    const added = v.serviceAreas.filter((area) => !settled.has(area));
    const [area, ...areas] = await Promise.all([v.area, ...added].map(unknownLocalityProblem));
    return collectErrors({ area: area ?? null, serviceAreas: areas.find(Boolean) ?? null });
  },
  payload: (v) => ({
    area: v.area.trim(),
    serviceAreas: v.serviceAreas,
    serviceRadiusKm: typedWholeNumber(v.serviceRadiusKm) ?? 0,
    leadTimeDays: typedWholeNumber(v.leadTimeDays) ?? 0,
  }),
};
