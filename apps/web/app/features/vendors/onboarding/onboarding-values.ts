import { CATEGORIES, textProblem, VENDOR_PROFILE_LABELS as LABEL, VENDOR_PROFILE_LIMITS as L } from "@utsav/domain/client";
import type { Category, VendorOnboardInput } from "@utsav/domain";
import { collectErrors } from "../ui/validation";
import type { Errors } from "../ui/validation";

export interface OnboardingValues {
  businessName: string;
  contactName: string;
  category: Category | "";
  area: string;
}
export type OnboardingField = keyof OnboardingValues;

export const EMPTY_ONBOARDING: OnboardingValues = { businessName: "", contactName: "", category: "", area: "" };

export function validateOnboarding(values: OnboardingValues): Errors<OnboardingField> {
  return collectErrors({
    businessName: textProblem(values.businessName, LABEL.businessName, L.businessName),
    contactName: textProblem(values.contactName, LABEL.contactName, L.contactName),
    category: (CATEGORIES as readonly string[]).includes(values.category) ? null : "Choose what you sell",
    area: textProblem(values.area, LABEL.area, L.area),
  });
}

/** What POST /vendor/profile/onboard receives: trimmed values; call only once validateOnboarding is empty. */
export function onboardingPayload(values: OnboardingValues): VendorOnboardInput {
  return {
    businessName: values.businessName.trim(),
    contactName: values.contactName.trim(),
    category: values.category as Category,
    area: values.area.trim(),
  };
}
