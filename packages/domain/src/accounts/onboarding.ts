import { MESSAGES } from "../shared/messages.ts";

// spec: application §5 "Onboarding: name required; company required if corporate is ticked; values trimmed;
// errors clear while typing".

export interface OnboardingValues {
  fullName: string;
  isCorporate: boolean;
  companyName: string;
}

export type OnboardingField = "fullName" | "companyName";
export type OnboardingErrors = Partial<Record<OnboardingField, string>>;

export const EMPTY_ONBOARDING: OnboardingValues = { fullName: "", isCorporate: false, companyName: "" };

export function validateOnboarding(values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {};
  if (values.fullName.trim() === "") errors.fullName = MESSAGES.nameRequired;
  if (values.isCorporate && values.companyName.trim() === "") errors.companyName = MESSAGES.companyRequired;
  return errors;
}

/** The body of PUT /api/consumer for onboarding: trimmed, and a company only for a corporate user. */
export function onboardingPayload(values: OnboardingValues): { fullName: string; companyName?: string } {
  const fullName = values.fullName.trim();
  return values.isCorporate ? { fullName, companyName: values.companyName.trim() } : { fullName };
}
