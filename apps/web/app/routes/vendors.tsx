import type { Route } from "./+types/vendors";
import { VendorOnboardingPage } from "../features/vendors/signup/vendor-onboarding-page";
import { VendorWaitlistForm } from "../features/waitlist/vendor-waitlist-form";
import { paths } from "../lib/paths";
import { seo } from "../lib/seo";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: "Onboard as Vendor · Utsav",
    description:
      "List your decor, gifting or sweets business on Utsav: reach Bengaluru customers, earn a verified badge, and receive bookings and leads.",
    path: paths.vendors(),
    origin: data?.origin,
  });
}

export default function VendorsRoute() {
  return <VendorOnboardingPage waitlistForm={<VendorWaitlistForm />} />;
}
