import {
  inCategoryOrder,
  isCategory,
  textProblem,
  VENDOR_PROFILE_LABELS as LABEL,
  VENDOR_PROFILE_LIMITS as L,
  vendorCategoriesProblem,
} from "@utsav/domain/client";
import type { Category, VendorOnboardInput } from "@utsav/domain";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";
import { collectErrors } from "../ui/validation";
import type { Errors } from "../ui/validation";

export interface OnboardingValues {
  businessName: string;
  contactName: string;
  /** The Business section's choice: one or more (docs/decisions/0038). */
  categories: Category[];
  area: string;
}
export type OnboardingField = keyof OnboardingValues;

export const EMPTY_ONBOARDING: OnboardingValues = { businessName: "", contactName: "", categories: [], area: "" };

export function validateOnboarding(values: OnboardingValues): Errors<OnboardingField> {
  return collectErrors({
    businessName: textProblem(values.businessName, LABEL.businessName, L.businessName),
    contactName: textProblem(values.contactName, LABEL.contactName, L.contactName),
    categories: vendorCategoriesProblem(values.categories),
    area: textProblem(values.area, LABEL.area, L.area),
  });
}

/** The values the onboarding form sent to its route's clientAction (JSON); categories it does not know are left out. */
export function onboardingValuesFrom(body: SubmittedBody): OnboardingValues {
  return {
    businessName: body.text("businessName"),
    contactName: body.text("contactName"),
    categories: body.list("categories").filter(isCategory),
    area: body.text("area"),
  };
}

/** What POST /vendor/profile/onboard receives: trimmed values; call only once validateOnboarding is empty. */
export function onboardingPayload(values: OnboardingValues): VendorOnboardInput {
  return {
    businessName: values.businessName.trim(),
    contactName: values.contactName.trim(),
    categories: inCategoryOrder(values.categories),
    area: values.area.trim(),
  };
}
