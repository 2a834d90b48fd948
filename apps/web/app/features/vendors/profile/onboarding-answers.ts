import type { VendorOnboardInput } from "@utsav/domain";

// What the vendor told onboarding (contact name, category, area): the API keeps it only on the storefront, so the
// browser holds it to fill the first section forms with it, for the rest of the visit (a reload forgets it). Only the
// onboarding page's clientAction sets it, and that runs in the browser: on the server it stays empty, so no vendor's
// answers reach another's page.

let answers: VendorOnboardInput | undefined;

export function rememberOnboardingAnswers(input: VendorOnboardInput): void {
  answers = input;
}

/** The onboarding answers of this visit, if the vendor onboarded in it. */
export function onboardingAnswers(): VendorOnboardInput | undefined {
  return answers;
}
