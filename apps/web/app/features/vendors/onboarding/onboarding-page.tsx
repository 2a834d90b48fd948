import { useState } from "react";
import { Navigate } from "react-router";
import { paths } from "../../../lib/paths";
import { useVendorProfile } from "../api/profile";
import { OnboardingForm } from "./onboarding-form";

/**
 * /vendor/onboarding. A vendor who has onboarded already (reached here by a link) goes to the profile; the form
 * itself moves on after it succeeds.
 */
export function OnboardingPage() {
  const { data: profile } = useVendorProfile();
  const [onboardedBefore] = useState(() => Boolean(profile));
  if (onboardedBefore) return <Navigate to={paths.vendorProfile()} replace />;
  return <OnboardingForm />;
}
