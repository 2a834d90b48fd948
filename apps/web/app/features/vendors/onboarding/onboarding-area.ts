import { unknownLocalityProblem } from "../../../shared/lib/localities";
import { collectErrors, hasErrors } from "../ui/validation";
import type { Errors } from "../ui/validation";
import { validateOnboarding } from "./onboarding-values";
import type { OnboardingField, OnboardingValues } from "./onboarding-values";

/**
 * The onboarding form's check: the domain's rule, then, once it finds nothing, the API's word on the area, which must
 * be one of the gazetteer's localities (docs/decisions/0036); the server checks it again.
 */
export async function checkOnboarding(values: OnboardingValues): Promise<Errors<OnboardingField>> {
  const problems = validateOnboarding(values);
  if (hasErrors(problems)) return problems;
  return collectErrors({ area: await unknownLocalityProblem(values.area) });
}
