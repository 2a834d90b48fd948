import { VENDOR_PROFILE_LIMITS as L } from "@utsav/domain/client";
import { collectErrors, textError, wholeNumberError } from "../../ui/validation";
import type { SectionDefinition } from "./section-definition";

export interface ServiceValues {
  area: string;
  serviceAreas: string[];
  serviceRadiusKm: string;
  leadTimeDays: string;
}

/** Why a new service area cannot be added, or null: the list's own rules, checked as the vendor adds one. */
export function serviceAreaError(entry: string, areas: readonly string[]): string | null {
  const problem = textError(entry, "Service area", L.serviceArea);
  if (problem) return problem;
  if (areas.some((a) => a.toLowerCase() === entry.trim().toLowerCase())) return "Each service area can be added once";
  if (areas.length >= L.serviceAreas.max) return `Add at most ${L.serviceAreas.max} service areas`;
  return null;
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
      area: textError(v.area, "Area", L.area),
      serviceAreas: v.serviceAreas.length >= L.serviceAreas.min ? null : "Add at least one area you serve",
      serviceRadiusKm: wholeNumberError(v.serviceRadiusKm, "Service radius (km)", L.serviceRadiusKm),
      leadTimeDays: wholeNumberError(v.leadTimeDays, "Lead time (days)", L.leadTimeDays),
    }),
  payload: (v) => ({
    area: v.area.trim(),
    serviceAreas: v.serviceAreas,
    serviceRadiusKm: Number(v.serviceRadiusKm.trim()),
    leadTimeDays: Number(v.leadTimeDays.trim()),
  }),
};
