import { CATEGORIES, textProblem, VENDOR_PROFILE_LABELS as LABEL, VENDOR_PROFILE_LIMITS as L } from "@utsav/domain/client";
import type { Category, VendorOnboardInput } from "@utsav/domain";
import type { SubmittedBody } from "../../../shared/lib/forms/json-action";
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

const isCategory = (value: string): value is Category => (CATEGORIES as readonly string[]).includes(value);

export function validateOnboarding(values: OnboardingValues): Errors<OnboardingField> {
  return collectErrors({
    businessName: textProblem(values.businessName, LABEL.businessName, L.businessName),
    contactName: textProblem(values.contactName, LABEL.contactName, L.contactName),
    category: isCategory(values.category) ? null : "Choose what you sell",
    area: textProblem(values.area, LABEL.area, L.area),
  });
}

/** The values the onboarding form sent to its route's clientAction (JSON); a category it does not know reads as none. */
export function onboardingValuesFrom(body: SubmittedBody): OnboardingValues {
  const category = body.text("category");
  return {
    businessName: body.text("businessName"),
    contactName: body.text("contactName"),
    category: isCategory(category) ? category : "",
    area: body.text("area"),
  };
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
